import { fileURLToPath } from "node:url";
import type { ContentSave } from "@app/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { addStandardCopies, growFirstServiceGroup } from "../../test/grow-site.ts";
import { serverForTests } from "../../test/test-server.ts";
import { CERTIFICATIONS } from "../db/seed/content/certifications.ts";

/** The built site (`pnpm test` builds it first). */
const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/** Pages that show the service groups and the quote form, in both languages. */
const FORM_PAGES = [
  "/",
  "/km/",
  "/quote",
  "/quote?standard=gots",
  "/km/quote?service=verification-service",
];
const LOOSE = 150;

/**
 * Issue 34: what the home and quote pages carry, and how a group counts its standards, do not
 * grow with the site: a page holds what it shows, counts the standards on the site, and
 * depends on which exist, not on every standard's words.
 */
describe("pages that count and offer standards, at a site of many [pglite]", () => {
  const api = serverForTests("pglite", { config: { webDist } });
  let anchor = "";
  let listed: string[] = [];

  const page = (path: string) => fetch(api.server.url + path, { redirect: "manual" });
  const html = async (path: string) => (await page(path)).text();
  const pageData = async (path: string) => {
    const res = await api.visitor["page-data"].$get({ query: { path } });
    expect(res.status, path).toBe(200);
    return await res.text();
  };
  const cached = () =>
    api.server.running.deps.caches.pages!.cachedKeys().map((key) => {
      const url = new URL(key);
      return url.pathname + url.search;
    });
  const save = (json: ContentSave) => api.admin.admin.content.$post({ json });
  const current = async (section: string) => {
    const res = await api.admin["content-json"][":section"].$get({ param: { section }, query: {} });
    return await res.json();
  };
  const counted = (count: number) => `${count} standards and services`;

  beforeAll(async () => {
    // The first group, 25 standards: two pages of its list.
    ({ anchor, standards: listed } = await growFirstServiceGroup(api.admin, "so", 7));
  });

  it("keeps the data of the home and quote pages the same size however many standards there are", async () => {
    const before = new Map<string, number>();
    for (const path of FORM_PAGES) before.set(path, (await pageData(path)).length);
    await addStandardCopies(
      api.admin,
      Array.from({ length: LOOSE }, (_, i) => `LOOSE${String(i + 1).padStart(3, "0")}`),
    );
    for (const path of FORM_PAGES) {
      const data = await pageData(path);
      // The count of standards in no group grew by a digit or two: nothing else.
      expect(data.length - before.get(path)!, path).toBeLessThanOrEqual(4);
      expect(data, path).not.toContain("Standard LOOSE001");
    }
    // Of a long group, the home page carries what it shows: its first eight.
    const home = JSON.parse(await pageData("/")).data.standards as Record<string, unknown>;
    expect(Object.keys(home)).toEqual(expect.arrayContaining(listed.slice(0, 8)));
    expect(Object.keys(home)).not.toContain(listed[8]);
  });

  it("re-renders no page that lists the groups when a standard's words change, but the pages that show it", async () => {
    const paths = [...FORM_PAGES, `/services/${anchor}`, `/services/${anchor}?page=2`];
    for (const path of paths) expect((await page(path)).status, path).toBe(200);
    expect(cached()).toEqual(expect.arrayContaining(paths));
    const loose = await current("certification:loose001");
    const edited = await save({
      section: "certification:loose001",
      content: { ...loose.content, fullName: "Renamed in its own words" },
      version: loose.version,
    });
    expect(edited.status).toBe(200);
    expect(cached()).toEqual(expect.arrayContaining(paths));

    // A standard the home page shows drops it: its words are on it.
    const gots = await current("certification:gots");
    const shown = await save({
      section: "certification:gots",
      content: { ...gots.content, fullName: "Global Organic Textile Standard (GOTS 7)" },
      version: gots.version,
    });
    expect(shown.status).toBe(200);
    const still = cached();
    expect(still).not.toContain("/");
    expect(still).toContain(`/services/${anchor}?page=2`);
    expect(still).toContain("/quote");
  });

  it("counts no standard deleted since: its group's count, pages, sitemap and 404s follow", async () => {
    expect(await html("/")).toContain(counted(25));
    expect(await html(`/services/${anchor}`)).toContain("Page 1 of 2");
    expect(await html(`/services/${anchor}?page=2`)).toContain(
      "<title>Products Certification (Page 2 of 2)",
    );
    expect(await html("/sitemap.xml")).toContain(`/services/${anchor}?page=2</loc>`);

    const remove = api.admin.admin.content[":section"].$delete;
    const deleted = await remove({ param: { section: "certification:so03" }, query: {} });
    expect(deleted.status).toBe(200);

    const home = await html("/");
    expect(home).toContain(counted(24));
    expect(home).not.toContain(counted(25));
    const group = await html(`/services/${anchor}`);
    expect(group).toContain(counted(24));
    expect(group).not.toMatch(/Page \d+ of/);
    for (const path of [`/services/${anchor}?page=2`, `/km/services/${anchor}?page=2`]) {
      expect((await page(path)).status, path).toBe(404);
    }
    expect(await html("/sitemap.xml")).not.toContain(`/services/${anchor}?page=2</loc>`);
    // The group still names it: restoring the standard brings it back in its place.
    const restore = api.admin.admin.content[":section"].revisions[":version"].restore;
    const restored = await restore.$post({
      param: { section: "certification:so03", version: "1" },
      json: {},
    });
    expect(restored.status).toBe(200);
    expect(await html("/")).toContain(counted(25));
    expect((await page(`/services/${anchor}?page=2`)).status).toBe(200);
  });

  it("counts a standard the group lists once it is published, not before", async () => {
    const draft = await save({
      section: "certification:so-draft",
      content: { ...CERTIFICATIONS.gots!, name: "SOD", fullName: "Standard Not Yet Published" },
      create: true,
      publish: false,
    });
    expect(draft.status).toBe(201);
    const services = await current("services");
    const content = structuredClone(services.content) as { groups: { standards: string[] }[] };
    content.groups[0]!.standards.unshift("so-draft");
    expect((await save({ section: "services", content, version: services.version })).status).toBe(
      200,
    );
    expect(await html("/km/")).toContain("ស្តង់ដារ និងសេវាកម្មចំនួន 25");
    expect(await html(`/services/${anchor}?page=2`)).not.toContain("Standard Not Yet Published");

    const { version } = (await draft.json()) as { version: number };
    const publish = api.admin.admin.content[":section"].publish;
    const published = await publish.$post({
      param: { section: "certification:so-draft" },
      json: { version },
    });
    expect(published.status).toBe(200);
    expect(await html("/km/")).toContain("ស្តង់ដារ និងសេវាកម្មចំនួន 26");
    expect(await html("/")).toContain("Standard Not Yet Published");
  });
});
