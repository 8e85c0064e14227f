/**
 * Long lists on the public site come a page at a time, each page its own address: `?page=2`
 * after the list's path (the first page has none). Each page is rendered, cached and indexed
 * on its own, so a service group of a thousand standards costs what one of twenty does.
 */

import { serviceGroupAt } from "./sections/section-name.ts";

/** How many standards a service group's page lists at a time. */
export const STANDARDS_PER_PAGE = 24;

/** Far beyond any list's length: an address asking for more is no page of it. */
const MAX_PAGE = 100_000;

/**
 * The page an address asks for: 1 when it names none. `undefined` when it names something that
 * is no page number (`?page=0`, `?page=x`, `?page=02`): that address shows nothing.
 */
export function listPageOf(search: string | URLSearchParams): number | undefined {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const asked = params.get("page");
  if (asked === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(asked)) return undefined;
  const page = Number(asked);
  return page <= MAX_PAGE ? page : undefined;
}

/** The query of a list's page: "" for the first, `?page=N` after it. */
export const listPageSearch = (page: number) => (page > 1 ? `?page=${page}` : "");

/** Paths whose list comes a page at a time: a service group's page. */
const isListPath = (englishPath: string) => serviceGroupAt(englishPath) !== undefined;

/**
 * The part of a request's query a list's page renders with, canonical: `?page=N` after the
 * first page, "" on it and on every path that is no list. An address naming no page number
 * gets `?page=0`, a page that does not exist, never the list's first page.
 */
export function listSearch(englishPath: string, search: string): string {
  if (!isListPath(englishPath)) return "";
  const page = listPageOf(search);
  return page === undefined ? "?page=0" : listPageSearch(page);
}

/**
 * The page of a list of `items` an address shows, or undefined when it names no page of it
 * (no page number, or past the end): such an address is not found.
 */
export function shownListPage(items: number, search: string | URLSearchParams) {
  const page = listPageOf(search);
  return page !== undefined && page <= listPageCount(items) ? page : undefined;
}

/** How many pages a list of `items` takes (an empty list is one empty page). */
export const listPageCount = (items: number, perPage = STANDARDS_PER_PAGE) =>
  Math.max(1, Math.ceil(items / perPage));

/** The items of one page of a list. */
export const itemsOnPage = <T>(items: readonly T[], page: number, perPage = STANDARDS_PER_PAGE) =>
  items.slice((page - 1) * perPage, page * perPage);
