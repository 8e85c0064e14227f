import { siteTextEn } from "@app/contract/site-text-en";
import { siteTextKm } from "@app/contract/site-text-km";
import { hasBrowser, seriousAxeViolations, startUsingPage } from "@app/testing/browser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { consoleWatcher, PHONE_BROWSER, siteWithBrowser } from "./helpers.ts";

/**
 * Issue 40: the results page (`/search?q=`, `/km/search?q=`) answers from the server, so a
 * visitor on a phone finds a page before any script has loaded, in both languages.
 */

const site = siteWithBrowser();

/** A Khmer sentence; its word ស្រូវ ("rice") is found nowhere else on the site. */
const KHMER_SENTENCE = "ស្តង់ដារនេះការពារស្រូវនិងកប្បាសសរីរាង្គនៅក្នុងរោងចក្រ";
const KHMER_WORD = "ស្រូវ";

async function phonePage(javaScriptEnabled: boolean): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: PHONE_BROWSER,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
    // axe is injected as a script of its own.
    bypassCSP: true,
  });
  return context.newPage();
}

/** Types a query into the results page's own form and sends it. */
async function searchOnPage(page: Page, label: string, query: string) {
  await page.getByRole("searchbox", { name: label }).last().fill(query);
  await page.getByRole("searchbox", { name: label }).last().press("Enter");
  await page.waitForLoadState("load");
}

const resultTitles = (page: Page) =>
  page
    .locator("main ol > li h2")
    .allTextContents()
    .then((titles) => titles.map((t) => t.trim()));

describe.skipIf(!hasBrowser)("the search results page", () => {
  it("finds a Khmer word said only inside a sentence, first, with no script", async () => {
    const { server } = site;
    const cookie = await server.login();
    const gots = (await (await server.request("/api/content-json/certification:gots")).json()) as {
      content: Record<string, unknown>;
    };
    const saved = await server.request("/api/admin/content", {
      method: "POST",
      cookie,
      json: {
        section: "certification:gots@km",
        content: { ...gots.content, description: KHMER_SENTENCE },
        create: true,
      },
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(300);

    const page = await phonePage(false);
    await page.goto(`${server.url}/km/search`);
    await searchOnPage(page, siteTextKm.search.label, KHMER_WORD);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/km/search");
    expect(url.searchParams.get("q")).toBe(KHMER_WORD);
    const first = page.locator("main ol > li").first();
    await expect.poll(() => first.locator("h2").textContent()).toContain("GOTS");
    expect(await first.locator("mark").first().textContent()).toBe(KHMER_WORD);
    expect(await first.locator("a").getAttribute("href")).toBe("/km/certifications/gots");
    await page.context().close();
  });

  it("finds ISO 9001 from iso9001 and says when nothing matches, with no script", async () => {
    const page = await phonePage(false);
    await page.goto(`${site.server.url}/search`);
    expect(await page.locator("main").textContent()).toContain(siteTextEn.search.empty);
    await searchOnPage(page, siteTextEn.search.label, "iso9001");
    expect((await resultTitles(page))[0]).toBe("ISO 9001 Quality Management Systems");
    expect(await page.locator("main mark").first().textContent()).toBe("ISO 9001");
    await searchOnPage(page, siteTextEn.search.label, "zebra xylophone");
    expect(await resultTitles(page)).toEqual([]);
    expect(await page.locator("main").textContent()).toContain(
      siteTextEn.search.noResults("zebra xylophone"),
    );
    await page.context().close();
  });

  it("hydrates without warnings, is axe clean, and its results lead to their pages", async () => {
    const page = await phonePage(true);
    const console = consoleWatcher(page);
    await page.goto(`${site.server.url}/search?q=gots`);
    await startUsingPage(page);
    expect(
      (await seriousAxeViolations(page)).map((v) => `${v.id}: ${JSON.stringify(v.nodes)}`),
    ).toEqual([]);
    await page.locator("main ol > li").first().getByRole("link").click();
    await page.waitForURL(`${site.server.url}/certifications/gots`);
    // A navigation inside the app: the standard's page shows once its data has come.
    await expect.poll(() => page.locator("h1").textContent()).toContain("Global Organic");
    console.stop();
    expect(console.messages).toEqual([]);
    await page.context().close();
  });
});
