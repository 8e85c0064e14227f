import { hasBrowser } from "@app/testing/browser";
import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formsReady, siteWithBrowser } from "./helpers.ts";

const site = siteWithBrowser();

interface Received {
  url: string;
  type: string;
  encoding: string | undefined;
  /** The body as it crossed the wire. */
  wireBytes: number;
  /** The body once decoded. */
  bytes: number;
}

async function describeResponse(response: Response): Promise<Received> {
  const request = response.request();
  const [headers, sizes, body] = await Promise.all([
    response.allHeaders(),
    request.sizes(),
    response.body(),
  ]);
  return {
    url: response.url(),
    type: request.resourceType(),
    encoding: headers["content-encoding"],
    wireBytes: sizes.responseBodySize,
    bytes: body.byteLength,
  };
}

describe.skipIf(!hasBrowser)("what a browser receives", () => {
  it("gets HTML, JavaScript, CSS and JSON compressed with brotli", async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const received: Promise<Received>[] = [];
    page.on("response", (response) => {
      if (response.status() === 200) received.push(describeResponse(response));
    });

    await page.goto(site.server.url, { waitUntil: "networkidle" });
    await formsReady(page);
    // Client navigation fetches the next page's data as JSON.
    await page
      .getByRole("link", { name: "Read more about Global Organic Textile Standard" })
      .click();
    await page
      .getByRole("heading", { level: 1, name: "Global Organic Textile Standard" })
      .waitFor();
    await page.waitForLoadState("networkidle");

    const all = await Promise.all(received);
    for (const type of ["document", "script", "stylesheet", "fetch"]) {
      const large = all.filter((entry) => entry.type === type && entry.bytes >= 1024);
      expect(large.length, type).toBeGreaterThan(0);
      for (const entry of large) {
        expect(entry.encoding, `${type} ${entry.url}`).toBe("br");
        expect(entry.wireBytes, entry.url).toBeLessThan(entry.bytes * 0.8);
      }
    }
    expect(all.some((entry) => entry.url.includes("/api/page-data"))).toBe(true);
    await page.close();
  });
});
