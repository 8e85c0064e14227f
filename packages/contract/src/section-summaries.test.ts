import { describe, expect, it } from "vitest";
import {
  hasWordsToTranslate,
  listedSectionTitle,
  SectionSummarySchema,
  sectionShortName,
  sectionTitleFrom,
  toSectionSummary,
  translationState,
} from "./section-summaries.ts";

const textPage = { title: "Privacy", lead: "How we keep data", description: "Privacy", blocks: [] };

describe("what the admin calls a section", () => {
  it("names an entry by its names, a single section by its kind", () => {
    const gots = { name: "GOTS", fullName: "Global Organic Textile Standard" };
    expect(sectionTitleFrom("certification:gots", gots)).toBe(
      "GOTS: Global Organic Textile Standard",
    );
    expect(sectionShortName("certification:gots", gots)).toBe("GOTS");
    expect(sectionTitleFrom("certification:gots", { name: " OCS ", fullName: "OCS" })).toBe("OCS");
    expect(sectionTitleFrom("pillar:quality", { title: "Quality" })).toBe("Quality");
    // No text, or no string: the address's slug.
    expect(sectionTitleFrom("certification:new-one", { name: 7 })).toBe("new-one");
    expect(sectionTitleFrom("hero", { title: "Welcome" })).toBe("Hero");
    expect(sectionTitleFrom("press-kit", {})).toBe("press-kit");
  });

  it("names a translation of an entry after its English entry, and what is not saved by its name", () => {
    const titles: Record<string, string> = { "certification:gots": "GOTS: Global Organic" };
    const titleOf = (section: string) => titles[section];
    expect(listedSectionTitle("certification:gots@km", titleOf)).toBe(
      "GOTS: Global Organic (Khmer)",
    );
    expect(listedSectionTitle("certification:gone@km", titleOf)).toBe("gone (Khmer)");
    expect(listedSectionTitle("certification:gots", titleOf)).toBe("GOTS: Global Organic");
    expect(listedSectionTitle("hero", titleOf)).toBe("Hero");
    expect(listedSectionTitle("old-thing", titleOf)).toBe("old-thing");
  });
});

describe("how far a translation is", () => {
  it("counts the English texts, those translated, and those whose English changed since", () => {
    expect(hasWordsToTranslate("page:privacy")).toBe(true);
    expect(hasWordsToTranslate("page:privacy@km")).toBe(false);
    expect(hasWordsToTranslate("press-kit")).toBe(false);
    const english = { section: "page:privacy", content: textPage };
    expect(translationState(english, undefined)).toEqual({
      saved: false,
      published: false,
      progress: { total: 3, translated: 0 },
      toReview: 0,
    });
    const translated = {
      content: { title: "ឯកជនភាព", "@english": { title: "Privacy (old)" } },
      publishedVersion: null,
    };
    expect(translationState(english, translated)).toEqual({
      saved: true,
      published: false,
      progress: { total: 3, translated: 1 },
      toReview: 1,
    });
    expect(translationState({ section: "press-kit", content: { a: "b" } }, undefined)).toBe(
      undefined,
    );
  });

  it("makes a summary the schema accepts", () => {
    const summary = toSectionSummary(
      {
        section: "page:privacy",
        version: 3,
        publishedVersion: null,
        draft: true,
        updatedAt: "2026-11-01T00:00:00.000Z",
      },
      textPage,
      () => undefined,
      { km: translationState({ section: "page:privacy", content: textPage }, undefined)! },
    );
    expect(SectionSummarySchema.parse(summary)).toEqual({
      section: "page:privacy",
      title: "Privacy",
      shortName: "Privacy",
      version: 3,
      published: false,
      draft: true,
      updatedAt: "2026-11-01T00:00:00.000Z",
      translations: {
        km: { saved: false, published: false, progress: { total: 3, translated: 0 }, toReview: 0 },
      },
    });
  });
});
