import { type Insights, VISIT_BEACON_PATH } from "@app/contract";
import { hasBrowser, startUsingPage } from "@app/testing/browser";
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP_BROWSER, siteWithBrowser, watchConsole } from "./helpers.ts";

/**
 * Issue 38: visits counted from a real browser without cookies. The page's boot sends one
 * beacon after load, the app one per client-side navigation; a reload is the same visitor;
 * bots and Sec-GPC are not counted; nothing is set or kept in the browser.
 */
const site = siteWithBrowser();

/** Today on Phnom Penh's calendar. */
const today = () => new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe.skipIf(!hasBrowser)("visits counted without cookies", () => {
  let cookie: string;
  const insights = async (): Promise<Insights> => {
    cookie ??= await site.server.login();
    const res = await site.server.request(`/api/admin/insights?from=${today()}&to=${today()}`, {
      cookie,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Insights;
  };
  const pageViews = async () => (await insights()).totals.pageViews;

  /** A browser context whose every answer is checked for a cookie, and whose beacons are counted. */
  async function browse(options: BrowserContextOptions) {
    const context = await site.browser.newContext(options);
    const cookies: string[] = [];
    const beacons: string[] = [];
    context.on("response", (response) => {
      // An answer still arriving as the context closes has nothing left to read.
      response.headerValue("set-cookie").then(
        (set) => {
          if (set) cookies.push(`${response.url()}: ${set}`);
        },
        () => {},
      );
    });
    context.on("request", (request) => {
      if (new URL(request.url()).pathname === VISIT_BEACON_PATH) {
        beacons.push(request.postData() ?? "");
      }
    });
    return { context, cookies, beacons };
  }

  const storageOf = (page: Page) =>
    page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).length,
    }));

  let visitor: BrowserContext | undefined;

  it("counts a visit, a client-side navigation and a reload as one visitor, and keeps nothing in the browser", async () => {
    const before = await insights();
    const { context, cookies, beacons } = await browse({
      userAgent: DESKTOP_BROWSER,
      viewport: { width: 1280, height: 900 },
    });
    visitor = context;
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.server.url}/?utm_source=newsletter&utm_campaign=spring`, {
      referer: "https://news.example.org/issue/7",
    });
    await expect.poll(() => beacons.length).toBe(1);
    expect(JSON.parse(beacons[0]!)).toEqual({
      path: "/",
      lang: "en",
      referrer: "news.example.org",
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: "spring",
      utmTerm: null,
      utmContent: null,
      device: "desktop",
    });
    // Under the beacon's 1 KB.
    expect(new TextEncoder().encode(beacons[0]).byteLength).toBeLessThan(1024);

    await startUsingPage(page);
    await page
      .getByRole("link", { name: "Read more about Global Organic Textile Standard" })
      .click();
    await page.waitForURL(`${site.server.url}/certifications/gots`);
    await expect.poll(() => beacons.length).toBe(2);
    expect(JSON.parse(beacons[1]!)).toMatchObject({
      path: "/certifications/gots",
      referrer: null,
      utmCampaign: null,
    });

    await page.reload();
    await expect.poll(() => beacons.length).toBe(3);
    // A reload began no visit, although its document still names the first referrer.
    expect(JSON.parse(beacons[2]!)).toMatchObject({
      path: "/certifications/gots",
      referrer: null,
      utmSource: null,
    });

    await expect.poll(pageViews).toBe(before.totals.pageViews + 3);
    const after = await insights();
    expect(after.totals.visitors).toBe(before.totals.visitors + 1);
    expect(after.campaigns).toContainEqual({ name: "spring", visitors: 1, leads: 0, won: 0 });
    expect(after.referrers).toContainEqual({
      name: "news.example.org",
      visitors: 1,
      leads: 0,
      won: 0,
    });
    expect(after.pages.find((row) => row.path === "/certifications/gots")).toMatchObject({
      visitors: 1,
      pageViews: 2,
    });

    expect(cookies).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await storageOf(page)).toEqual({ local: 0, session: 0, databases: 0 });
    expect(problems).toEqual([]);
  });

  it("does not count a missing page", async () => {
    const before = await pageViews();
    const page = await visitor!.newPage();
    const missing = await page.goto(`${site.server.url}/certifications/no-such-standard`);
    expect(missing?.status()).toBe(404);
    await page.goto(`${site.server.url}/about`);
    await expect
      .poll(async () => (await insights()).pages.map((row) => row.path))
      .toContain("/about");
    expect((await insights()).pages.map((row) => row.path)).not.toContain(
      "/certifications/no-such-standard",
    );
    expect(await pageViews()).toBe(before + 1);
    await page.close();
    await visitor!.close();
  });

  it("does not count a crawler, or a browser that asks not to be tracked", async () => {
    const before = await pageViews();
    // Headless Chromium's own user agent, a bot's.
    const bot = await browse({ viewport: { width: 1280, height: 900 } });
    const gpc = await browse({
      userAgent: DESKTOP_BROWSER,
      extraHTTPHeaders: { "Sec-GPC": "1" },
    });
    for (const { context, beacons } of [bot, gpc]) {
      const page = await context.newPage();
      await page.goto(`${site.server.url}/about`);
      // The page sent its beacon; the server did not count it.
      await expect.poll(() => beacons.length).toBe(1);
    }
    // A visitor counted after them: their beacons had arrived first.
    const person = await browse({ userAgent: DESKTOP_BROWSER });
    const page = await person.context.newPage();
    await page.goto(`${site.server.url}/contact`);
    await expect.poll(pageViews).toBe(before + 1);
    for (const { context } of [bot, gpc, person]) await context.close();
  });
});
