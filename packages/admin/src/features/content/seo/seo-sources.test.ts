import { describe, expect, it } from "vitest";
import { seoPreviews, seoSourceNames, shownWhenEmpty } from "./seo-sources.ts";

type Content = Record<string, unknown>;

const gots: Content = {
  name: "GOTS",
  fullName: "Global Organic Textile Standard",
  description: "Organic textiles, from field to garment.",
};
const gotsKm: Content = { fullName: "ស្តង់ដារវាយនភ័ណ្ឌសរីរាង្គសកល", description: "វាយនភ័ណ្ឌសរីរាង្គ" };
const sections: Record<string, Content> = {
  site: { brandName: "Acme Cert" },
  "site@km": { brandName: "អេកមី" },
  hero: { title: "Standards", subtitle: "One stop.", image: "hero.jpg" },
  "certification:gots": gots,
  "certification:gots@km": gotsKm,
};
const saved = (name: string) => sections[name];

describe("seoSourceNames", () => {
  it("reads the other language and what the page's own words are made from", () => {
    expect(seoSourceNames("certification:gots")).toEqual([
      "certification:gots@km",
      "site",
      "site@km",
      "hero",
      "hero@km",
    ]);
    expect(seoSourceNames("about-page@km")).toEqual([
      "about-page",
      "site",
      "site@km",
      "about",
      "about@km",
    ]);
    expect(seoSourceNames("hero")).toEqual(["hero@km", "site", "site@km"]);
  });
});

describe("seoPreviews", () => {
  it("shows a standard's own words in both languages until its seo is set", () => {
    const [en, km] = seoPreviews({ section: "certification:gots", live: gots, saved });
    expect(en).toEqual({
      language: "en",
      title: "Global Organic Textile Standard (GOTS) | Acme Cert",
      description: "Organic textiles, from field to garment.",
      image: "hero.jpg",
      noindex: false,
      siteName: "Acme Cert",
      path: "/certifications/gots",
      live: true,
      wordsIn: { title: "en", description: "en", siteName: "en" },
    });
    expect(km).toMatchObject({
      language: "km",
      title: "ស្តង់ដារវាយនភ័ណ្ឌសរីរាង្គសកល (GOTS) | អេកមី",
      description: "វាយនភ័ណ្ឌសរីរាង្គ",
      image: "hero.jpg",
      siteName: "អេកមី",
      path: "/km/certifications/gots",
      live: false,
    });
  });

  it("shows the English as typed, and the saved Khmer over it: its picture and hiding are English", () => {
    const live = {
      ...gots,
      seo: { title: "Organic textiles certified", image: "share.jpg", noindex: true },
    };
    const [en, km] = seoPreviews({ section: "certification:gots", live, saved });
    expect(en).toMatchObject({
      title: "Organic textiles certified",
      image: "share.jpg",
      noindex: true,
    });
    // No Khmer title of its own: the English one the owner set shows, as on the site.
    expect(km).toMatchObject({
      title: "Organic textiles certified",
      image: "share.jpg",
      noindex: true,
      // Shown in English, so marked as English (read and drawn as such).
      wordsIn: { title: "en", description: "km", siteName: "km" },
    });
  });

  it("shows the Khmer as typed when the translation is edited, beside the saved English", () => {
    const english = { ...gots, seo: { title: "", description: "" } };
    const sources = {
      section: "certification:gots@km",
      live: { seo: { title: "វិញ្ញាបនប័ត្រ GOTS" } },
      saved: (name: string) => (name === "certification:gots" ? english : saved(name)),
    };
    const [en, km] = seoPreviews(sources);
    expect(en).toMatchObject({
      title: "Global Organic Textile Standard (GOTS) | Acme Cert",
      live: false,
    });
    // Only the typed words: the rest of the page is English.
    expect(km).toMatchObject({
      title: "វិញ្ញាបនប័ត្រ GOTS",
      description: "Organic textiles, from field to garment.",
      live: true,
      language: "km",
    });
  });

  it("shows a Khmer title where the English page has none of its own", () => {
    const sources = {
      section: "certification:gots@km",
      live: { seo: { title: "វិញ្ញាបនប័ត្រ GOTS", description: "" } },
      saved,
    };
    // As the site reads it: the translation's words show, the empty description keeps English.
    expect(seoPreviews(sources)[1].title).toBe("វិញ្ញាបនប័ត្រ GOTS");
  });

  it("names the home page by the company first, at the site's root", () => {
    const [en, km] = seoPreviews({ section: "hero", live: sections.hero!, saved });
    expect(en).toMatchObject({ title: "Acme Cert | Standards", path: "/", image: "hero.jpg" });
    expect(km.path).toBe("/km/");
  });

  it("works without the translation or the company's details saved", () => {
    const [en, km] = seoPreviews({
      section: "certification:gots",
      live: gots,
      saved: () => undefined,
    });
    expect(en.title).toBe("Global Organic Textile Standard (GOTS)");
    expect(km.title).toBe("Global Organic Textile Standard (GOTS)");
    expect(km.siteName).toBe("");
  });
});

describe("shownWhenEmpty", () => {
  it("is what the edited language shows without its own words", () => {
    const live = { ...gots, seo: { title: "Custom", description: "Own" } };
    const sources = { section: "certification:gots", live, saved };
    expect(shownWhenEmpty(sources, "title")).toBe(
      "Global Organic Textile Standard (GOTS) | Acme Cert",
    );
    expect(shownWhenEmpty(sources, "description")).toBe("Organic textiles, from field to garment.");
  });

  it("is the English title the owner set, for an empty Khmer one", () => {
    const english = { ...gots, seo: { title: "Organic textiles certified" } };
    const sources = {
      section: "certification:gots@km",
      live: { ...gotsKm, seo: { title: "ខ្មែរ" } },
      saved: (name: string) => (name === "certification:gots" ? english : saved(name)),
    };
    expect(shownWhenEmpty(sources, "title")).toBe("Organic textiles certified");
    expect(shownWhenEmpty(sources, "description")).toBe("វាយនភ័ណ្ឌសរីរាង្គ");
  });
});
