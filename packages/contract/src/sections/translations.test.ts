import { describe, expect, it } from "vitest";
import { SectionNameSchema } from "../content.ts";
import { statistics } from "./fields.ts";
import {
  HeroContentSchema as HeroOnlySchema,
  ResourcesContentSchema,
  ServicesContentSchema,
} from "./home-sections.ts";
import {
  localizedContent,
  sectionDefinition,
  sectionPages,
  sectionReferences,
} from "./registry.ts";
import { parseSectionName, splitTranslation } from "./section-name.ts";
import {
  ENGLISH_SOURCES_KEY,
  englishChanges,
  overlayTranslation,
  realignTranslation,
  rememberEnglish,
  translationMessages,
  translationProgress,
  translationSchema,
  withoutEnglishSources,
} from "./translations.ts";

/**
 * The hero with a list of objects whose items hold a translatable word beside values that are
 * the same in every language (the company figures, as the hero once had them).
 */
const HeroContentSchema = HeroOnlySchema.extend({ statistics });

const hero = {
  title: "Certification made simple",
  subtitle: "Audits you can trust",
  description: "We audit factories.",
  highlights: ["GOTS", "GRS", "OCS"],
  ctaText: "Get a quote",
  appointmentText: "Book",
  quoteTitle: "Request a quotation",
  quoteLead: "Tell us what you need",
  quoteServices: ["GOTS", "Audit"],
  image: "hero-factory.svg",
  overlay: 60,
  statistics: [{ number: "15+", label: "Years", icon: "award" }],
};

describe("translation section names", () => {
  it("accepts @km after a single name or an entry, and nothing else after @", () => {
    for (const name of ["hero@km", "certification:gots@km", "page:privacy@km", "notes@km"]) {
      expect(SectionNameSchema.safeParse(name).success, name).toBe(true);
    }
    for (const name of ["hero@fr", "hero@km@km", "@km", "hero@", "certification:gots@KM"]) {
      expect(SectionNameSchema.safeParse(name).success, name).toBe(false);
    }
  });

  it("parses the language off, leaving the English name's parts", () => {
    expect(parseSectionName("certification:gots@km")).toEqual({
      collection: "certification",
      slug: "gots",
      language: "km",
    });
    expect(parseSectionName("hero")).toEqual({
      collection: undefined,
      slug: "hero",
      language: undefined,
    });
    expect(splitTranslation("hero@km")).toEqual({ base: "hero", language: "km" });
  });

  it("gives a translation its English kind, not required, feeding the pages in its language", () => {
    const definition = sectionDefinition("pillar:capacity-building@km");
    expect(definition?.label).toBe("Pillar (Khmer)");
    expect(definition?.required).toBe(false);
    expect(sectionPages("pillar:capacity-building@km")).toEqual([
      "/km/pillars/capacity-building",
      "/km/",
      "/km/about",
    ]);
    expect(sectionDefinition("site@km")?.required).toBe(false);
    expect(sectionPages("services@km")).toEqual(["*"]);
    expect(sectionDefinition("page:terms@km")?.required).toBe(false);
    expect(sectionDefinition("page:terms")?.required).toBe(true);
  });

  it("records no references for a translation: it links to nothing of its own", () => {
    expect(sectionReferences("hero@km", { title: "ក", image: "x.svg" })).toEqual([]);
  });
});

describe("translationSchema", () => {
  const schema = translationSchema(HeroContentSchema);

  it("accepts any part of the words, empty ones included", () => {
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ title: "វិញ្ញាបនកម្ម", description: "" }).success).toBe(true);
    expect(
      schema.safeParse({ highlights: [null, "ក"], statistics: [{ label: "ឆ្នាំ" }] }).success,
    ).toBe(true);
  });

  it("refuses what is not words, naming it", () => {
    const result = schema.safeParse({ title: "ក", image: "other.svg" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(translationMessages.notTranslatable(["image"]));
    const icon = schema.safeParse({ statistics: [{ icon: "target" }] });
    expect(icon.error?.issues[0]?.path).toEqual(["statistics", 0]);
  });

  it("keeps the English limits", () => {
    const long = schema.safeParse({ title: "ក".repeat(201) });
    expect(long.error?.issues[0]?.message).toBe("Title must be at most 200 characters");
    const many = schema.safeParse({ highlights: Array(9).fill("ក") });
    expect(many.error?.issues[0]?.message).toBe(translationMessages.tooManyItems(8));
    expect(schema.safeParse({ title: 5 }).error?.issues[0]?.message).toBe("Title must be text");
  });
});

describe("overlayTranslation", () => {
  it("takes each word the translation has and the English for the rest", () => {
    const merged = overlayTranslation(HeroContentSchema, hero, {
      title: "វិញ្ញាបនកម្មងាយស្រួល",
      subtitle: "   ",
      highlights: [null, "ជីអរអេស"],
      statistics: [{ label: "ឆ្នាំ" }],
    });
    expect(merged).toEqual({
      ...hero,
      title: "វិញ្ញាបនកម្មងាយស្រួល",
      highlights: ["GOTS", "ជីអរអេស", "OCS"],
      statistics: [{ number: "15+", label: "ឆ្នាំ", icon: "award" }],
    });
  });

  it("never takes structure from the translation: list lengths, images and keys stay English", () => {
    const merged = overlayTranslation(HeroContentSchema, hero, {
      image: "evil.svg",
      highlights: ["ក", "ខ", "គ", "ឃ"],
      extra: "x",
    });
    expect(merged.image).toBe("hero-factory.svg");
    expect(merged.highlights).toEqual(["ក", "ខ", "គ"]);
    expect(merged).not.toHaveProperty("extra");
  });

  it("translates every text of a free-form section", () => {
    expect(
      overlayTranslation(undefined, { a: "one", b: ["two", 3] }, { a: "មួយ", b: [null, "x"] }),
    ).toEqual({ a: "មួយ", b: ["two", 3] });
  });

  it("names each resource's category as the translated categories do", () => {
    const english = {
      eyebrow: "Resources",
      title: "Library",
      lead: "Guides",
      allCategories: "All",
      categories: ["Guides", "Forms"],
      downloadText: "Download",
      items: [
        {
          title: "A",
          description: "d",
          category: "Forms",
          type: "PDF",
          icon: "award",
          document: "a.pdf",
        },
      ],
    };
    expect(ResourcesContentSchema.safeParse(english).success).toBe(true);
    const merged = localizedContent("resources", english, { categories: ["មគ្គុទ្ទេសក៍", "ទម្រង់"] });
    expect((merged.items as { category: string }[])[0]?.category).toBe("ទម្រង់");
    expect(localizedContent("resources", english, null)).toBe(english);
  });
});

describe("translationProgress", () => {
  it("counts the English texts and the ones translated", () => {
    // 7 texts, 3 highlights, 2 services, 1 statistic label (figures are not translated).
    expect(translationProgress(HeroContentSchema, hero, null)).toEqual({
      total: 13,
      translated: 0,
    });
    expect(
      translationProgress(HeroContentSchema, hero, {
        title: "ក",
        description: "",
        highlights: ["ក", null],
        statistics: [{ label: "ឆ្នាំ" }],
      }),
    ).toEqual({ total: 13, translated: 3 });
  });
});

describe("realignTranslation", () => {
  const group = (anchor: string, title: string) => ({
    anchor,
    title,
    description: `${title} services`,
    icon: "award",
    image: `${anchor}.svg`,
    standards: [],
  });
  const before = { groups: [group("a", "Audits"), group("b", "Products"), group("c", "Training")] };
  const khmer = {
    groups: [{ title: "សវនកម្ម" }, { title: "ផលិតផល" }, { title: "បណ្តុះបណ្តាល" }],
  };

  it("moves each item's words with it, drops a removed item's and leaves a new one untranslated", () => {
    const after = {
      groups: [group("c", "Training"), group("a", "Audits"), group("d", "Verification")],
    };
    expect(realignTranslation(ServicesContentSchema, before, after, khmer)).toEqual({
      groups: [{ title: "បណ្តុះបណ្តាល" }, { title: "សវនកម្ម" }, null],
    });
  });

  it("follows an item edited and moved by its images and links, and one edited in place by its place", () => {
    const after = {
      groups: [group("b", "Product certification"), group("a", "Audits"), group("c", "Courses")],
    };
    expect(realignTranslation(ServicesContentSchema, before, after, khmer)).toEqual({
      groups: [{ title: "ផលិតផល" }, { title: "សវនកម្ម" }, { title: "បណ្តុះបណ្តាល" }],
    });
  });

  it("carries no words over when it cannot tell which item an edited one was", () => {
    // One removed and the next edited, in one save: the edited one is left in English.
    expect(
      realignTranslation(
        HeroContentSchema,
        { ...hero, highlights: ["A", "B", "C"] },
        { ...hero, highlights: ["B, edited", "C"] },
        { highlights: ["ក", "ខ", "គ"] },
      ),
    ).toEqual({ highlights: [null, "គ"] });
    // Edited in place, nothing removed: its words stay with it.
    expect(
      realignTranslation(
        HeroContentSchema,
        { ...hero, highlights: ["A", "B", "C"] },
        { ...hero, highlights: ["A", "B, edited", "C", "D"] },
        { highlights: ["ក", "ខ", "គ"] },
      ),
    ).toEqual({ highlights: ["ក", "ខ", "គ", null] });
  });

  it("keeps keys named like Object.prototype's as plain keys", () => {
    const english = JSON.parse('{"__proto__": "English", "a": "one"}') as Record<string, unknown>;
    const merged = overlayTranslation(undefined, english, JSON.parse('{"__proto__": "ខ្មែរ"}'));
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.hasOwn(merged, "__proto__")).toBe(true);
    expect(JSON.stringify(merged)).toBe('{"__proto__":"ខ្មែរ","a":"one"}');
  });

  it("moves the words of a list of texts with the texts", () => {
    expect(
      realignTranslation(
        HeroContentSchema,
        { ...hero, highlights: ["GOTS", "GRS", "OCS"] },
        { ...hero, highlights: ["OCS", "GOTS"] },
        { title: "ក", highlights: ["ជី", "ជីអរអេស", "អូ"] },
      ),
    ).toEqual({ title: "ក", highlights: ["អូ", "ជី"] });
  });
});

describe("the English each translated text was made from", () => {
  const schema = HeroContentSchema;
  const sources = (content: Record<string, unknown>) => content[ENGLISH_SOURCES_KEY];

  it("remembers the English shown for a new or changed text, and keeps it for one unchanged", () => {
    const first = rememberEnglish(schema, hero, undefined, {
      title: "ការបញ្ជាក់",
      highlights: ["ជី", null, "អូ"],
    });
    expect(sources(first)).toEqual({ title: hero.title, highlights: ["GOTS", null, "OCS"] });

    const english = {
      ...hero,
      title: "Certification, simply",
      highlights: ["GOTS", "GRS", "OCS+"],
    };
    const second = rememberEnglish(schema, english, first, {
      title: "ការបញ្ជាក់",
      highlights: ["ជី", null, "អូ+"],
    });
    // The title was not edited: it was still made from the old English.
    expect(sources(second)).toEqual({ title: hero.title, highlights: ["GOTS", null, "OCS+"] });
    expect(englishChanges(schema, english, second)).toEqual([
      { path: ["title"], was: hero.title, now: "Certification, simply" },
    ]);
  });

  it("takes the editor's word that an unchanged text is still right", () => {
    const made = rememberEnglish(schema, hero, undefined, { title: "ការបញ្ជាក់" });
    const english = { ...hero, title: "Certification, simply" };
    const confirmed = rememberEnglish(schema, english, made, {
      title: "ការបញ្ជាក់",
      [ENGLISH_SOURCES_KEY]: { title: english.title },
    });
    expect(englishChanges(schema, english, confirmed)).toEqual([]);
  });

  it("keeps no English for a text cleared, or for English that is gone", () => {
    const made = rememberEnglish(schema, hero, undefined, { title: "ក", subtitle: "ខ" });
    expect(sources(rememberEnglish(schema, hero, made, { title: "ក", subtitle: "" }))).toEqual({
      title: hero.title,
    });
    expect(
      sources(
        rememberEnglish(schema, { ...hero, highlights: ["GOTS"] }, made, {
          highlights: [null, "x"],
        }),
      ),
    ).toBeUndefined();
  });

  it("moves with its text when the English list is reordered, and is never shown to visitors", () => {
    const made = rememberEnglish(schema, hero, undefined, { highlights: ["ជី", "ជីអរអេស", "អូ"] });
    const after = { ...hero, highlights: ["OCS", "GOTS"] };
    const realigned = realignTranslation(schema, hero, after, made);
    expect(sources(realigned)).toEqual({ highlights: ["OCS", "GOTS"] });
    expect(englishChanges(schema, after, realigned)).toEqual([]);
    expect(withoutEnglishSources(realigned)).toEqual({ highlights: ["អូ", "ជី"] });
    expect(overlayTranslation(schema, after, realigned)).not.toHaveProperty(ENGLISH_SOURCES_KEY);
    expect(translationProgress(schema, after, realigned)).toMatchObject({ translated: 2 });
  });

  it("is accepted in a translation in the words' shape, and nothing else is", () => {
    const words = translationSchema(schema);
    expect(
      words.safeParse({ title: "ក", [ENGLISH_SOURCES_KEY]: { title: hero.title } }).success,
    ).toBe(true);
    expect(words.safeParse({ [ENGLISH_SOURCES_KEY]: { image: "x.svg" } }).success).toBe(false);
  });
});
