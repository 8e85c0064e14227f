/**
 * A server-rendered page names where its data is in `<meta name="page-data">`; the browser
 * fetches it when the page's scripts start, so the HTML carries no copy of it.
 */
export const PAGE_DATA_META_NAME = "page-data";

/** GET /api/page-data for a path: what its page reads, or where it redirects. */
export const pageDataAddress = (path: string) => `/api/page-data?path=${encodeURIComponent(path)}`;
