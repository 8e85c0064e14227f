import {
  entryName,
  isTranslation,
  localizedContent,
  SINGLE_SECTIONS,
  SITE_IMAGES,
  sectionDefinition,
  sectionReferences,
  splitTranslation,
  translationProgress,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { SEED_DOCUMENTS } from "../documents/seed-documents.ts";
import { KHMER_SECTIONS } from "./khmer.ts";
import { PILLAR_PAGE } from "./pillars.ts";
import { SEED_SECTIONS } from "./seed-content.ts";
import { SERVICES } from "./services.ts";

const names = SEED_SECTIONS.map((seed) => seed.section).filter((name) => !isTranslation(name));
const entries = (collection: string) =>
  names.filter((name) => name.startsWith(`${collection}:`)).map((name) => name.split(":")[1]!);

describe("seed content", () => {
  it.each(SEED_SECTIONS.map((seed) => [seed.section, seed.content] as const))(
    "%s passes its schema",
    (section, content) => {
      const definition = sectionDefinition(section);
      expect(definition, `${section} has a schema`).toBeDefined();
      const result = definition!.schema.safeParse(content);
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  it("names each section once, and seeds every single section the layout reads", () => {
    expect(new Set(names).size).toBe(names.length);
    for (const single of Object.keys(SINGLE_SECTIONS)) expect(names).toContain(single);
    expect(names).toContain(entryName("page", "privacy"));
    expect(names).toContain(entryName("page", "terms"));
  });

  it("seeds today's 38 standards and 6 pillars", () => {
    expect(entries("certification")).toHaveLength(38);
    expect(entries("pillar")).toEqual(PILLAR_PAGE.order);
    expect(PILLAR_PAGE.order).toHaveLength(6);
  });

  it("lists every standard in exactly one service group", () => {
    const listed = SERVICES.groups.flatMap((group) => group.standards);
    expect([...listed].sort()).toEqual(entries("certification").sort());
  });

  it("references only images, PDFs, standards and pillars that are seeded", () => {
    const seeded = new Set([
      ...SITE_IMAGES.map((image) => `image:${image.filename}`),
      ...SEED_DOCUMENTS.map((document) => `document:${document.file}`),
      ...names.filter((name) => /^(certification|pillar):/.test(name)),
    ]);
    const dangling = SEED_SECTIONS.flatMap(({ section, content }) =>
      sectionReferences(section, content)
        .filter((reference) => !seeded.has(reference.target))
        .map((reference) => `${section} -> ${reference.target}`),
    );
    expect(dangling).toEqual([]);
  });

  it("links to every seeded PDF from the training block or the resources library", () => {
    const used = new Set(
      SEED_SECTIONS.flatMap(({ section, content }) =>
        sectionReferences(section, content).map((reference) => reference.target),
      ),
    );
    const unused = SEED_DOCUMENTS.filter((document) => !used.has(`document:${document.file}`));
    expect(unused).toEqual([]);
  });
});

describe("seed content in Khmer", () => {
  const english = new Map(SEED_SECTIONS.map((seed) => [seed.section, seed.content]));

  it.each(KHMER_SECTIONS.map((seed) => [seed.section, seed.content] as const))(
    "%s follows its English section and makes it whole",
    (section, content) => {
      const { base } = splitTranslation(section);
      const englishContent = english.get(base);
      expect(englishContent, `${base} is seeded`).toBeDefined();
      expect(SEED_SECTIONS.findIndex((s) => s.section === base)).toBeLessThan(
        SEED_SECTIONS.findIndex((s) => s.section === section),
      );
      const merged = localizedContent(base, englishContent!, content);
      expect(sectionDefinition(base)!.schema.safeParse(merged).error?.issues ?? []).toEqual([]);
      const { translated } = translationProgress(
        sectionDefinition(base)!.schema,
        englishContent!,
        content,
      );
      expect(translated).toBeGreaterThan(0);
    },
  );

  it("translates the navigation, the hero and the about page whole", () => {
    const translation = new Map(KHMER_SECTIONS.map((seed) => [seed.section, seed.content]));
    for (const base of ["hero", "about-page", "services", "contact", "get-started"]) {
      const progress = translationProgress(
        sectionDefinition(base)!.schema,
        english.get(base)!,
        translation.get(`${base}@km`),
      );
      expect(progress.translated, base).toBe(progress.total);
    }
  });
});
