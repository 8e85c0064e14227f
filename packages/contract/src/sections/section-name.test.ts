import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIELD_MAXIMUMS } from "../limits.ts";
import { entryPath, entrySlugAt, SLUG_PATTERN, slugFromName } from "./section-name.ts";

describe("slugFromName", () => {
  it("makes an address from a name as an owner types it", () => {
    expect(slugFromName("Organic Content Standard")).toBe("organic-content-standard");
    expect(slugFromName("  GOTS 7.0 – Global   Organic Textile ")).toBe(
      "gots-7-0-global-organic-textile",
    );
    expect(slugFromName("Öko-Tex® Standard 100")).toBe("oko-tex-standard-100");
    expect(slugFromName("Crème brûlée & Straße")).toBe("creme-brulee-strasse");
    expect(slugFromName("Łódź Ørsted Æsir")).toBe("lodz-orsted-aesir");
    expect(slugFromName("ISO 14001")).toBe("iso-14001");
  });

  it("leaves the address empty for a name without Latin letters or digits", () => {
    expect(slugFromName("ស្តង់ដារសរីរាង្គ")).toBe("");
    expect(slugFromName("  --- ")).toBe("");
    expect(slugFromName("ស្តង់ដារ GOTS")).toBe("gots");
  });

  it("cuts after the last whole word that fits, or cuts one long word", () => {
    expect(slugFromName("alpha beta gamma", 10)).toBe("alpha-beta");
    expect(slugFromName("alphabetical", 5)).toBe("alpha");
    expect(slugFromName("Responsible Wool Standard ".repeat(3))).toBe(
      "responsible-wool-standard-responsible-wool-standard",
    );
  });

  it("always makes a valid slug of at most the slug maximum, or nothing", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 120 }), (name) => {
        const slug = slugFromName(name);
        expect(slug.length).toBeLessThanOrEqual(FIELD_MAXIMUMS.slug);
        if (slug) expect(slug).toMatch(SLUG_PATTERN);
      }),
    );
  });

  it("keeps an address that is already a slug as it is", () => {
    fc.assert(
      fc.property(fc.stringMatching(SLUG_PATTERN), (slug) => {
        fc.pre(slug.length <= FIELD_MAXIMUMS.slug);
        expect(slugFromName(slug)).toBe(slug);
      }),
    );
  });
});

describe("entry pages", () => {
  it("gives each entry's page from its collection, by kind and slug or by section name", () => {
    expect(entryPath("certification", "gots")).toBe("/certifications/gots");
    expect(entryPath("pillar", "capacity-building")).toBe("/pillars/capacity-building");
    expect(entryPath("page", "privacy")).toBe("/privacy");
    expect(entryPath("certification:ocs@km")).toBe("/certifications/ocs");
    expect(entryPath("hero")).toBeUndefined();
  });

  it("reads the slug back from a page's path, and nothing from a path below it", () => {
    expect(entrySlugAt("certification", "/certifications/gots")).toBe("gots");
    expect(entrySlugAt("certification", "/certifications/")).toBeUndefined();
    expect(entrySlugAt("certification", "/certifications/gots/more")).toBeUndefined();
    expect(entrySlugAt("pillar", "/certifications/gots")).toBeUndefined();
    fc.assert(
      fc.property(fc.stringMatching(SLUG_PATTERN), (slug) => {
        expect(entrySlugAt("pillar", entryPath("pillar", slug))).toBe(slug);
      }),
    );
  });
});
