import {
  heroDefaults,
  referenceTargets,
  SITE_IMAGES,
  sectionDefinition,
  sectionReferences,
} from "@app/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers, migratedDatabaseForTests } from "../../../test/test-database.ts";
import { createLogger } from "../../lib/logger.ts";
import { sha256Hex } from "../../lib/sha256.ts";
import {
  contentRevisions,
  imageFiles,
  sectionRedirects,
  websiteContent,
  websiteImages,
} from "../schema.ts";
import { SEED_SECTIONS } from "./content/seed-content.ts";
import { SEED_DOCUMENTS } from "./documents/seed-documents.ts";
import { seedDatabase } from "./seed-database.ts";

const logger = createLogger("silent");

/** The three sections as the previous build seeded them, before the content model grew. */
const OLD_HERO = {
  title: heroDefaults.title,
  subtitle: heroDefaults.subtitle,
  description: heroDefaults.description,
  highlights: heroDefaults.highlights,
  ctaText: heroDefaults.ctaText,
};
const OLD_SITE = {
  brandName: "Standards Assurance Partners",
  shortName: "SAP",
  tagline: "since 2010",
  address: "Phnom Penh, Cambodia",
  phones: ["+855 00 000 000", "+855 00 000 001"],
  email: "info@example.com",
  website: "https://example.com",
  social: { facebook: "#", tiktok: "#", telegram: "#", youtube: "#" },
};
const OLD_ABOUT = {
  mission: "An old mission.",
  vision: "An old vision.",
  story: "An old story.",
};

describe.each(drivers)("seeding the database [%s]", (kind) => {
  const fresh = migratedDatabaseForTests(kind);

  const sections = async () => {
    const rows = await fresh.database.db.select().from(websiteContent);
    return new Map(rows.map((row) => [row.section, row]));
  };
  const revisionsOf = (section: string) =>
    fresh.database.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.section, section))
      .orderBy(contentRevisions.version);
  /** Everything seeding may touch, comparable between two starts. */
  const snapshot = async () => ({
    sections: [...(await sections()).values()]
      .map(({ section, version, content, refs, deletedAt }) => ({
        section,
        version,
        content,
        refs,
        deletedAt,
      }))
      .sort((a, b) => (a.section < b.section ? -1 : 1)),
    revisions: (await fresh.database.db.select().from(contentRevisions)).length,
    images: (await fresh.database.db.select().from(websiteImages)).map(
      ({ updatedAt, ...row }) => row,
    ),
    files: (await fresh.database.db.select({ id: imageFiles.id }).from(imageFiles)).length,
  });

  it("gives a fresh database every section at version 1, with its references", async () => {
    await seedDatabase(fresh.database.db, logger);
    const rows = await sections();
    expect(rows.size).toBe(SEED_SECTIONS.length);
    for (const { section, content } of SEED_SECTIONS) {
      const row = rows.get(section)!;
      expect(row, section).toBeDefined();
      expect(row.version).toBe(1);
      expect(row.content).toEqual(content);
      expect(row.deletedAt).toBeNull();
      expect(row.refs).toEqual(referenceTargets(sectionReferences(section, content)));
    }
    expect(rows.get("services")!.refs).toContain("certification:gots");
    expect(rows.get("training")!.refs).toContain("document:training-social-compliance.pdf");
    expect(await revisionsOf("certification:gots")).toMatchObject([
      {
        version: 1,
        content: SEED_SECTIONS.find((s) => s.section === "certification:gots")!.content,
        createdBy: null,
      },
    ]);
  });

  it("stores every image and every PDF at version 1, PDFs with their page count", async () => {
    await seedDatabase(fresh.database.db, logger);
    const images = await fresh.database.db.select().from(websiteImages);
    expect(images).toHaveLength(SITE_IMAGES.length + SEED_DOCUMENTS.length);
    const pdf = images.find((image) => image.filename === "training-gots-organic-textiles.pdf")!;
    expect(pdf).toMatchObject({
      name: "GOTS Organic Textile Processing",
      description: "Training course outline",
      filepath: "/pdfs/training-gots-organic-textiles.pdf",
      section: "documents",
      contentType: "application/pdf",
      width: null,
      height: null,
      pageCount: 1,
      version: 1,
    });
    const [file] = await fresh.database.db
      .select()
      .from(imageFiles)
      .where(eq(imageFiles.imageId, pdf.id));
    expect(Buffer.from(file!.bytes).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(file).toMatchObject({ version: 1, byteSize: pdf.byteSize, pageCount: 1 });
    expect(sha256Hex(file!.bytes)).toBe(pdf.sha256);
    const logo = images.find((image) => image.filename === "logo.svg")!;
    expect(logo).toMatchObject({ contentType: "image/svg+xml", width: 160, pageCount: null });
  });

  it("changes nothing on a second start", async () => {
    await seedDatabase(fresh.database.db, logger);
    const first = await snapshot();
    await seedDatabase(fresh.database.db, logger);
    expect(await snapshot()).toEqual(first);
  });

  it("seeds once when two processes start together", async () => {
    await Promise.all([
      seedDatabase(fresh.database.db, logger),
      seedDatabase(fresh.database.db, logger),
    ]);
    const after = await snapshot();
    expect(after.sections).toHaveLength(SEED_SECTIONS.length);
    expect(after.revisions).toBe(SEED_SECTIONS.length);
  });

  it("never touches a section the admin edited, and brings back none deleted or renamed", async () => {
    await seedDatabase(fresh.database.db, logger);
    const edited = { ...heroDefaults, title: "The admin's own title" };
    await fresh.database.db
      .update(websiteContent)
      .set({ content: edited, version: 2 })
      .where(eq(websiteContent.section, "hero"));
    await fresh.database.db
      .update(websiteContent)
      .set({ deletedAt: new Date() })
      .where(eq(websiteContent.section, "certification:sbti"));
    await fresh.database.db
      .update(websiteContent)
      .set({ section: "certification:gots-organic" })
      .where(eq(websiteContent.section, "certification:gots"));
    await fresh.database.db
      .insert(sectionRedirects)
      .values({ fromSection: "certification:gots", toSection: "certification:gots-organic" });
    const before = await snapshot();

    await seedDatabase(fresh.database.db, logger);
    const rows = await sections();
    expect(rows.has("certification:gots")).toBe(false);
    expect(rows.get("certification:gots-organic")!.version).toBe(1);
    expect(rows.get("certification:sbti")!.deletedAt).not.toBeNull();
    expect(rows.get("hero")).toMatchObject({ content: edited, version: 2 });
    expect(await snapshot()).toEqual(before);
  });

  it("fills references missing on rows saved before they were recorded", async () => {
    await seedDatabase(fresh.database.db, logger);
    for (const section of ["services", "pillar:capacity-building"]) {
      await fresh.database.db
        .update(websiteContent)
        .set({ refs: [] })
        .where(eq(websiteContent.section, section));
    }
    await seedDatabase(fresh.database.db, logger);
    const rows = await sections();
    expect(rows.get("services")).toMatchObject({ version: 1 });
    expect(rows.get("services")!.refs).toContain("image:service-verification.svg");
    expect(rows.get("pillar:capacity-building")!.refs).toEqual([
      "image:pillar-capacity-building.svg",
    ]);
  });

  it("upgrades a database made by the previous build, keeping the admin's words", async () => {
    // As the previous build left it: three sections in their old shapes, the about block
    // edited twice by the admin, a free-form section of the admin's own, and the artwork.
    const insertOld = async (section: string, versions: Record<string, unknown>[]) => {
      await fresh.database.db
        .insert(websiteContent)
        .values({ section, content: versions.at(-1)!, version: versions.length });
      for (const [index, content] of versions.entries()) {
        await fresh.database.db.insert(contentRevisions).values({
          section,
          version: index + 1,
          content,
          createdBy: index ? "owner@x.test" : null,
        });
      }
    };
    const customAbout = {
      mission: "Our own mission, written by the admin.",
      vision: "Our own vision.",
      story: "Our own story.",
    };
    await insertOld("hero", [OLD_HERO]);
    await insertOld("site", [OLD_SITE]);
    await insertOld("about", [OLD_ABOUT, { ...OLD_ABOUT, mission: "Draft" }, customAbout]);
    await insertOld("press", [{ headline: "New office" }]);

    await seedDatabase(fresh.database.db, logger);
    const rows = await sections();

    const about = rows.get("about")!;
    expect(about.version).toBe(4);
    expect(about.content).toMatchObject(customAbout);
    expect(about.content).toMatchObject({ eyebrow: "Who we are", image: "about-team.svg" });
    expect(about.refs).toEqual(["image:about-team.svg"]);
    expect(await revisionsOf("about")).toMatchObject([
      { version: 1 },
      { version: 2 },
      { version: 3, content: customAbout },
      { version: 4, content: about.content, createdBy: null },
    ]);

    const hero = rows.get("hero")!;
    expect(hero.version).toBe(2);
    expect(hero.content).toEqual(heroDefaults);
    expect(hero.refs).toEqual(["image:hero-factory.svg"]);

    const site = rows.get("site")!;
    expect(site.version).toBe(2);
    expect(site.content).toMatchObject({ ...OLD_SITE, logo: "logo.svg" });
    expect(site.refs).toEqual(["image:logo.svg"]);

    for (const section of ["hero", "site", "about"]) {
      const content = rows.get(section)!.content;
      expect(sectionDefinition(section)!.schema.safeParse(content).error?.issues ?? []).toEqual([]);
    }
    expect(rows.get("press")).toMatchObject({ content: { headline: "New office" }, version: 1 });
    expect(rows.size).toBe(SEED_SECTIONS.length + 1);
    expect(rows.get("certification:gots")!.version).toBe(1);

    const again = await snapshot();
    await seedDatabase(fresh.database.db, logger);
    expect(await snapshot()).toEqual(again);
  });

  it("seeds Khmer only for the words whose English is still as seeded", async () => {
    // An install from before translations, where the admin rewrote the hero's title.
    const hero = { ...heroDefaults, title: "Audits that open doors" };
    await fresh.database.db
      .insert(websiteContent)
      .values({ section: "hero", content: hero, version: 2 });
    await seedDatabase(fresh.database.db, logger);
    const rows = await sections();
    const khmer = rows.get("hero@km")!.content as Record<string, unknown>;
    expect(khmer.title).toBeUndefined();
    expect(khmer.subtitle).toMatch(/[\u1780-\u17ff]/);
    expect(rows.get("hero")!.content).toEqual(hero);
  });

  it("moves the figures to the company details, and drops them from a translation that had them", async () => {
    // An install from before the figures were one set: the hero and its Khmer held them.
    const hero = {
      ...heroDefaults,
      statistics: [{ number: "13+", label: "Standards", icon: "award" }],
    };
    const { overlay: _, ...heroBefore } = hero;
    await fresh.database.db.insert(websiteContent).values([
      { section: "hero", content: heroBefore, version: 3 },
      {
        section: "hero@km",
        content: { title: "ចំណងជើងរបស់អ្នកបកប្រែ", statistics: [{ label: "ស្តង់ដារ" }] },
        version: 2,
      },
    ]);
    await seedDatabase(fresh.database.db, logger);
    const rows = await sections();
    expect(rows.get("hero")!.content).toMatchObject({ overlay: heroDefaults.overlay });
    // The translator's words stay; what the section no longer has goes; nothing seeded is added.
    expect(rows.get("hero@km")!.content).toEqual({ title: "ចំណងជើងរបស់អ្នកបកប្រែ" });
    expect(rows.get("hero@km")!.version).toBe(3);
    expect((rows.get("site")!.content as { figures: unknown[] }).figures).toHaveLength(4);
  });

  it("upgrades only the fields the newer schema refuses", async () => {
    const hero = { ...OLD_HERO, title: "The admin's title", highlights: Array(9).fill("Too many") };
    await fresh.database.db
      .insert(websiteContent)
      .values({ section: "hero", content: hero, version: 1 });
    await seedDatabase(fresh.database.db, logger);
    const upgraded = (await sections()).get("hero")!;
    expect(upgraded.content).toEqual({
      ...heroDefaults,
      title: "The admin's title",
    });
  });

  it("writes no new version for a setting the schema fills in when it is missing", async () => {
    await seedDatabase(fresh.database.db, logger);
    const site = (await sections()).get("site")!;
    // As saved before the setting existed (or by a client that leaves it out).
    const { englishNotice: _, ...older } = site.content as Record<string, unknown>;
    await fresh.database.db
      .update(websiteContent)
      .set({ content: older })
      .where(eq(websiteContent.section, "site"));
    await seedDatabase(fresh.database.db, logger);
    const after = (await sections()).get("site")!;
    expect(after.version).toBe(site.version);
    expect(after.content).toEqual(older);
  });

  it("drops the hand-typed download counts from stored resources, keeping the admin's words", async () => {
    await seedDatabase(fresh.database.db, logger);
    const seeded = (await sections()).get("resources")!;
    type Resources = { title: string; items: Record<string, unknown>[] };
    const content = seeded.content as Resources;
    // As an earlier build stored it: a typed count on each resource and a line to show it.
    const old = {
      ...content,
      title: "The owner's library",
      downloadsText: "{count} downloads",
      items: content.items.map((item) => ({ ...item, downloads: 1243 })),
    };
    await fresh.database.db
      .update(websiteContent)
      .set({ content: old, version: 7 })
      .where(eq(websiteContent.section, "resources"));
    await fresh.database.db
      .update(websiteContent)
      .set({
        content: { title: "បណ្ណាល័យ", downloadsText: "ទាញយក {count} ដង" },
      })
      .where(eq(websiteContent.section, "resources@km"));

    await seedDatabase(fresh.database.db, logger);
    const rows = await sections();
    const upgraded = rows.get("resources")!;
    expect(upgraded.version).toBe(8);
    expect(upgraded.content).toEqual({ ...content, title: "The owner's library" });
    expect(JSON.stringify(upgraded.content)).not.toContain("downloads");
    expect(rows.get("resources@km")!.content).toEqual({ title: "បណ្ណាល័យ" });
    expect((await revisionsOf("resources")).at(-1)).toMatchObject({ version: 8, createdBy: null });
    // Once clean, a later start leaves it alone.
    await seedDatabase(fresh.database.db, logger);
    expect((await sections()).get("resources")!.version).toBe(8);
  });
});
