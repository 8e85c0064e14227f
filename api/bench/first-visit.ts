import { launchBrowser, startUsingPage } from "@app/testing/browser";

/**
 * Every public route, the Khmer home page (its words and its font) and a search's results;
 * each is measured on a first visit and by Lighthouse.
 */
export const PUBLIC_ROUTES = [
  "/",
  "/about",
  "/certifications/gots",
  "/pillars/capacity-building",
  "/privacy",
  "/terms",
  "/km/",
  "/search?q=gots",
];

/** A text only the admin app renders: found in a script, admin code reached a visitor. */
const ADMIN_MARKER = "Admin Panel";
/** After network idle, for chunks fetched at idle time (requestIdleCallback, prefetch). */
const IDLE_WAIT_MS = 1500;

export const RESOURCE_KINDS = [
  "document",
  "script",
  "stylesheet",
  "image",
  "font",
  "fetch",
  "other",
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export interface FirstVisit {
  path: string;
  /** Bytes on the wire (headers and body as encoded), summed over every response. */
  totalBytes: number;
  byKind: Record<ResourceKind, number>;
  requests: number;
  /** How many responses came with each Content-Encoding ("identity" for none). */
  encodings: Record<string, number>;
  /** Responses with a status of 400 or more, or that failed to load. */
  failed: number;
  adminCodeLoaded: boolean;
}

const kindOf = (cdpType: string): ResourceKind => {
  switch (cdpType) {
    case "Document":
      return "document";
    case "Script":
      return "script";
    case "Stylesheet":
      return "stylesheet";
    case "Image":
    case "Media":
      return "image";
    case "Font":
      return "font";
    case "Fetch":
    case "XHR":
      return "fetch";
    default:
      return "other";
  }
};

interface SeenResponse {
  kind: ResourceKind;
  encoding: string;
  status: number;
  bytes?: number;
}

/**
 * What Chromium transfers on a first visit of each route on a phone (390x844 at 3x): a fresh
 * context each time, so nothing is cached, summing Network.loadingFinished.encodedDataLength.
 */
export async function measureFirstVisits(
  baseUrl: string,
  routes = PUBLIC_ROUTES,
): Promise<FirstVisit[]> {
  const browser = await launchBrowser();
  const visits: FirstVisit[] = [];
  try {
    for (const path of routes) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const responses = new Map<string, SeenResponse>();
      const scriptChecks: Promise<boolean>[] = [];
      let failed = 0;
      cdp.on("Network.responseReceived", (event) => {
        if (!event.response.url.startsWith("http")) return;
        const headers = Object.fromEntries(
          Object.entries(event.response.headers).map(([name, value]) => [
            name.toLowerCase(),
            value,
          ]),
        );
        responses.set(event.requestId, {
          kind: kindOf(event.type),
          encoding: headers["content-encoding"] || "identity",
          status: event.response.status,
        });
      });
      cdp.on("Network.loadingFinished", (event) => {
        const response = responses.get(event.requestId);
        if (!response) return;
        response.bytes = event.encodedDataLength;
        if (response.kind === "script") {
          scriptChecks.push(
            cdp
              .send("Network.getResponseBody", { requestId: event.requestId })
              .then(({ body, base64Encoded }) =>
                (base64Encoded ? Buffer.from(body, "base64").toString() : body).includes(
                  ADMIN_MARKER,
                ),
              ),
          );
        }
      });
      cdp.on("Network.loadingFailed", () => failed++);

      await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      // The scripts wait for the visitor: what they load counts as part of the first visit.
      await startUsingPage(page);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(IDLE_WAIT_MS);
      const adminCodeLoaded = (await Promise.all(scriptChecks)).some(Boolean);
      await context.close();

      const byKind = Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, 0])) as Record<
        ResourceKind,
        number
      >;
      const encodings: Record<string, number> = {};
      for (const response of responses.values()) {
        byKind[response.kind] += response.bytes ?? 0;
        encodings[response.encoding] = (encodings[response.encoding] ?? 0) + 1;
        if (response.status >= 400) failed++;
      }
      visits.push({
        path,
        totalBytes: Object.values(byKind).reduce((sum, bytes) => sum + bytes, 0),
        byKind,
        requests: responses.size,
        encodings,
        failed,
        adminCodeLoaded,
      });
    }
  } finally {
    await browser.close();
  }
  return visits;
}
