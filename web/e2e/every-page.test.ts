import { hasBrowser, launchBrowser } from "@app/testing/browser";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAdminChunk } from "../scripts/admin-chunk.ts";
import { consoleWatcher, startSiteServer } from "./helpers.ts";

/**
 * Every page the sitemap lists, in both languages, as a visitor on a phone uses it: it is
 * rendered, hydrates after a tap, every part of it hydrates as it is scrolled into view, and
 * nothing says a word in the console; after another tap no admin code has been loaded.
 */
const server = await startSiteServer();
const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
  const url = new URL(match[1]!.replace(/&amp;/g, "&"));
  return url.pathname + url.search;
});

afterAll(async () => {
  await server.dispose();
});

describe("the sitemap", () => {
  it("lists the site's pages in both languages", () => {
    expect(pages.length).toBeGreaterThan(80);
    const english = pages.filter((path) => !path.startsWith("/km/"));
    for (const path of english) expect(pages, path).toContain(`/km${path === "/" ? "/" : path}`);
  });
});

/** The page's parts that hydrate once near the viewport and have not yet. */
const partsNotHydrated = (page: Page) =>
  page.locator("[data-hydrate-when-near]:not([data-hydrated])").count();

/** Scrolls the page to its end a screen at a time, as a visitor reads it. */
async function readToTheEnd(page: Page) {
  for (let screen = 0; screen < 60; screen++) {
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atEnd) return;
    await page.mouse.wheel(0, 800);
    // The next frame: the parts that came near have been told.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  throw new Error("the page did not end within 60 screens");
}

/**
 * A few frames: React's scheduler has run what the last input asked for (low-priority
 * hydration works in slices between frames). Not requestIdleCallback: here it waited out
 * its whole timeout on every page (2 s each, measured).
 */
const settled = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });

/**
 * Tabs a test borrows and gives back: a page opened in a new tab starts a renderer process,
 * while a tab that goes to the next page keeps its own (40 % less CPU over 20 pages, measured).
 * Each page is still a fresh document: `goto` loads it as a visitor's link would.
 */
function tabPool(context: () => BrowserContext) {
  const idle: Page[] = [];
  return {
    async borrow(): Promise<Page> {
      return idle.pop() ?? (await context().newPage());
    },
    giveBack(page: Page) {
      idle.push(page);
    },
  };
}

describe.skipIf(!hasBrowser)("every page on a phone", () => {
  let browser: Browser;
  let context: BrowserContext;
  const tabs = tabPool(() => context);

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  // A few tabs at once (maxConcurrency): a page mostly waits on its scripts, the server and the next frame.
  it.concurrent.for(pages)(
    "%s hydrates after a tap, says nothing and loads no admin code",
    // The first tabs meet a cold server and compile the scripts first: on CI's busy machine
    // the home page took over 60 s once.
    { timeout: 120_000 },
    async (path, { expect }) => {
      const page = await tabs.borrow();
      const { messages, stop: stopWatching } = consoleWatcher(page);
      const scripts: string[] = [];
      const onRequest = (request: Request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      };
      page.on("request", onRequest);
      let healthy = false;
      try {
        const response = await page.goto(server.url + path, { waitUntil: "load" });
        expect(response?.status()).toBe(200);
        const heading = page.locator("h1");
        expect(await heading.count()).toBe(1);
        expect(await page.locator("html[data-hydrated]").count()).toBe(0);

        await heading.tap();
        await page.waitForSelector("html[data-hydrated]", { state: "attached" });
        await readToTheEnd(page);
        await expect.poll(() => partsNotHydrated(page)).toBe(0);
        await settled(page);

        await heading.tap();
        await settled(page);
        expect(scripts.filter(isAdminChunk)).toEqual([]);
        expect(messages).toEqual([]);
        healthy = true;
      } finally {
        page.off("request", onRequest);
        stopWatching();
        // A tab left mid-way (a failed check) is closed, so the next page starts clean.
        if (healthy) tabs.giveBack(page);
        else await page.close();
      }
    },
  );
});
