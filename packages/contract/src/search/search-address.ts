/*
 * Where site search lives and what it answers (issue 40): `/search?q=` and `/km/search?q=`
 * render the results on the server; `GET /api/search?q=&lang=` answers the same results as
 * JSON. Kept free of zod: the site's header builds its form from it.
 */

import { SEARCH_QUERY_MAX } from "./search-words.ts";

/** The results page, in English; each language has it under its prefix (`/km/search`). */
export const SEARCH_PATH = "/search";
/** The query's name in the page's address and the API's. */
export const SEARCH_QUERY_PARAM = "q";

/** What a result is, as the results page names it. */
export const SEARCH_KINDS = ["standard", "pillar", "service", "page", "resource"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One result: `snippet` is escaped HTML whose matched words are in `<mark>`. */
export interface SearchResult {
  title: string;
  /** The site path in the asked language (`/km/certifications/gots`), or a document's file. */
  path: string;
  kind: SearchKind;
  snippet: string;
}

/** What the search of one query answers (the page's data and the API's body alike). */
export interface SearchAnswer {
  results: SearchResult[];
}

/** Why a search was not made: too long a query, or too many searches at once. */
export type SearchRefusal = "too-long" | "too-many";

/** What the results page shows: what was asked, and what was found or why nothing was asked. */
export interface SearchPage {
  query: string;
  results: SearchResult[];
  refused?: SearchRefusal;
}

/** Whether a page address asks a search (the results page with a query): never kept. */
export const asksSearch = (englishPath: string, search: string) =>
  englishPath === SEARCH_PATH && searchQueryOf(search) !== "";

/**
 * The query a page address asks (`?q=`), as the page shows it: without spaces at its ends or
 * invisible control and format characters (a bidi override), and never longer than one past
 * SEARCH_QUERY_MAX, so a query too long is still known as such while the page saying so,
 * which shows it in its title and address, stays small.
 */
export function searchQueryOf(search: string): string {
  const asked = new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? "";
  return asked
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, SEARCH_QUERY_MAX + 1);
}

/** The results page's address for a query, in English (localize it with localizedPath). */
export function searchHref(query: string): string {
  const trimmed = query.trim();
  return trimmed === ""
    ? SEARCH_PATH
    : `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: trimmed })}`;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** A snippet's text in parts, the marked ones flagged: shown without reading it as HTML. */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  const plain = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
  let marked = false;
  for (const piece of snippet.split(/(<\/?mark>)/)) {
    if (piece === "<mark>") marked = true;
    else if (piece === "</mark>") marked = false;
    else if (piece !== "") parts.push({ text: plain(piece), marked });
  }
  return parts;
}
