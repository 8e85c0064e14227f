import { fileURLToPath } from "node:url";
import {
  ActivityPageSchema,
  AdminContentSectionSchema,
  apiErrorMessages,
  type ContentPublish,
  ContentRevisionSchema,
  type ContentSave,
  ContentSectionSchema,
  heroDefaults,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";
import { CERTIFICATIONS } from "../db/seed/content/certifications.ts";

/** The built site (`pnpm test` builds it first). */
const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

describe.each(drivers)("drafts and publishing [%s]", (kind) => {
  const api = serverForTests(kind, { config: { webDist } });

  const save = (json: ContentSave) => api.admin.admin.content.$post({ json });
  const publish = (section: string, json: ContentPublish) =>
    api.admin.admin.content[":section"].publish.$post({ param: { section }, json });
  const discard = (section: string, expectedVersion: number) =>
    api.admin.admin.content[":section"].draft.$delete({
      param: { section },
      query: { expectedVersion: String(expectedVersion) },
    });
  const contentJson = (section: string, query: { lang?: "en" | "km" } = {}) =>
    api.visitor["content-json"][":section"].$get({ param: { section }, query });
  const publicRead = async (section: string) => {
    const res = await contentJson(section);
    return res.status === 200 ? ContentSectionSchema.parse(await res.json()) : undefined;
  };
  const publicList = async () =>
    ContentSectionSchema.array().parse(await (await api.visitor.content.$get()).json());
  const adminRow = async (section: string) => {
    const res = await api.admin.admin.content.$get();
    expect(res.status).toBe(200);
    return AdminContentSectionSchema.array()
      .parse(await res.json())
      .find((row) => row.section === section);
  };
  const page = async (path: string) => {
    const res = await fetch(api.server.url + path, { redirect: "manual" });
    return { status: res.status, html: await res.text() };
  };
  const revisions = async (section: string) => {
    const res = await api.admin.admin.content[":section"].revisions.$get({ param: { section } });
    return ContentRevisionSchema.array().parse(await res.json());
  };

  it("keeps a draft of a published section off every public read, page and cache until it is published", async () => {
    const live = (await publicRead("hero"))!;
    // Warm the caches with the published words first: a draft must not drop into them.
    expect((await page("/")).html).toContain(live.content.title as string);

    const draftTitle = "Next month: a headline not yet live";
    const res = await save({
      section: "hero",
      content: { ...heroDefaults, title: draftTitle },
      version: live.version,
      publish: false,
    });
    expect(res.status).toBe(200);
    const saved = AdminContentSectionSchema.parse(await res.json());
    expect(saved).toMatchObject({
      version: live.version + 1,
      publishedVersion: live.version,
      draft: true,
      content: { title: draftTitle },
      published: { title: live.content.title },
    });

    expect(await publicRead("hero")).toEqual(live);
    expect((await publicList()).find((s) => s.section === "hero")).toEqual(live);
    expect((await contentJson("hero", { lang: "km" })).status).toBe(200);
    for (const path of ["/", "/km/"]) expect((await page(path)).html).not.toContain(draftTitle);
    expect(await adminRow("hero")).toEqual(saved);
    const [latest] = await revisions("hero");
    expect(latest).toMatchObject({ version: saved.version, publishedAt: null });

    // Publishing names the draft the admin reviewed: an older version is refused.
    const stale = await publish("hero", { version: live.version });
    expect(stale.status).toBe(409);
    expect(await publicRead("hero")).toEqual(live);

    const done = await publish("hero", { version: saved.version });
    expect(done.status).toBe(200);
    const published = AdminContentSectionSchema.parse(await done.json());
    expect(published).toMatchObject({
      version: saved.version + 1,
      publishedVersion: saved.version + 1,
      draft: false,
      published: null,
      content: { title: draftTitle },
    });
    expect((await publicRead("hero"))?.content.title).toBe(draftTitle);
    expect((await page("/")).html).toContain(draftTitle);
    expect((await revisions("hero"))[0]).toMatchObject({
      version: published.version,
      publishedAt: expect.any(String),
    });

    // Nothing is left to publish.
    const again = await publish("hero", { version: published.version });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: apiErrorMessages.noDraft("hero") });
  });

  it("discards a draft with a version check and keeps what the site shows", async () => {
    const live = (await publicRead("hero"))!;
    const res = await save({
      section: "hero",
      content: { ...heroDefaults, title: "Thrown away" },
      version: live.version,
      publish: false,
    });
    const draft = AdminContentSectionSchema.parse(await res.json());

    expect((await discard("hero", live.version)).status).toBe(409);
    expect((await adminRow("hero"))?.draft).toBe(true);

    const gone = await discard("hero", draft.version);
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ section: "hero", removed: false });
    // Recorded as the next version, holding what the site showed all along.
    const after = await adminRow("hero");
    expect(after).toMatchObject({
      draft: false,
      content: live.content,
      published: null,
      version: draft.version + 1,
      publishedVersion: draft.version + 1,
    });
    expect(await publicRead("hero")).toMatchObject({
      content: live.content,
      version: after!.version,
    });
    expect((await revisions("hero"))[0]).toMatchObject({
      version: after!.version,
      restoredFromVersion: live.version,
    });
    expect((await discard("hero", after!.version)).status).toBe(409);
    expect((await discard("no-such-section", 1)).status).toBe(404);
  });

  it("saving with publish replaces the draft it was made from; a spec client's save leaves it waiting", async () => {
    const live = (await publicRead("hero"))!;
    const draft = AdminContentSectionSchema.parse(
      await (
        await save({
          section: "hero",
          content: { ...heroDefaults, title: "A colleague's draft" },
          version: live.version,
          publish: false,
        })
      ).json(),
    );
    // A client written against the spec sends no version and no publish.
    const spec = await save({
      section: "hero",
      content: { ...heroDefaults, title: "From the spec" },
    });
    expect(spec.status).toBe(200);
    expect((await publicRead("hero"))?.content.title).toBe("From the spec");
    expect(await adminRow("hero")).toMatchObject({
      draft: true,
      content: { title: "A colleague's draft" },
      published: { title: "From the spec" },
    });

    const current = (await adminRow("hero"))!;
    expect(current.version).toBeGreaterThan(draft.version);
    const editor = await save({
      section: "hero",
      content: { ...heroDefaults, title: "Edited from the draft" },
      version: current.version,
    });
    expect(editor.status).toBe(200);
    expect(await adminRow("hero")).toMatchObject({
      draft: false,
      published: null,
      content: { title: "Edited from the draft" },
    });
  });

  it("starts a new standard as a draft: no page, no sitemap entry and no link until it is published", async () => {
    const section = "certification:draft-standard";
    const created = await save({
      section,
      content: { ...CERTIFICATIONS.gots!, name: "DRS", fullName: "Draft Rated Standard" },
      create: true,
      publish: false,
    });
    expect(created.status).toBe(201);
    const draft = AdminContentSectionSchema.parse(await created.json());
    expect(draft).toMatchObject({ version: 1, publishedVersion: null, draft: true });

    // Listed in a service group the site shows: still no link while it is a draft.
    const services = (await publicRead("services"))!;
    const groups = structuredClone(services.content) as { groups: { standards: string[] }[] };
    groups.groups[0]!.standards.push("draft-standard");
    expect(
      (await save({ section: "services", content: groups, version: services.version })).status,
    ).toBe(200);

    expect(await publicRead(section)).toBeUndefined();
    expect((await publicList()).some((s) => s.section === section)).toBe(false);
    expect((await page("/certifications/draft-standard")).status).toBe(404);
    expect((await page("/km/certifications/draft-standard")).status).toBe(404);
    expect((await page("/sitemap.xml")).html).not.toContain("/certifications/draft-standard");
    for (const path of ["/", "/services/products-certification"]) {
      expect((await page(path)).html).not.toContain("/certifications/draft-standard");
    }
    const usage = await api.admin.admin.content[":section"].usage.$get({
      param: { section: "certification:draft-standard" },
    });
    expect(await usage.json()).toMatchObject({ sections: [{ section: "services" }] });

    expect((await publish(section, { version: draft.version })).status).toBe(200);
    expect((await page("/certifications/draft-standard")).status).toBe(200);
    expect((await page("/sitemap.xml")).html).toContain("/certifications/draft-standard");
    expect((await page("/services/products-certification")).html).toContain(
      "/certifications/draft-standard",
    );
  });

  it("keeps the Khmer of an entry not on the site off the site until its English is published", async () => {
    const section = "certification:khmer-first";
    const created = await save({
      section,
      content: { ...CERTIFICATIONS.gots!, name: "KMF", fullName: "Khmer First Standard" },
      create: true,
      publish: false,
    });
    const draft = AdminContentSectionSchema.parse(await created.json());
    // Translators may finish before the English is published.
    const khmer = "ស្តង់ដារខ្មែរមុនគេ";
    const translated = await save({
      section: `${section}@km`,
      content: { fullName: khmer },
      create: true,
    });
    expect(translated.status).toBe(201);

    expect(await publicRead(`${section}@km`)).toBeUndefined();
    expect((await contentJson(section, { lang: "km" })).status).toBe(404);
    expect((await publicList()).some((s) => s.section.startsWith(section))).toBe(false);
    const everything = await (await api.visitor.content.$get({ query: { lang: "km" } })).text();
    expect(everything).not.toContain(khmer);
    expect((await page("/km/certifications/khmer-first")).status).toBe(404);

    expect((await publish(section, { version: draft.version })).status).toBe(200);
    expect((await publicRead(`${section}@km`))?.content.fullName).toBe(khmer);
    expect((await page("/km/certifications/khmer-first")).html).toContain(khmer);
  });

  it("asks which version a discarded draft was", async () => {
    const live = (await publicRead("hero"))!;
    const drafted = await save({
      section: "hero",
      content: { ...heroDefaults, title: "A draft to discard" },
      version: live.version,
      publish: false,
    });
    const { version } = AdminContentSectionSchema.parse(await drafted.json());
    // No version on purpose, which the types refuse.
    const unversioned = await api.server.request("/api/admin/content/hero/draft", {
      method: "DELETE",
      cookie: api.cookie,
    });
    expect(unversioned.status).toBe(400);
    expect(await adminRow("hero")).toMatchObject({ version, draft: true });
    expect((await discard("hero", version)).status).toBe(200);
  });

  it("discarding the draft of an entry never published moves it to the deleted entries", async () => {
    const section = "certification:never-published";
    const created = AdminContentSectionSchema.parse(
      await (
        await save({
          section,
          content: { ...CERTIFICATIONS.gots!, name: "NVP", fullName: "Never Published" },
          create: true,
          publish: false,
        })
      ).json(),
    );
    const gone = await discard(section, created.version);
    expect(await gone.json()).toEqual({ section, removed: true });
    expect(await adminRow(section)).toBeUndefined();
    const deleted = await api.admin.admin["content-deleted"].$get();
    expect((await deleted.json()).map((d) => d.section)).toContain(section);
  });

  it("keeps a draft's links when the entry it links to is renamed, and the draft stays a draft", async () => {
    const created = await save({
      section: "certification:to-rename",
      content: { ...CERTIFICATIONS.gots!, name: "TRN", fullName: "To Rename" },
      create: true,
    });
    expect(created.status).toBe(201);
    const services = (await adminRow("services"))!;
    const content = structuredClone(services.content) as { groups: { standards: string[] }[] };
    content.groups[1]!.standards.push("to-rename");
    const draft = await save({
      section: "services",
      content,
      version: services.version,
      publish: false,
    });
    expect(draft.status).toBe(200);

    const renamed = await api.admin.admin.content[":section"].rename.$post({
      param: { section: "certification:to-rename" },
      json: { to: "certification:renamed-standard" },
    });
    expect(renamed.status).toBe(200);
    const after = (await adminRow("services"))!;
    const groups = (after.content as typeof content).groups;
    expect(after.draft).toBe(true);
    expect(groups[1]!.standards).toContain("renamed-standard");
    expect(groups[1]!.standards).not.toContain("to-rename");
    const live = (await publicRead("services"))!.content as typeof content;
    expect(live.groups[1]!.standards).not.toContain("renamed-standard");

    expect((await discard("services", after.version)).status).toBe(200);
  });

  it("restores an old version into the draft while one waits, and on the site otherwise", async () => {
    const live = (await publicRead("hero"))!;
    const [, older] = await revisions("hero");
    const draft = AdminContentSectionSchema.parse(
      await (
        await save({
          section: "hero",
          content: { ...heroDefaults, title: "Waiting draft" },
          version: live.version,
          publish: false,
        })
      ).json(),
    );
    const restore = (version: number, expectedVersion: number) =>
      api.admin.admin.content[":section"].revisions[":version"].restore.$post({
        param: { section: "hero", version: String(version) },
        json: { expectedVersion },
      });
    const intoDraft = await restore(older!.version, draft.version);
    expect(intoDraft.status).toBe(200);
    expect(await intoDraft.json()).toMatchObject({ draft: true, content: older!.content });
    expect(await publicRead("hero")).toEqual(live);

    const current = (await adminRow("hero"))!;
    expect((await discard("hero", current.version)).status).toBe(200);
    const settled = (await adminRow("hero"))!;
    const onSite = await restore(older!.version, settled.version);
    expect(await onSite.json()).toMatchObject({ draft: false, content: older!.content });
    expect((await publicRead("hero"))?.content).toEqual(older!.content);
  });

  it("records drafts, publishing and discards in the activity log", async () => {
    const res = await api.admin.admin.activity.$get({ query: {} });
    expect(res.status).toBe(200);
    const { items } = ActivityPageSchema.parse(await res.json());
    const actions = new Set(items.map((entry) => `${entry.action} ${entry.target}`));
    for (const expected of [
      "content.draftSaved hero",
      "content.published hero",
      "content.draftDiscarded hero",
      "content.draftCreated certification:draft-standard",
      "content.published certification:draft-standard",
      "content.draftDiscarded certification:never-published",
    ]) {
      expect(actions).toContain(expected);
    }
  });
});
