import { cutForSearch, SEARCH_DESCRIPTION_SHOWN, SEARCH_TITLE_SHOWN } from "@app/contract";

/** Characters as a person counts them (and as `cutForSearch` cuts them), not UTF-16 units. */
export const charactersIn = (words: string): number => Array.from(words.trim()).length;

export interface CountNote {
  text: string;
  /** Longer than a search result shows: the rest is cut. */
  over: boolean;
}

/** The live count under a field: how much of it a search result shows; nothing while empty. */
export function countNote(words: string, shown: number): CountNote | undefined {
  const count = charactersIn(words);
  if (count === 0) return undefined;
  const characters = count === 1 ? "1 character" : `${count} characters`;
  if (count <= shown) return { text: `${characters} of about ${shown} shown`, over: false };
  return {
    text: `${characters}: search results show about ${shown}, then cut it with "…"`,
    over: true,
  };
}

/**
 * The address line of a search result: the site's origin, then the page's path as
 * breadcrumbs (`https://example.com › certifications › gots`).
 */
export function searchAddress(origin: string, path: string): string {
  const steps = path
    .split(/[?#]/)[0]!
    .split("/")
    .filter(Boolean)
    .map((step) => decodeURIComponent(step));
  return [origin.replace(/\/+$/, ""), ...steps].join(" › ");
}

/** The host a link card names (`example.com`), without `www.`. */
export const cardHost = (origin: string): string => {
  try {
    return new URL(origin).host.replace(/^www\./, "");
  } catch {
    return origin;
  }
};

/** The title and description as a search result shows them: cut at about 60 and 160. */
export const searchResultWords = (title: string, description: string) => ({
  title: cutForSearch(title.trim(), SEARCH_TITLE_SHOWN),
  description: cutForSearch(description.trim(), SEARCH_DESCRIPTION_SHOWN),
});
