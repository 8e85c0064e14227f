import type { Browser, BrowserContextOptions } from "playwright-core";
import { startUsingPage } from "./browser.ts";

export interface ReceivedImage {
  url: string;
  /** What the server said it sent: image/avif, image/jpeg, ... */
  type: string;
  /** What Chromium received for it, headers included (CDP encodedDataLength). */
  bytes: number;
}

/** A 1280 px desktop screen at 1x, and a 390 px phone at 3x: the two visitors. */
export const VISITORS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
} satisfies Record<string, BrowserContextOptions>;

/**
 * Every image a first visit of `url` downloads (a fresh context: nothing cached), as the
 * browser received it, once the network is idle and a second more has passed.
 */
export async function imagesOfFirstVisit(
  browser: Browser,
  url: string,
  visitor: BrowserContextOptions,
): Promise<{ images: ReceivedImage[]; totalBytes: number }> {
  const context = await browser.newContext(visitor);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const seen = new Map<string, ReceivedImage>();
    cdp.on("Network.responseReceived", (event) => {
      if (event.type !== "Image") return;
      seen.set(event.requestId, {
        url: event.response.url,
        type: event.response.mimeType,
        bytes: 0,
      });
    });
    cdp.on("Network.loadingFinished", (event) => {
      const image = seen.get(event.requestId);
      if (image) image.bytes = event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: "networkidle" });
    // Images in view that wait for the page's scripts come once the visitor moves.
    await startUsingPage(page);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    const images = [...seen.values()];
    return { images, totalBytes: images.reduce((sum, image) => sum + image.bytes, 0) };
  } finally {
    await context.close();
  }
}
