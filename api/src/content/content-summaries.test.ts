import {
  AdminContentSectionSchema,
  type ContentSave,
  listedSectionTitle,
  SectionSummarySchema,
  sectionShortName,
  sectionTitleFrom,
  translationState,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";
import { CERTIFICATIONS } from "../db/seed/content/certifications.ts";

describe.each(drivers)("section summaries for the admin's lists [%s]", (kind) => {
  const api = serverForTests(kind);

  const save = (json: ContentSave) => api.admin.admin.content.$post({ json });
  const fullList = async () =>
    AdminContentSectionSchema.array().parse(await (await api.admin.admin.content.$get()).json());
  const summaries = async () => {
    const res = await api.admin.admin.content.summaries.$get();
    expect(res.status).toBe(200);
    return SectionSummarySchema.array().parse(await res.json());
  };
  const summaryOf = async (section: string) =>
    (await summaries()).find((row) => row.section === section);
  const readOne = (section: string) =>
    api.admin.admin.content[":section"].$get({ param: { section } });

  it("answers one row per section, in the full list's order, with no section's words", async () => {
    const [full, rows] = await Promise.all([fullList(), summaries()]);
    expect(rows.map((row) => row.section)).toEqual(full.map((row) => row.section));
    for (const row of rows) expect(Object.keys(row)).not.toContain("content");
    const res = await api.admin.admin.content.summaries.$get();
    const fullRes = await api.admin.admin.content.$get();
    const [small, large] = [(await res.text()).length, (await fullRes.text()).length];
    expect(small).toBeLessThan(large / 3);
  });

  it("names and dates each section as the rule in the contract reads its words", async () => {
    const [full, rows] = await Promise.all([fullList(), summaries()]);
    const byName = new Map(full.map((row) => [row.section, row]));
    const titleOf = (section: string) => {
      const row = byName.get(section);
      return row && sectionTitleFrom(section, row.content);
    };
    expect(rows).toEqual(
      full.map((row) =>
        expect.objectContaining({
          section: row.section,
          title: listedSectionTitle(row.section, titleOf),
          shortName: sectionShortName(row.section, row.content),
          version: row.version,
          published: row.publishedVersion !== null,
          draft: row.draft,
          updatedAt: row.updatedAt,
        }),
      ),
    );
    const gots = rows.find((row) => row.section === "certification:gots")!;
    expect(gots.title).toBe("GOTS: Global Organic Textile Standard");
    expect(gots.shortName).toBe("GOTS");
    expect(rows.find((row) => row.section === "hero")!.title).toBe("Hero");
  });

  it("says how far each English section's translation is, as the words say", async () => {
    const [full, rows] = await Promise.all([fullList(), summaries()]);
    const byName = new Map(full.map((row) => [row.section, row]));
    let translated = 0;
    for (const row of rows) {
      const english = byName.get(row.section)!;
      const state = translationState(english, byName.get(`${row.section}@km`));
      expect(row.translations?.km, row.section).toEqual(state);
      if (state?.saved) translated++;
    }
    // The seeded site has Khmer for many sections: the rule was tested on saved translations.
    expect(translated).toBeGreaterThan(3);
    // A translation has no translations of its own.
    expect((await summaryOf("contact@km"))?.translations).toBeUndefined();
  });

  it("follows saves: a draft, a new entry, English changed under its translation", async () => {
    const gots = (await fullList()).find((row) => row.section === "certification:gots")!;
    const draft = await save({
      section: "certification:gots",
      content: { ...gots.content, name: "GOTS-D" },
      version: gots.version,
      publish: false,
    });
    expect(draft.status).toBe(200);
    expect(await summaryOf("certification:gots")).toMatchObject({
      title: "GOTS-D: Global Organic Textile Standard",
      version: gots.version + 1,
      published: true,
      draft: true,
    });

    const created = await save({
      section: "certification:summary-test",
      content: { ...CERTIFICATIONS.gots!, name: "SUM", fullName: "Summary Test" },
      create: true,
      publish: false,
    });
    expect(created.status).toBe(201);
    const fresh = (await summaryOf("certification:summary-test"))!;
    expect(fresh).toMatchObject({ title: "SUM: Summary Test", published: false, draft: true });
    expect(fresh.translations?.km).toMatchObject({
      saved: false,
      published: false,
      progress: { translated: 0 },
      toReview: 0,
    });
    expect(fresh.translations?.km?.progress.total).toBeGreaterThan(0);

    // Khmer for its full name, then the English full name changes: one text to review.
    const khmer = await save({
      section: "certification:summary-test@km",
      content: { fullName: "ការធ្វើតេស្តសង្ខេប" },
      create: true,
    });
    expect(khmer.status).toBe(201);
    expect((await summaryOf("certification:summary-test"))?.translations?.km).toMatchObject({
      saved: true,
      published: true,
      progress: { translated: 1 },
      toReview: 0,
    });
    expect((await summaryOf("certification:summary-test@km"))?.title).toBe(
      "SUM: Summary Test (Khmer)",
    );
    const english = AdminContentSectionSchema.parse(
      await (await readOne("certification:summary-test")).json(),
    );
    const changed = await save({
      section: "certification:summary-test",
      content: { ...english.content, fullName: "Summary Test, renamed" },
      version: english.version,
    });
    expect(changed.status).toBe(200);
    expect((await summaryOf("certification:summary-test"))?.translations?.km).toMatchObject({
      saved: true,
      toReview: 1,
    });
    expect((await summaryOf("certification:summary-test@km"))?.title).toBe(
      "SUM: Summary Test, renamed (Khmer)",
    );
  });

  it("leaves deleted sections out, and answers one section in full as the full list does", async () => {
    const created = await save({
      section: "certification:soon-deleted",
      content: { ...CERTIFICATIONS.gots!, name: "DEL", fullName: "Soon Deleted" },
      create: true,
    });
    expect(created.status).toBe(201);
    const one = await readOne("certification:soon-deleted");
    expect(one.status).toBe(200);
    const listed = (await fullList()).find((row) => row.section === "certification:soon-deleted");
    expect(AdminContentSectionSchema.parse(await one.json())).toEqual(listed);

    const removed = await api.admin.admin.content[":section"].$delete({
      param: { section: "certification:soon-deleted" },
      query: {},
    });
    expect(removed.status).toBe(200);
    expect(await summaryOf("certification:soon-deleted")).toBeUndefined();
    expect((await readOne("certification:soon-deleted")).status).toBe(404);
    expect((await readOne("certification:never-there")).status).toBe(404);
  });

  it("answers a refresh that finds nothing changed with a 304, and a change with a new body", async () => {
    const first = await api.admin.admin.content.summaries.$get();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await api.admin.admin.content.summaries.$get(
      {},
      { headers: { "if-none-match": etag } },
    );
    expect(again.status).toBe(304);
    const hero = (await fullList()).find((row) => row.section === "hero")!;
    const saved = await save({
      section: "hero",
      content: hero.content,
      version: hero.version,
      publish: false,
    });
    expect(saved.status).toBe(200);
    const changed = await api.admin.admin.content.summaries.$get(
      {},
      { headers: { "if-none-match": etag } },
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const rows = SectionSummarySchema.array().parse(await changed.json());
    expect(rows.find((row) => row.section === "hero")).toMatchObject({
      version: hero.version + 1,
      draft: true,
    });
  });

  it("answers only a signed-in admin (401)", async () => {
    expect((await api.visitor.admin.content.summaries.$get()).status).toBe(401);
    const one = await api.visitor.admin.content[":section"].$get({ param: { section: "hero" } });
    expect(one.status).toBe(401);
  });
});
