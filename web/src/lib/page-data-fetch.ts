import { getJson } from "./http.ts";
import type { PageData } from "./site-store.ts";

/** GET /api/page-data: what a path's page reads, or where it redirects. */
export interface PageDataAnswer {
  status: number;
  redirect?: string;
  data?: PageData;
}

/** A failed fetch of a path's data is tried once more, after this long. */
const RETRY_DELAY_MS = 1000;

/** A path's data from its address (`pageDataAddress`), tried once more should it fail. */
export function fetchPageData(address: string): Promise<PageDataAnswer> {
  return getJson<PageDataAnswer>(address).catch(async () => {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return getJson<PageDataAnswer>(address);
  });
}
