import {
  AdminContentSectionSchema,
  type ContentRestore,
  ContentRevisionSchema,
  type ContentSave,
  ContentSectionSchema,
  ENGLISH_SOURCES_KEY,
  englishChanges,
  type SectionRename,
  sectionDefinition,
  translationMessages,
  withoutEnglishSources,
} from "@app/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";
import { websiteContent } from "../db/schema.ts";
import { createLogger } from "../lib/logger.ts";
import { rememberEnglishOfOlderTranslations } from "./translation-sources.ts";

/** Translations are sections `S@km`: saved, versioned and restored like any, laid over `S`. */
describe.each(drivers)("content translations [%s]", (kind) => {
  const api = serverForTests(kind);

  const contentJson = (section: string, lang?: "en" | "km") =>
    api.visitor["content-json"][":section"].$get({ param: { section }, query: { lang } });
  const read = async (section: string, lang?: "en" | "km") => {
    const res = await contentJson(section, lang);
    expect(res.status, lang ? `${section}?lang=${lang}` : section).toBe(200);
    return ContentSectionSchema.parse(await res.json());
  };
  const save = (json: ContentSave) => api.admin.admin.content.$post({ json });
  /** A refusal's fields: the route declares only its successful answers. */
  const fieldsOf = async (res: { json(): Promise<unknown> }) =>
    ((await res.json()) as { fields: Record<string, string> }).fields;
  const revisions = (section: string) =>
    api.admin.admin.content[":section"].revisions.$get({ param: { section } });
  const restore = (section: string, version: number, json: ContentRestore) =>
    api.admin.admin.content[":section"].revisions[":version"].restore.$post({
      param: { section, version: String(version) },
      json,
    });
  const rename = (section: string, json: SectionRename) =>
    api.admin.admin.content[":section"].rename.$post({ param: { section }, json });
  const remove = (section: string, expectedVersion: number) =>
    api.admin.admin.content[":section"].$delete({
      param: { section },
      query: { expectedVersion: String(expectedVersion) },
    });

  it("answers each section in Khmer with every missing word in English", async () => {
    const english = await read("contact");
    const khmer = await read("contact@km");
    const merged = await read("contact", "km");
    expect(merged.section).toBe("contact");
    expect(merged.content.title).toBe(khmer.content.title);
    expect(merged.content.title).not.toBe(english.content.title);

    // Take one word out of the translation: that word is English again, the others stay.
    const { officeLabel: _, ...fewer } = khmer.content;
    expect(
      (await save({ section: "contact@km", content: fewer, version: khmer.version })).status,
    ).toBe(200);
    const after = await read("contact", "km");
    expect(after.content.officeLabel).toBe(english.content.officeLabel);
    expect(after.content.title).toBe(khmer.content.title);
    expect((await read("contact", "en")).content).toEqual(english.content);
  });

  it("lays lists over by position and never takes images or list lengths from a translation", async () => {
    const english = await read("pillar:field-work-experience");
    const res = await save({
      section: "pillar:field-work-experience@km",
      content: { features: [null, "លក្ខណៈពិសេសទីពីរ"], cta: { title: "ចាប់ផ្តើម" } },
      create: true,
    });
    // Seeded already (title and summary): a second create is refused, never overwritten.
    expect(res.status).toBe(409);
    const seeded = await read("pillar:field-work-experience@km");
    expect(
      (
        await save({
          section: seeded.section,
          content: { ...seeded.content, features: [null, "លក្ខណៈពិសេសទីពីរ"] },
          version: seeded.version,
        })
      ).status,
    ).toBe(200);
    const merged = (await read("pillar:field-work-experience", "km")).content;
    const features = english.content.features as string[];
    expect(merged.features).toEqual([features[0], "លក្ខណៈពិសេសទីពីរ", ...features.slice(2)]);
    expect(merged.image).toBe(english.content.image);
    expect(merged.title).toBe(seeded.content.title);
  });

  it("refuses what a translation cannot hold, naming the field, and keeps the English limits", async () => {
    const image = await save({
      section: "hero@km",
      content: { title: "ក", image: "other.svg" },
      version: (await read("hero@km")).version,
    });
    expect(image.status).toBe(400);
    expect(await fieldsOf(image)).toEqual({
      content: translationMessages.notTranslatable(["image"]),
    });
    const long = await save({
      section: "hero@km",
      content: { title: "ក".repeat(201) },
      version: (await read("hero@km")).version,
    });
    expect(long.status).toBe(400);
    expect(await fieldsOf(long)).toEqual({
      "content.title": "Title must be at most 200 characters",
    });
  });

  it("needs the English section to exist before its translation", async () => {
    const res = await save({ section: "certification:nothing@km", content: {}, create: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: translationMessages.needsEnglish("certification:nothing"),
      fields: { section: translationMessages.needsEnglish("certification:nothing") },
    });
    // A language the types refuse, on purpose.
    const unknown = await api.server.request("/api/content-json/hero?lang=fr");
    expect(unknown.status).toBe(400);
  });

  it("keeps a translation's history: a stale save is refused with 409 and a version restores", async () => {
    const current = await read("get-started@km");
    const first = await save({
      section: "get-started@km",
      content: { ...current.content, title: "ចាប់ផ្តើមឥឡូវនេះ" },
      version: current.version,
    });
    expect(first.status).toBe(200);
    const stale = await save({
      section: "get-started@km",
      content: { ...current.content, title: "ផ្សេងទៀត" },
      version: current.version,
    });
    expect(stale.status).toBe(409);

    const history = ContentRevisionSchema.array().parse(
      await (await revisions("get-started@km")).json(),
    );
    expect(history.map((r) => r.version)).toEqual([current.version + 1, current.version]);
    const restored = await restore("get-started@km", current.version, {
      expectedVersion: current.version + 1,
    });
    expect(restored.status).toBe(200);
    expect((await read("get-started", "km")).content.title).toBe(current.content.title);
  });

  it("moves an entry's translation with it when the entry is renamed", async () => {
    const from = "certification:gots";
    const created = await save({
      section: `${from}@km`,
      content: { fullName: "ស្តង់ដារវាយនភណ្ឌសរីរាង្គសកល" },
      create: true,
    });
    expect(created.status).toBe(201);
    const english = await read(from);
    const renamed = await rename(from, {
      to: "certification:gots-2026",
      expectedVersion: english.version,
    });
    expect(renamed.status).toBe(200);
    expect((await contentJson(`${from}@km`)).status).toBe(404);
    const moved = await read("certification:gots-2026", "km");
    expect(moved.content.fullName).toBe("ស្តង់ដារវាយនភណ្ឌសរីរាង្គសកល");
    const history = await revisions("certification:gots-2026@km");
    expect(history.status).toBe(200);
    // A translation is not renamed on its own.
    const alone = await rename("certification:gots-2026@km", { to: "certification:other@km" });
    expect(alone.status).toBe(400);
  });

  it("keeps each translated item with its English item when the English list is reordered", async () => {
    const english = await read("services");
    const before = await read("services@km");
    const groups = english.content.groups as { anchor: string }[];
    // Lists are translated by place: the Khmer title of each group, by its anchor.
    const khmerGroups = before.content.groups as { title: string }[];
    const titles = new Map(groups.map((g, i) => [g.anchor, khmerGroups[i]?.title]));
    const khmerTitle = (anchor: string, content: Record<string, unknown>) =>
      (content.groups as { anchor: string; title: string }[]).find((g) => g.anchor === anchor)
        ?.title;
    // The last group first, the first one gone.
    const reordered = [groups.at(-1)!, ...groups.slice(1, -1)];
    const saved = await save({
      section: "services",
      content: { ...english.content, groups: reordered },
      version: english.version,
    });
    expect(saved.status).toBe(200);
    const after = await read("services@km");
    expect(after.version).toBe(before.version + 1);
    const merged = (await read("services", "km")).content;
    for (const { anchor } of reordered) {
      expect(khmerTitle(anchor, merged)).toBe(titles.get(anchor));
    }
    expect((after.content.groups as unknown[]).length).toBe(reordered.length);
  });

  it("restores an old translation onto the English items as they are now", async () => {
    const english = await read("about-page");
    type Values = { title: string; description: string; icon: string }[];
    const values = (english.content.values as { items: Values }).items;
    const khmer = await read("about-page@km");
    const oldVersion = khmer.version;
    const khmerTitles = (khmer.content.values as { items: { title: string }[] }).items;
    // English reverses its core values; the translation follows (a new version of it).
    const reversed = {
      ...english.content,
      values: { ...(english.content.values as object), items: [...values].reverse() },
    };
    expect(
      (await save({ section: "about-page", content: reversed, version: english.version })).status,
    ).toBe(200);
    const followed = await read("about-page@km");
    expect(followed.version).toBe(oldVersion + 1);
    // Restoring the translation's old version keeps each title on its own value.
    const restored = await restore("about-page@km", oldVersion, {
      expectedVersion: followed.version,
    });
    expect(restored.status).toBe(200);
    const merged = (await read("about-page", "km")).content;
    const mergedItems = (merged.values as { items: { icon: string; title: string }[] }).items;
    expect(mergedItems.map((item) => item.title)).toEqual(
      [...khmerTitles.map((t) => t.title)].reverse(),
    );
    expect(mergedItems.map((item) => item.icon)).toEqual([...values].reverse().map((v) => v.icon));
  });

  it("translates again a section whose translation was deleted, keeping its history", async () => {
    const khmer = await read("get-started@km");
    const deleted = await remove("get-started@km", khmer.version);
    expect(deleted.status).toBe(200);
    const again = await save({
      section: "get-started@km",
      content: { title: "ចាប់ផ្តើម" },
      create: true,
    });
    expect(again.status).toBe(200);
    const revived = await read("get-started@km");
    expect(revived).toMatchObject({ content: { title: "ចាប់ផ្តើម" }, version: khmer.version + 1 });
    // A deleted English entry is restored, never created over.
    const entry = await read("certification:ocs");
    await remove("certification:ocs", entry.version);
    const over = await save({ section: "certification:ocs", content: entry.content, create: true });
    expect(over.status).toBe(409);
  });

  it("deletes a translation, leaving the English words", async () => {
    const khmer = await read("resources@km");
    const res = await remove("resources@km", khmer.version);
    expect(res.status).toBe(200);
    expect((await read("resources", "km")).content).toEqual((await read("resources")).content);
  });

  describe("Khmer that remembers its English", () => {
    const adminRow = async (section: string) => {
      const res = await api.admin.admin.content.$get();
      return AdminContentSectionSchema.array()
        .parse(await res.json())
        .find((row) => row.section === section)!;
    };
    /** What the Khmer editor marks: the texts whose English changed since they were translated. */
    const marked = async (base: string) => {
      const english = await adminRow(base);
      const khmer = await adminRow(`${base}@km`);
      const schema = sectionDefinition(base)?.schema;
      return englishChanges(schema, english.content, khmer.content).map(({ path, was, now }) => ({
        path: path.join("."),
        was,
        now,
      }));
    };
    const saveEnglish = async (section: string, change: Record<string, unknown>) => {
      const row = await adminRow(section);
      const res = await save({
        section,
        content: { ...row.content, ...change },
        version: row.version,
      });
      expect(res.status).toBe(200);
    };

    it("marks a text whose English changed, keeps it to translators, and 'still right' clears it", async () => {
      const english = await adminRow("about");
      const khmer = await adminRow("about@km");
      const words = { ...withoutEnglishSources(khmer.content), mission: "បេសកកម្មរបស់យើង" };
      expect(
        (await save({ section: "about@km", content: words, version: khmer.version })).status,
      ).toBe(200);
      expect(await marked("about")).toEqual([]);

      const oldMission = english.content.mission as string;
      await saveEnglish("about", { mission: "Audits that factories and buyers both trust." });
      expect(await marked("about")).toEqual([
        { path: "mission", was: oldMission, now: "Audits that factories and buyers both trust." },
      ]);
      // Visitors never see what the translator was shown.
      const publicKhmer = await read("about@km");
      expect(publicKhmer.content).not.toHaveProperty(ENGLISH_SOURCES_KEY);
      const listed = await (await api.visitor.content.$get()).text();
      expect(listed).not.toContain(ENGLISH_SOURCES_KEY);

      // Saving other words leaves the mark; "Still right" (the English shown, given back) clears it.
      const current = await adminRow("about@km");
      expect(
        (await save({ section: "about@km", content: current.content, version: current.version }))
          .status,
      ).toBe(200);
      expect(await marked("about")).toHaveLength(1);
      const again = await adminRow("about@km");
      const confirmed = {
        ...again.content,
        [ENGLISH_SOURCES_KEY]: {
          ...(again.content[ENGLISH_SOURCES_KEY] as object),
          mission: "Audits that factories and buyers both trust.",
        },
      };
      expect(
        (await save({ section: "about@km", content: confirmed, version: again.version })).status,
      ).toBe(200);
      expect(await marked("about")).toEqual([]);

      // Restoring the Khmer from before brings back what it was made from, and so the mark.
      const history = ContentRevisionSchema.array().parse(
        await (await revisions("about@km")).json(),
      );
      const before = history.find((revision) => revision.version === again.version)!;
      const restored = await restore("about@km", before.version, {});
      expect(restored.status).toBe(200);
      expect(await marked("about")).toHaveLength(1);
    });

    it("takes translations saved before this as made from the English now, at start, once", async () => {
      const { db } = api.server.running.deps.database;
      const older = await adminRow("contact@km");
      await db
        .update(websiteContent)
        .set({ content: withoutEnglishSources(older.content) })
        .where(eq(websiteContent.section, "contact@km"));
      const logged: unknown[] = [];
      const logger = { ...createLogger("error"), info: (...args: unknown[]) => logged.push(args) };
      await rememberEnglishOfOlderTranslations(db, logger);
      expect(logged).toEqual([["translations now remember their English", { sections: 1 }]]);
      const remembered = await adminRow("contact@km");
      expect(remembered.version).toBe(older.version);
      expect(remembered.content[ENGLISH_SOURCES_KEY]).toBeDefined();
      // From here on, a change of the English marks the text.
      const title = (await adminRow("contact")).content.title as string;
      await saveEnglish("contact", { title: "Talk to an auditor today" });
      expect(await marked("contact")).toEqual([
        { path: "title", was: title, now: "Talk to an auditor today" },
      ]);
      // A no-op once done.
      await rememberEnglishOfOlderTranslations(db, logger);
      expect(logged).toHaveLength(1);
    });

    it("a new translation is made from the English shown; the mark follows an entry's rename", async () => {
      const base = "certification:grs";
      const created = await save({
        section: `${base}@km`,
        content: { fullName: "ស្តង់ដារកែច្នៃសកល" },
      });
      expect([200, 201]).toContain(created.status);
      const fullName = (await adminRow(base)).content.fullName as string;
      await saveEnglish(base, { fullName: `${fullName} (2026)` });
      expect(await marked(base)).toEqual([
        { path: "fullName", was: fullName, now: `${fullName} (2026)` },
      ]);

      const renamed = await rename(base, { to: "certification:grs-4" });
      expect(renamed.status).toBe(200);
      expect(await marked("certification:grs-4")).toHaveLength(1);
    });

    it("keeps the mark when the English changed while the Khmer was being typed", async () => {
      const khmer = await adminRow("about@km");
      const english = await adminRow("about");
      const shown = english.content.vision as string;
      await saveEnglish("about", {
        vision: "The partner Southeast Asia's factories choose first.",
      });
      // Saved naming the English the editor showed, which has changed since.
      const typed = {
        ...khmer.content,
        vision: "ដៃគូដែលរោងចក្រជ្រើសរើសមុនគេ",
        [ENGLISH_SOURCES_KEY]: { ...(khmer.content[ENGLISH_SOURCES_KEY] as object), vision: shown },
      };
      expect(
        (await save({ section: "about@km", content: typed, version: khmer.version })).status,
      ).toBe(200);
      expect((await marked("about")).map((m) => m.path)).toContain("vision");
    });

    it("an English change that moves nothing makes no new Khmer version", async () => {
      const before = await adminRow("services@km");
      await saveEnglish("services", { title: "Our services, in short" });
      expect((await adminRow("services@km")).version).toBe(before.version);
    });
  });
});
