import { gzipSync } from "node:zlib";
import { hasBrowser, launchBrowser } from "@app/testing/browser";

const ADMIN_MARKER = "Admin Panel";

export interface PageWeight {
  jsGzipBytes: number;
  jsFiles: number;
  cssGzipBytes: number;
  adminCodeLoaded: boolean;
  method: "browser" | "html";
}

/**
 * What a visitor downloads for `/`: with a browser, every script and stylesheet the page
 * really loads (including lazy chunks fetched after load); without one, what the HTML names.
 */
export async function measurePageWeight(baseUrl: string): Promise<PageWeight> {
  const bodies = new Map<string, { type: "js" | "css"; bytes: Buffer }>();

  if (hasBrowser) {
    const browser = await launchBrowser();
    const page = await browser.newPage();
    page.on("response", async (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      try {
        bodies.set(response.url(), {
          type: type === "script" ? "js" : "css",
          bytes: await response.body(),
        });
      } catch {
        // a response without a body (redirect) carries nothing
      }
    });
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500); // idle-time chunks
    await browser.close();
  } else {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const refs = [
      ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g),
    ].map((m) => m[1]!);
    for (const ref of refs) {
      const res = await fetch(new URL(ref, baseUrl));
      bodies.set(ref, {
        type: ref.endsWith(".css") ? "css" : "js",
        bytes: Buffer.from(await res.arrayBuffer()),
      });
    }
  }

  let jsGzipBytes = 0;
  let cssGzipBytes = 0;
  let jsFiles = 0;
  let adminCodeLoaded = false;
  for (const { type, bytes } of bodies.values()) {
    const gz = gzipSync(bytes).byteLength;
    if (type === "js") {
      jsGzipBytes += gz;
      jsFiles++;
      if (bytes.includes(ADMIN_MARKER)) adminCodeLoaded = true;
    } else cssGzipBytes += gz;
  }
  return {
    jsGzipBytes,
    jsFiles,
    cssGzipBytes,
    adminCodeLoaded,
    method: hasBrowser ? "browser" : "html",
  };
}
