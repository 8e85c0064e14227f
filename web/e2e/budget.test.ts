import { gzipSync } from "node:zlib";
import { hasBrowser, startUsingPage } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import { siteWithBrowser } from "./helpers.ts";

/** The spec's budget for `/`: every script the page loads, idle-time chunks included. */
const BUDGET_BYTES = 150 * 1024;
/** A string only the admin bundle contains (api/bench/first-visit.ts looks for the same). */
const ADMIN_MARKER = "Admin Panel";

const site = siteWithBrowser();

/**
 * Scripts loaded once the visitor starts using the page (they wait for that), within
 * networkidle + 1.5 s, as api/bench/first-visit.ts waits.
 */
async function homeScripts(width: number, height: number) {
  const page = await site.browser.newPage({ viewport: { width, height } });
  const bodies = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then(
        (body) => void bodies.set(response.url(), body),
        () => {},
      ),
    );
  });
  await page.goto(`${site.server.url}/`, { waitUntil: "networkidle" });
  const beforeUse = pending.length;
  await startUsingPage(page);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  await Promise.all(pending);
  await page.close();
  let gzipBytes = 0;
  let adminCode = false;
  for (const [url, body] of bodies) {
    gzipBytes += gzipSync(body).byteLength;
    if (process.env.BUDGET_DEBUG) console.info(url, gzipSync(body).byteLength);
    if (body.includes(ADMIN_MARKER)) adminCode = true;
  }
  return { gzipBytes, files: bodies.size, beforeUse, adminCode };
}

describe.skipIf(!hasBrowser)("home page JavaScript budget", () => {
  it.each([
    { name: "desktop", width: 1280, height: 720 },
    { name: "phone", width: 390, height: 844 },
  ])("stays within 150 KB gzip on $name, idle chunks included", async ({ width, height }) => {
    const weight = await homeScripts(width, height);
    console.info(
      `home JS at ${width} px: ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip in ${weight.files} files`,
    );
    // No script loads with the page: its inline boot waits for the visitor.
    expect(weight.beforeUse).toBe(0);
    expect(weight.adminCode).toBe(false);
    expect(weight.gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
