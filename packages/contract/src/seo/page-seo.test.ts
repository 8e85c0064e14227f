import { describe, expect, it } from "vitest";
import { cutForSearch, PageSeoSchema, SEARCH_TITLE_SHOWN } from "./page-seo.ts";
import { holdsPageSeo, pageSeoDefaults, pageSeoShown } from "./page-seo-defaults.ts";

const read = (name: string) =>
  ({
    site: { brandName: "SAP" },
    about: { mission: "Audits you can trust.", image: "about.jpg" },
    hero: { image: "hero.jpg" },
  })[name];

describe("a page's search and sharing fields", () => {
  it("belong to the sections that make a page, in both languages", () => {
    for (const section of [
      "hero",
      "about-page",
      "page:privacy",
      "certification:gots@km",
      "pillar:x",
    ])
      expect(holdsPageSeo(section), section).toBe(true);
    for (const section of ["site", "services", "contact@km", "about"])
      expect(holdsPageSeo(section), section).toBe(false);
  });

  it("keep each page's own words and picture where the owner set none", () => {
    const gots = {
      name: "GOTS",
      fullName: "Global Organic Textile Standard",
      description: "Organic.",
    };
    expect(pageSeoDefaults("certification:gots", gots, read)).toEqual({
      title: "Global Organic Textile Standard (GOTS) | SAP",
      description: "Organic.",
      image: "hero.jpg",
    });
    expect(pageSeoDefaults("about-page@km", { eyebrow: "អំពីយើង" }, read)).toEqual({
      title: "អំពីយើង | SAP",
      description: "Audits you can trust.",
      image: "about.jpg",
    });
    const defaults = pageSeoDefaults(
      "hero",
      { title: "Audits", subtitle: "Fast.", image: "h.jpg" },
      read,
    );
    expect(defaults.title).toBe("SAP | Audits");
    // An emptied field is no field: the default shows.
    expect(pageSeoShown({ title: "  ", description: "Mine." }, defaults)).toEqual({
      title: "SAP | Audits",
      description: "Mine.",
      image: "h.jpg",
      noindex: false,
    });
    expect(pageSeoShown({ image: "share.jpg", noindex: true }, defaults)).toMatchObject({
      image: "share.jpg",
      noindex: true,
    });
  });

  it("refuses a title or description past its length, and a PDF as the picture", () => {
    const refused = PageSeoSchema.safeParse({ title: "x".repeat(121), image: "a.pdf" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["title", "image"]);
    expect(PageSeoSchema.safeParse({ title: "", description: "" }).success).toBe(true);
  });

  it("cuts words as a search result does: at a word, with an ellipsis", () => {
    const long =
      "GOTS certification for organic textile factories in Phnom Penh and all of Cambodia";
    const cut = cutForSearch(long, SEARCH_TITLE_SHOWN);
    expect(cut.endsWith("…")).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(SEARCH_TITLE_SHOWN + 1);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cutForSearch("Short", SEARCH_TITLE_SHOWN)).toBe("Short");
    // Khmer has no spaces: cut between characters, never inside one.
    const khmer = "វិញ្ញាបនប័ត្រ".repeat(10);
    expect(Array.from(cutForSearch(khmer, 20)).length).toBe(21);
  });
});
