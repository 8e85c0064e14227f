import { splitLanguagePath } from "@app/contract/languages";
import { renderedSearch } from "@app/contract/quote-links";

/**
 * A server-rendered page names where its data is in `<meta name="page-data">`; the browser
 * fetches it when the page's scripts start, so the HTML carries no copy of it.
 */
export const PAGE_DATA_META_NAME = "page-data";

/**
 * What a page's data is kept under in the browser: its path, and the query it renders with
 * (renderedSearch): the page of a long list (`/services/x?page=2`), the quote page's choice
 * (`/quote?standard=gots`, whose data holds that standard). Every other query shows the same
 * page, with the same data.
 */
export const pageDataKey = (pathname: string, search: string) =>
  pathname + renderedSearch(splitLanguagePath(pathname).path, search);

/** GET /api/page-data for a page (its `pageDataKey`): what it reads, or where it redirects. */
export const pageDataAddress = (path: string) => `/api/page-data?path=${encodeURIComponent(path)}`;
