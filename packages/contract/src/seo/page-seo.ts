import { z } from "zod";
import { imageRef, withMeta } from "../sections/fields.ts";

/** About how much of a title a search result shows before it cuts it with "…". */
export const SEARCH_TITLE_SHOWN = 60;
/** About how much of a description a search result shows. */
export const SEARCH_DESCRIPTION_SHOWN = 160;
/** The longest title and description kept (far past what any result shows). */
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;

/**
 * An optional text: empty or missing keeps the page's own default (its name, its summary).
 * Translatable, so a Khmer page can have the Khmer words people search for.
 */
const optionalWords = (label: string, max: number, help: string) =>
  withMeta(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
    { label, translatable: true, help },
  );

/**
 * How a page shows in search results and as a shared link's card (issue 39). Every field is
 * optional: unset, the page keeps what it derives from its content. It belongs to the section
 * that makes the page: the home page's hero, the About page, a text page, a standard, a pillar.
 */
export const PageSeoSchema = withMeta(
  z.object({
    title: optionalWords(
      "Title in search results",
      SEO_TITLE_MAX,
      `Empty: the page's own name and the company's. Search results show about ${SEARCH_TITLE_SHOWN} characters.`,
    ),
    description: optionalWords(
      "Description in search results",
      SEO_DESCRIPTION_MAX,
      `Empty: the page's own summary. Search results show about ${SEARCH_DESCRIPTION_SHOWN} characters.`,
    ),
    image: imageRef("share").optional(),
    noindex: withMeta(z.boolean().optional(), {
      label: "Hide this page from search engines",
      help: "It stays on the site for visitors and links, but leaves the sitemap and asks search engines not to list it.",
    }),
  }),
  { label: "Search and sharing" },
);
export type PageSeo = z.infer<typeof PageSeoSchema>;

/** A page's `seo` field: the section may hold it or not. */
export const pageSeoField = PageSeoSchema.optional();

/** Words cut as a search result cuts them: at a word, with "…", about `shown` characters. */
export function cutForSearch(words: string, shown: number): string {
  const chars = Array.from(words);
  if (chars.length <= shown) return words;
  const head = chars.slice(0, shown).join("");
  const lastSpace = head.lastIndexOf(" ");
  return `${(lastSpace > shown * 0.6 ? head.slice(0, lastSpace) : head).trimEnd()}…`;
}
