import { parseSectionName } from "../sections/section-name.ts";
import type { PageSeo } from "./page-seo.ts";

/** The sections whose entry or name makes a page with its own search and sharing fields. */
export const SEO_PAGE_SECTIONS = ["hero", "about-page"] as const;
const SEO_COLLECTIONS = ["certification", "pillar", "page"] as const;

/** Whether a section (English or a translation) makes a page that holds `seo`. */
export function holdsPageSeo(section: string): boolean {
  const { collection, slug } = parseSectionName(section);
  return collection === undefined
    ? (SEO_PAGE_SECTIONS as readonly string[]).includes(slug)
    : (SEO_COLLECTIONS as readonly string[]).includes(collection);
}

type Content = Record<string, unknown>;
const words = (content: Content | undefined, key: string): string =>
  typeof content?.[key] === "string" ? (content[key] as string) : "";

/** What a page shows in search and on link cards before anyone sets its own words. */
export interface PageSeoDefaults {
  title: string;
  description: string;
  /** The picture's filename, when the page has one. */
  image: string | undefined;
}

/**
 * The page's own title, description and picture, as it derives them from its content: what an
 * empty `seo` field keeps. `read` gives another section's content in the same language (the
 * company's name, the About block's mission).
 */
export function pageSeoDefaults(
  section: string,
  content: Content,
  read: (name: string) => Content | undefined,
): PageSeoDefaults {
  const brand = words(read("site"), "brandName");
  const withBrand = (title: string) => (brand ? `${title} | ${brand}` : title);
  const { collection, slug } = parseSectionName(section);
  const hero = () => (slug === "hero" && !collection ? content : read("hero"));
  switch (collection ?? slug) {
    case "hero":
      return {
        title: brand ? `${brand} | ${words(content, "title")}` : words(content, "title"),
        description: words(content, "subtitle"),
        image: words(content, "image") || undefined,
      };
    case "about-page": {
      const about = read("about");
      return {
        title: withBrand(words(content, "eyebrow")),
        description: words(about, "mission"),
        image: words(about, "image") || undefined,
      };
    }
    case "certification":
      return {
        title: withBrand(`${words(content, "fullName")} (${words(content, "name")})`),
        description: words(content, "description"),
        image: words(hero(), "image") || undefined,
      };
    case "pillar":
      return {
        title: withBrand(words(content, "title")),
        description: words(content, "summary"),
        image: words(content, "image") || undefined,
      };
    default:
      return {
        title: withBrand(words(content, "title")),
        description: words(content, "description"),
        image: undefined,
      };
  }
}

/** The words and picture a page shows: its own `seo` fields where set, its defaults otherwise. */
export function pageSeoShown(seo: PageSeo | undefined, defaults: PageSeoDefaults) {
  return {
    title: seo?.title?.trim() || defaults.title,
    description: seo?.description?.trim() || defaults.description,
    image: seo?.image || defaults.image,
    noindex: seo?.noindex === true,
  };
}
