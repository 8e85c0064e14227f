import { itemsOnPage, listPageCount, listPageOf } from "@app/contract";
import { searchContent } from "./content-search.ts";
import { byTitle } from "./section-label.ts";

/** How many entries a collection's list shows at a time. */
export const ENTRIES_PER_PAGE = 50;

/**
 * What a collection's list shows: the words searched for and the page. Its screen's address
 * keeps them (`/standards?search=organic&page=2`), so a reload or Back shows the same.
 */
export interface ListView {
  search: string;
  page: number;
}

/** The list view an address's query part asks for; a page that is no page number is the first. */
export function readListView(search: string): ListView {
  const params = new URLSearchParams(search);
  return { search: params.get("search") ?? "", page: listPageOf(params) ?? 1 };
}

/** The query part of an address showing that view: "" for the whole list's first page. */
export function listViewSearch({ search, page }: ListView): string {
  const params = new URLSearchParams();
  if (search.trim() !== "") params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}

/**
 * The entries a list shows, in title order: all of them, or those whose name or title holds
 * every word searched for.
 */
export function matchingEntries<T extends { section: string; title: string }>(
  rows: readonly T[],
  search: string,
): T[] {
  if (search.trim() === "") return [...rows].sort((a, b) => byTitle(a.title, b.title));
  return searchContent(rows, search).map((hit) => hit.row);
}

/** One page of a list, and where it is in the whole. */
export interface ShownPage<T> {
  rows: T[];
  /** The page shown: the one asked for, or the last when that is past the end. */
  page: number;
  pages: number;
  /** The places of the first and last rows shown, counted from 1 (0 and 0 when empty). */
  first: number;
  last: number;
  total: number;
}

export function shownPage<T>(
  rows: readonly T[],
  page: number,
  perPage = ENTRIES_PER_PAGE,
): ShownPage<T> {
  const pages = listPageCount(rows.length, perPage);
  const at = Math.min(Math.max(1, page), pages);
  const shown = itemsOnPage(rows, at, perPage);
  const first = shown.length === 0 ? 0 : (at - 1) * perPage + 1;
  return {
    rows: shown,
    page: at,
    pages,
    first,
    last: shown.length === 0 ? 0 : first + shown.length - 1,
    total: rows.length,
  };
}

const count = (n: number) => n.toLocaleString("en");

/** "Showing 51–100 of 2,000 standards", "Showing the only standard". */
export function shownText(
  { first, last, total }: Pick<ShownPage<unknown>, "first" | "last" | "total">,
  [one, many]: readonly [string, string],
): string {
  if (total === 1) return `Showing the only ${one}`;
  if (first === 1 && last === total) return `Showing all ${count(total)} ${many}`;
  return `Showing ${count(first)}–${count(last)} of ${count(total)} ${many}`;
}
