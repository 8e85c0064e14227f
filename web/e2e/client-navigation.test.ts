import type { TestServer } from "@app/api/testing";
import { hasBrowser, launchBrowser } from "@app/testing/browser";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer, watchConsole } from "./helpers.ts";

let server: TestServer;
let browser: Browser | undefined;

beforeAll(async () => {
  server = await startSiteServer();
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe.skipIf(!hasBrowser)("client navigation reads each page's data", () => {
  it("opens a standard from the home page, then follows a link renamed meanwhile", async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    const messages = watchConsole(page);
    await page.goto(server.url);
    await page.waitForFunction(() => document.querySelector("form[data-ready=true]"));

    await page
      .getByRole("link", { name: "Read more about Global Organic Textile Standard" })
      .click();
    await page.waitForURL(`${server.url}/certifications/gots`);
    await page
      .getByRole("heading", { level: 1, name: "Global Organic Textile Standard" })
      .waitFor();
    expect(await page.title()).toMatch(/Global Organic Textile Standard \(GOTS\)/);

    // The admin renames OCS while this visitor still has the old links on screen.
    const cookie = await server.login();
    const renamed = await server.request("/api/admin/content/certification:ocs/rename", {
      method: "POST",
      cookie,
      json: { to: "certification:organic-content" },
    });
    expect(renamed.status).toBe(200);
    await page
      .getByRole("link", { name: /^Organic Content Standard/ })
      .first()
      .click();
    await page.waitForURL(`${server.url}/certifications/organic-content`);
    await page.getByRole("heading", { level: 1, name: "Organic Content Standard" }).waitFor();
    expect(messages).toEqual([]);
    await page.close();
  });
});
