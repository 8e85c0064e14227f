import {
  apiErrorMessages,
  type ContentSave,
  ContentSectionSchema,
  DeletedSectionSchema,
  isTranslation,
  UsageSchema,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";
import { sectionRedirects } from "../db/schema.ts";
import { CERTIFICATIONS } from "../db/seed/content/certifications.ts";
import { PRIVACY_PAGE } from "../db/seed/content/legal-pages.ts";

describe.each(drivers)("content entries: create, delete, restore, rename [%s]", (kind) => {
  const api = serverForTests(kind);

  const save = (json: ContentSave) => api.admin.admin.content.$post({ json });
  /** A refusal's message: the routes declare only their successful answers. */
  const errorOf = async (res: { json(): Promise<unknown> }) =>
    ((await res.json()) as { error: string }).error;
  const read = async (section: string) => {
    const res = await api.visitor["content-json"][":section"].$get({
      param: { section },
      query: {},
    });
    return res.status === 200 ? ContentSectionSchema.parse(await res.json()) : undefined;
  };
  const remove = (section: string, query: { expectedVersion?: string } = {}) =>
    api.admin.admin.content[":section"].$delete({ param: { section }, query });
  const usage = async (section: string) => {
    const res = await api.admin.admin.content[":section"].usage.$get({ param: { section } });
    expect(res.status).toBe(200);
    return UsageSchema.parse(await res.json());
  };
  const deleted = async () => {
    const res = await api.admin.admin["content-deleted"].$get();
    expect(res.status).toBe(200);
    return DeletedSectionSchema.array().parse(await res.json());
  };
  const rename = (section: string, to: string) =>
    api.admin.admin.content[":section"].rename.$post({ param: { section }, json: { to } });
  const addToFirstGroup = async (slug: string) => {
    const services = (await read("services"))!;
    const content = structuredClone(services.content) as { groups: { standards: string[] }[] };
    content.groups[0]!.standards.push(slug);
    const res = await save({ section: "services", content, version: services.version });
    expect(res.status).toBe(200);
  };

  it("creates a standard from the template, lists it and records what links to it", async () => {
    const res = await save({
      section: "certification:test-standard",
      content: { ...CERTIFICATIONS.gots!, name: "TST", fullName: "Test Standard" },
      create: true,
    });
    expect(res.status).toBe(201);
    const list = ContentSectionSchema.array().parse(
      await (await api.visitor.content.$get()).json(),
    );
    expect(list.map((s) => s.section)).toContain("certification:test-standard");
    expect(await usage("certification:test-standard")).toEqual({ sections: [], pages: [] });
    await addToFirstGroup("test-standard");
    const used = await usage("certification:test-standard");
    expect(used.sections).toEqual([{ section: "services", label: "Service groups" }]);
    // Linked from the home page, where the group lists it.
    expect(used.pages).toEqual(["/"]);
  });

  it("says the logo shows on every page: home, about and every entry's page", async () => {
    const images = await (await api.visitor.images.$get()).json();
    const logo = images.find((image) => image.filename === "logo.svg")!;
    const res = await api.admin.admin.images[":id"].usage.$get({ param: { id: String(logo.id) } });
    const used = UsageSchema.parse(await res.json());
    const entries = ContentSectionSchema.array()
      .parse(await (await api.visitor.content.$get()).json())
      .filter((s) => s.section.includes(":") && !isTranslation(s.section));
    expect(used.sections).toEqual([{ section: "site", label: "Company details" }]);
    expect(used.pages).toContain("/about");
    expect(used.pages).toContain("/privacy");
    expect(used.pages).toContain("/certifications/gots");
    expect(used.pages).toHaveLength(2 + entries.length);
  });

  it("refuses an entry its schema refuses, naming the field", async () => {
    const res = await save({
      section: "certification:broken",
      content: { ...CERTIFICATIONS.gots!, fullName: " " },
      create: true,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: apiErrorMessages.validation,
      fields: { "content.fullName": "Full name is required" },
    });
    expect(await read("certification:broken")).toBeUndefined();
  });

  it("refuses a prefix that is no kind of content, and a slug outside the grammar", async () => {
    const unknown = await save({ section: "widget:one", content: {}, create: true });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toBe(apiErrorMessages.unknownCollection("widget"));
    for (const section of ["certification:Upper", "certification:two--dashes", "pillar:-x"]) {
      expect((await save({ section, content: {}, create: true })).status, section).toBe(400);
    }
  });

  it("refuses to delete what the layout needs, with a clear message", async () => {
    for (const section of ["hero", "site", "services", "page:privacy"]) {
      const res = await remove(section);
      expect(res.status, section).toBe(409);
      expect(await res.json()).toEqual({ error: apiErrorMessages.sectionRequired(section) });
      expect(await read(section)).toBeDefined();
    }
    expect((await remove("certification:nothing")).status).toBe(404);
  });

  it("deletes an entry: gone from the site, kept in history, listed as deleted", async () => {
    const before = (await read("certification:test-standard"))!;
    const stale = await remove("certification:test-standard", {
      expectedVersion: String(before.version + 1),
    });
    expect(stale.status).toBe(409);
    const res = await remove("certification:test-standard", {
      expectedVersion: String(before.version),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ section: "certification:test-standard" });
    expect(await read("certification:test-standard")).toBeUndefined();
    expect((await deleted()).map((d) => d.section)).toEqual(["certification:test-standard"]);
    const history = await api.admin.admin.content[":section"].revisions.$get({
      param: { section: "certification:test-standard" },
    });
    expect(history.status).toBe(200);
    expect(await history.json()).toHaveLength(1);
    // A create of the same name is refused: the deleted one is restored instead.
    const again = await save({
      section: "certification:test-standard",
      content: CERTIFICATIONS.gots!,
      create: true,
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(
      apiErrorMessages.sectionDeleted("certification:test-standard"),
    );
  });

  it("restores a deleted entry as a new version", async () => {
    const res = await api.admin.admin.content[":section"].revisions[":version"].restore.$post({
      param: { section: "certification:test-standard", version: "1" },
      json: {},
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      section: "certification:test-standard",
      version: 2,
      content: { fullName: "Test Standard" },
    });
    expect(await read("certification:test-standard")).toMatchObject({ version: 2 });
    expect(await deleted()).toEqual([]);
  });

  it("renames an entry: history follows, links are rewritten, the old name redirects", async () => {
    const res = await rename("certification:test-standard", "certification:tested-standard");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ section: "certification:tested-standard" });
    expect(await read("certification:test-standard")).toBeUndefined();
    const services = (await read("services"))!;
    const groups = services.content.groups as { standards: string[] }[];
    expect(groups[0]!.standards).toContain("tested-standard");
    expect(groups[0]!.standards).not.toContain("test-standard");
    const history = await api.admin.admin.content[":section"].revisions.$get({
      param: { section: "certification:tested-standard" },
    });
    expect((await history.json()).map((r) => r.version)).toEqual([2, 1]);
    const redirects = await api.server.running.deps.database.db.select().from(sectionRedirects);
    expect(redirects.map((r) => [r.fromSection, r.toSection])).toEqual([
      ["certification:test-standard", "certification:tested-standard"],
    ]);
  });

  it("refuses text pages at addresses the site uses, and renaming the required ones", async () => {
    for (const slug of ["about", "admin", "services"]) {
      const res = await save({
        section: `page:${slug}`,
        content: PRIVACY_PAGE,
        create: true,
      });
      expect(res.status, slug).toBe(400);
      expect(await errorOf(res)).toBe(apiErrorMessages.reservedPageSlug(slug));
    }
    const required = await rename("page:privacy", "page:privacy-policy");
    expect(required.status).toBe(409);
    expect(await required.json()).toEqual({
      error: apiErrorMessages.sectionRequired("page:privacy"),
    });
    const onto = await rename("certification:tested-standard", "page:about");
    expect(onto.status).toBe(400);
  });

  it("refuses renames across kinds, onto a taken name, and of single sections", async () => {
    expect((await rename("certification:tested-standard", "pillar:tested")).status).toBe(400);
    expect((await rename("certification:tested-standard", "certification:gots")).status).toBe(409);
    expect((await rename("hero", "hero-two")).status).toBe(400);
    expect((await rename("certification:nothing", "certification:else")).status).toBe(404);
  });
});
