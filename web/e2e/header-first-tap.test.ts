import { siteTextEn } from "@app/contract/site-text-en";
import { siteTextKm } from "@app/contract/site-text-km";
import { hasBrowser, seriousAxeViolations, startUsingPage } from "@app/testing/browser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, PHONE_BROWSER, siteWithBrowser, slowScripts, watchConsole } from "./helpers.ts";

/**
 * Issue 40: the header's menu and search answer the first tap of a first visit, before the
 * page's scripts have arrived (the inline boot and the browser open them) and without
 * JavaScript at all (Invoker Commands, a popover); the search forms are a plain GET of the
 * results page; once the app runs it adopts the menu opened before it.
 */

const site = siteWithBrowser();

const LANGUAGES = [
  { path: "/", prefix: "", text: siteTextEn, query: "gots" },
  { path: "/km/", prefix: "/km", text: siteTextKm, query: "វិញ្ញាបនកម្ម" },
] as const;

async function phonePage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: PHONE_BROWSER,
    isMobile: true,
    hasTouch: true,
    // axe is injected as a script of its own.
    bypassCSP: true,
    ...options,
  });
  return context.newPage();
}

const menuOpen = (page: Page) =>
  page.evaluate(() => document.querySelector("dialog[open]") !== null);
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

/** The address the browser went to: path and query. */
const wentTo = (page: Page) => {
  const url = new URL(page.url());
  return { path: url.pathname, q: url.searchParams.get("q") };
};

describe.skipIf(!hasBrowser)("the header's first tap", () => {
  it.each(LANGUAGES)(
    "$path without JavaScript: the menu opens and closes, and both search forms go to the results page",
    async ({ path, prefix, text, query }) => {
      const page = await phonePage({ javaScriptEnabled: false });
      await page.goto(site.server.url + path);
      const menuButton = page.getByRole("button", { name: text.chrome.openMenu, exact: true });
      await menuButton.tap();
      const menu = page.getByRole("dialog", { name: text.chrome.menu });
      await menu.waitFor();
      // Escape closes it, and the focus is back on the button.
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      expect(await focusedName(page)).toBe(text.chrome.openMenu);
      // Its close button too.
      await menuButton.tap();
      await menu.getByRole("button", { name: text.chrome.closeMenu }).tap();
      await menu.waitFor({ state: "hidden" });

      // The menu's search form.
      await menuButton.tap();
      const menuField = menu.getByRole("searchbox", { name: text.search.label });
      await menuField.fill(query);
      await menu.getByRole("button", { name: text.search.submit, exact: true }).tap();
      await page.waitForURL((url) => url.pathname === `${prefix}/search`);
      expect(wentTo(page)).toEqual({ path: `${prefix}/search`, q: query });

      // The header's search button opens its field, focused; Enter sends it.
      await page.goto(site.server.url + path);
      await page.getByRole("button", { name: text.search.open, exact: true }).tap();
      const field = page.getByRole("banner").getByRole("searchbox", { name: text.search.label });
      await field.waitFor();
      expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
      await field.fill(query);
      await field.press("Enter");
      await page.waitForURL((url) => url.pathname === `${prefix}/search`);
      expect(wentTo(page)).toEqual({ path: `${prefix}/search`, q: query });
      await page.context().close();
    },
  );

  it.each(LANGUAGES)(
    "$path before the scripts have arrived: the first tap opens the menu at once, and the app adopts it",
    async ({ path, text }) => {
      const page = await phonePage();
      const messages = watchConsole(page);
      const release = await slowScripts(page);
      await page.goto(site.server.url + path, { waitUntil: "load" });
      const menuButton = page.getByRole("button", { name: text.chrome.openMenu, exact: true });
      await menuButton.tap();
      // Open in the frame after the tap, with no script of the app run.
      expect(await menuOpen(page)).toBe(true);
      expect(await hydrated(page)).toBe(false);
      expect(await menuButton.getAttribute("aria-expanded")).toBe("false");

      release();
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      // Still open, and React knows it: its button says so, Escape slides it out.
      await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("true");
      expect(await menuOpen(page)).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => menuOpen(page)).toBe(false);
      expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => focusedName(page)).toBe(text.chrome.openMenu);
      expect(messages).toEqual([]);
      await page.context().close();
    },
  );

  it("before the scripts have arrived: the search field opens focused, and a link in the menu closes it", async () => {
    const page = await phonePage();
    const release = await slowScripts(page);
    await page.goto(site.server.url, { waitUntil: "load" });
    await page.getByRole("button", { name: siteTextEn.search.open, exact: true }).tap();
    const field = page.getByRole("banner").getByRole("searchbox");
    expect(await field.isVisible()).toBe(true);
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await hydrated(page)).toBe(false);
    await page.keyboard.press("Escape");
    await field.waitFor({ state: "hidden" });

    // The menu, closed by a tap beside it (its backdrop).
    await page.getByRole("button", { name: siteTextEn.chrome.openMenu, exact: true }).tap();
    await page.waitForTimeout(100);
    expect(await menuOpen(page)).toBe(true);
    await page.touchscreen.tap(20, 500);
    await expect.poll(() => menuOpen(page)).toBe(false);

    // A section chosen in the menu the browser opened: the menu closes, the page goes there.
    await page.getByRole("button", { name: siteTextEn.chrome.openMenu, exact: true }).tap();
    await page.getByRole("dialog").locator('a[href$="#resources"]').tap();
    expect(await menuOpen(page)).toBe(false);
    await expect.poll(() => new URL(page.url()).hash).toBe("#resources");
    release();
    await page.context().close();
  });

  it.each(LANGUAGES)(
    "$path once the app runs: the menu opens, closes on Escape, its button and a choice, returns the focus, and passes axe",
    async ({ path, text }) => {
      const page = await phonePage();
      const messages = watchConsole(page);
      await page.goto(site.server.url + path, { waitUntil: "load" });
      await startUsingPage(page);
      const menuButton = page.getByRole("button", { name: text.chrome.openMenu, exact: true });
      const menu = page.getByRole("dialog", { name: text.chrome.menu });

      await menuButton.tap();
      await menu.waitFor();
      expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
      expect(
        (await seriousAxeViolations(page)).map((v) => `${v.id}: ${JSON.stringify(v.nodes)}`),
      ).toEqual([]);
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      await expect.poll(() => focusedName(page)).toBe(text.chrome.openMenu);

      await menuButton.tap();
      await menu.getByRole("button", { name: text.chrome.closeMenu }).tap();
      await menu.waitFor({ state: "hidden" });
      await expect.poll(() => focusedName(page)).toBe(text.chrome.openMenu);

      // A tap on the page beside it (its backdrop).
      await menuButton.tap();
      await menu.waitFor();
      await page.touchscreen.tap(20, 500);
      await menu.waitFor({ state: "hidden" });

      // A section: the menu closes, then the page scrolls to it, on the client.
      await page.evaluate(() => Object.assign(window, { stayed: true }));
      await menuButton.tap();
      await menu.locator('a[href$="#resources"]').tap();
      await menu.waitFor({ state: "hidden" });
      await expect
        .poll(() =>
          page.evaluate(() =>
            Math.round(document.getElementById("resources")!.getBoundingClientRect().top),
          ),
        )
        .toBeLessThanOrEqual(120);
      expect(await page.evaluate(() => "stayed" in window)).toBe(true);

      // The header's search, open: axe-clean too.
      await page.getByRole("button", { name: text.search.open, exact: true }).tap();
      await page.getByRole("banner").getByRole("searchbox").waitFor();
      expect(
        (await seriousAxeViolations(page)).map((v) => `${v.id}: ${JSON.stringify(v.nodes)}`),
      ).toEqual([]);
      expect(messages).toEqual([]);
      await page.context().close();
    },
  );

  it("once the app runs, the header's search still goes to the results page", async () => {
    const page = await phonePage();
    await page.goto(`${site.server.url}/certifications/gots`, { waitUntil: "load" });
    await startUsingPage(page);
    await page.getByRole("button", { name: siteTextEn.search.open, exact: true }).tap();
    const field = page.getByRole("banner").getByRole("searchbox");
    await field.fill("iso 9001");
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search");
    expect(wentTo(page)).toEqual({ path: "/search", q: "iso 9001" });
    await page.context().close();
  });
});
