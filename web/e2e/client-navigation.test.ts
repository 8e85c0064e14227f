import { hasBrowser, startUsingPage } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import { siteWithBrowser, watchConsole } from "./helpers.ts";

const site = siteWithBrowser();

describe.skipIf(!hasBrowser)("client navigation reads each page's data", () => {
  it("opens a standard from the home page, then follows a link renamed meanwhile", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const messages = watchConsole(page);
    await page.goto(site.server.url);
    await startUsingPage(page);

    await page
      .getByRole("link", { name: "Read more about Global Organic Textile Standard" })
      .click();
    await page.waitForURL(`${site.server.url}/certifications/gots`);
    await page
      .getByRole("heading", { level: 1, name: "Global Organic Textile Standard" })
      .waitFor();
    expect(await page.title()).toMatch(/Global Organic Textile Standard \(GOTS\)/);

    // The admin renames OCS while this visitor still has the old links on screen.
    const cookie = await site.server.login();
    const renamed = await site.server.request("/api/admin/content/certification:ocs/rename", {
      method: "POST",
      cookie,
      json: { to: "certification:organic-content" },
    });
    expect(renamed.status).toBe(200);
    await page
      .getByRole("link", { name: /^Organic Content Standard/ })
      .first()
      .click();
    await page.waitForURL(`${site.server.url}/certifications/organic-content`);
    await page.getByRole("heading", { level: 1, name: "Organic Content Standard" }).waitFor();
    expect(messages).toEqual([]);
    await page.close();
  });
});
