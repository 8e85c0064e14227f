import { listSearch } from "./list-pages.ts";
import { SEARCH_PATH, searchHref, searchQueryOf } from "./search/search-address.ts";
import { SLUG_PATTERN } from "./sections/section-name.ts";

/**
 * The quote form's own page (`/quote`, `/km/quote`) and what its address may choose in advance:
 * `?standard=gots` (a standard's slug) and `?service=products-certification` (a service group's
 * address). Every quote button of the site leads here, or to the home page's form in place.
 */
export const QUOTE_PATH = "/quote";

export interface QuoteChoice {
  /** A `certification:<slug>` entry's slug. */
  standard?: string;
  /** A service group's address (its anchor). */
  service?: string;
}

const QUOTE_PARAMS = ["standard", "service"] as const;

const isSlug = (value: string | null): value is string =>
  value !== null && value.length <= 60 && SLUG_PATTERN.test(value);

/** What a quote address chooses; anything that is no slug is left out. */
export function quoteChoiceOf(search: string | URLSearchParams): QuoteChoice {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const choice: QuoteChoice = {};
  for (const name of QUOTE_PARAMS) {
    const value = params.get(name);
    if (isSlug(value)) choice[name] = value;
  }
  return choice;
}

/** The query of a quote address, in one order: `?standard=gots&service=x`, or "". */
export function quoteSearch(choice: QuoteChoice): string {
  const params = new URLSearchParams();
  for (const name of QUOTE_PARAMS) {
    const value = choice[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The quote page choosing what a button's page is about: `/quote?standard=gots`. */
export const quoteHref = (choice: QuoteChoice = {}) => `${QUOTE_PATH}${quoteSearch(choice)}`;

/**
 * The part of a request's query a page renders with, canonical: the quote page's choice, a
 * list's page after its first (list-pages.ts), and nothing for any other page (pages are the
 * same whatever else the query says). The server renders and caches a page per path and this.
 */
export const renderedSearch = (englishPath: string, search: string) =>
  englishPath === QUOTE_PATH
    ? quoteSearch(quoteChoiceOf(search))
    : englishPath === SEARCH_PATH
      ? searchHref(searchQueryOf(search)).slice(SEARCH_PATH.length)
      : listSearch(englishPath, search);
