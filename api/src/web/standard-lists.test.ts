import {
  type ContentSave,
  type StandardList,
  standardListAddress,
  summarizeCertification,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { growFirstServiceGroup } from "../../test/grow-site.ts";
import { decodedBody, rawRequest } from "../../test/raw-request.ts";
import { serverForTests } from "../../test/test-server.ts";
import { CERTIFICATIONS } from "../db/seed/content/certifications.ts";
import { SERVICES } from "../db/seed/content/services.ts";

/**
 * The lists of standards the quote form reads once a visitor chooses a service group: each
 * group's standards on the site, and those in no group, named in the page's language.
 */
describe("a service group's standards for the quote form [pglite]", () => {
  const api = serverForTests("pglite");
  const products = SERVICES.groups[0]!;

  const list = async (anchor: string | null, language: "en" | "km" = "en") => {
    const res = await fetch(api.server.url + standardListAddress(anchor, language));
    expect(res.status).toBe(200);
    return ((await res.json()) as StandardList).standards;
  };
  const save = (json: ContentSave) => api.admin.admin.content.$post({ json });
  const current = async (section: string) => {
    const res = await api.admin["content-json"][":section"].$get({ param: { section }, query: {} });
    return await res.json();
  };

  it("lists a group's standards in its order, with the names lists show", async () => {
    const standards = await list(products.anchor);
    expect(standards.map((s) => s.slug)).toEqual(products.standards);
    expect(standards[0]).toEqual(summarizeCertification("gots", CERTIFICATIONS.gots!));
    expect(await list(SERVICES.groups[3]!.anchor)).toHaveLength(
      SERVICES.groups[3]!.standards.length,
    );
  });

  it("answers 404 for a group the site does not have", async () => {
    const res = await fetch(`${api.server.url}/api/site/service-groups/no-such-group/standards`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toContain("no-such-group");
  });

  it("names them in Khmer where a translation does, in English elsewhere", async () => {
    const khmer = "ស្តង់ដារវាយនភណ្ឌសរីរាង្គសកល";
    expect(
      (await save({ section: "certification:gots@km", content: { fullName: khmer }, create: true }))
        .status,
    ).toBe(201);
    const [gots, ocs] = await list(products.anchor, "km");
    expect(gots).toMatchObject({ slug: "gots", name: "GOTS", fullName: khmer });
    expect(ocs!.fullName).toBe(CERTIFICATIONS.ocs!.fullName);
    expect((await list(products.anchor))[0]!.fullName).toBe(CERTIFICATIONS.gots!.fullName);
  });

  it("is sent compressed with an ETag, and a revalidation costs a 304", async () => {
    // Long enough to be worth compressing.
    await growFirstServiceGroup(api.admin, "ql", 20);
    const url = api.server.url + standardListAddress(products.anchor, "en");
    const first = await rawRequest(url, { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const sent = JSON.parse(decodedBody(first).toString()) as StandardList;
    expect(sent.standards.at(-1)!.name).toBe("QL20");
    const again = await rawRequest(url, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  it("keeps one answer per list and language, whatever else its address says", async () => {
    const hot = api.server.running.hotCache;
    const url = api.server.url + standardListAddress(products.anchor, "km");
    expect((await fetch(url)).status).toBe(200);
    const kept = hot.size;
    expect((await fetch(url)).status).toBe(200);
    for (const extra of ["&utm_source=x", "&n=1", "&n=2"]) {
      expect((await fetch(url + extra)).status).toBe(200);
    }
    for (const anchor of ["made-up", "made-up-too"]) {
      const res = await fetch(`${api.server.url}/api/site/service-groups/${anchor}/standards`);
      expect(res.status).toBe(404);
    }
    expect(hot.size).toBe(kept);
  });

  it("follows a standard's words, its deletion and the groups, however often it was read", async () => {
    const anchor = products.anchor;
    await list(anchor);
    await list(anchor);
    const ocs = await current("certification:ocs");
    expect(
      (
        await save({
          section: "certification:ocs",
          content: { ...ocs.content, name: "OCS 3.0" },
          version: ocs.version,
        })
      ).status,
    ).toBe(200);
    expect((await list(anchor)).find((s) => s.slug === "ocs")?.name).toBe("OCS 3.0");

    const remove = api.admin.admin.content[":section"].$delete;
    expect((await remove({ param: { section: "certification:grs" }, query: {} })).status).toBe(200);
    expect((await list(anchor)).map((s) => s.slug)).not.toContain("grs");
  });

  it("lists the standards no group lists, by slug", async () => {
    expect(await list(null)).toEqual([]);
    for (const [slug, name] of [
      ["zz-loose", "ZZL"],
      ["aa-loose", "AAL"],
    ] as const) {
      const res = await save({
        section: `certification:${slug}`,
        content: { ...CERTIFICATIONS.gots!, name, fullName: `${name} Standard` },
        create: true,
      });
      expect(res.status).toBe(201);
    }
    expect(await list(null)).toEqual([
      { slug: "aa-loose", name: "AAL", fullName: "AAL Standard" },
      { slug: "zz-loose", name: "ZZL", fullName: "ZZL Standard" },
    ]);
    expect((await list(null, "km")).map((s) => s.slug)).toEqual(["aa-loose", "zz-loose"]);
  });
});
