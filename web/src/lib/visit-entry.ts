import { UTM_FIELDS } from "@app/contract/utm-fields";
import {
  deviceClassOf,
  NOT_COUNTED_META,
  VISIT_BEACON_PATH,
  type VisitBeacon,
} from "@app/contract/visit-beacon";

/** Where a visit came from, as a document says: nothing when another page of ours led here. */
export type VisitOrigin = Pick<
  VisitBeacon,
  "referrer" | "utmSource" | "utmMedium" | "utmCampaign" | "utmTerm" | "utmContent"
>;

/**
 * How this document was reached, when it began a visit: the referring site's host (another
 * site's; none when typed or bookmarked) and the address's `utm_*` parameters. Undefined when
 * one of our own pages led here, so the visit began elsewhere (decision 047).
 */
export function visitOriginOf(url: URL, referrer: string): VisitOrigin | undefined {
  let host: string | null = null;
  try {
    if (referrer) host = new URL(referrer).hostname;
  } catch {
    // A referrer that is no URL says nothing.
  }
  if (host === url.hostname) return undefined;
  const origin = { referrer: host } as VisitOrigin;
  for (const [parameter, field] of Object.entries(UTM_FIELDS)) {
    origin[field] = url.searchParams.get(parameter);
  }
  return origin;
}

/**
 * Where this document's visit came from, when it began one: not for a reload or Back and
 * Forward, which keep the referrer of the page's first showing although the visit is already
 * under way.
 */
export function documentVisitOrigin(): VisitOrigin | undefined {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (navigation?.type === "reload" || navigation?.type === "back_forward") return undefined;
  return visitOriginOf(new URL(window.location.href), document.referrer);
}

const NO_ORIGIN: VisitOrigin = {
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

/**
 * Whether the page is one of the site's pages, to be counted: a missing page and the admin say
 * they are not (a page the owner hides from search engines is still counted).
 */
export const isCountedPage = (): boolean =>
  !document.head.querySelector(`meta[name="${NOT_COUNTED_META}"][content="off"]`);

/** The page's language, as its <html lang> says. */
const documentLanguage = (): VisitBeacon["lang"] =>
  document.documentElement.lang.startsWith("km") ? "km" : "en";

/**
 * Sends one page view (POST /api/v) without a cookie or anything kept in the browser, as a
 * beacon the browser delivers even while the visitor leaves. `origin` only for the page that
 * began the visit.
 */
export function sendVisit(path: string, origin: VisitOrigin | undefined): void {
  const beacon: VisitBeacon = {
    path,
    lang: documentLanguage(),
    ...(origin ?? NO_ORIGIN),
    device: deviceClassOf(window.screen.width),
  };
  try {
    navigator.sendBeacon(VISIT_BEACON_PATH, JSON.stringify(beacon));
  } catch {
    // No beacons in this browser: the visit is not counted.
  }
}

/** The last page counted in this document: the boot counted the one it loaded with. */
let lastCounted = typeof window === "undefined" ? "" : window.location.pathname;

/**
 * Counts a client-side navigation to `path` (one beacon per page reached; the boot counted the
 * first). Called on every render of a page's head; sends only when the path changed.
 */
export function countNavigation(path: string, counted: boolean): void {
  if (path === lastCounted) return;
  lastCounted = path;
  if (counted) sendVisit(path, undefined);
}
