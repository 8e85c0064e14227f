/**
 * The page's visit beacon (decision 047), free of zod: the inline boot sends it after load and
 * the app after each client-side navigation.
 */
export const VISIT_BEACON_PATH = "/api/v";

/** The most bytes a beacon's body may hold; the API refuses more. */
export const VISIT_BEACON_MAX_BYTES = 1024;

/** A screen's width class: all a beacon says of the device. */
export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The width class of a screen this many CSS pixels wide (the site's own breakpoints). */
export const deviceClassOf = (screenWidth: number): DeviceClass =>
  screenWidth < 640 ? "phone" : screenWidth < 1024 ? "tablet" : "desktop";

/** What one beacon says: one page shown, in one language, and where the visit came from. */
export interface VisitBeacon {
  path: string;
  lang: string;
  /** The referring site's host, only when it is another site's. */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  device: DeviceClass;
}

/**
 * The head's marker of a page that is no page of the site (a missing page, the admin, a
 * preview): `<meta name="visit-counting" content="off">`. No visit is counted there; a page the
 * owner hides from search engines (robots noindex) is still counted.
 */
export const NOT_COUNTED_META = "visit-counting";
