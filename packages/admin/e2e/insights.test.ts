import type { TestServer } from "@app/api/testing";
import { SubmissionPageSchema, type VisitBeacon } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  openPanel,
  PHONE,
  shot,
  signedInMember,
  USER_AGENTS,
  visible,
} from "./support.ts";

/** Browsers as they name themselves: bots are not counted, so these are people. */
const UA = USER_AGENTS;

/** Days as the server counts them: on Phnom Penh's clock (UTC+7, all year). */
const officeDay = (ms: number) => new Date(ms + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

const GOTS = "/certifications/gots";
const CAMPAIGN = "gots-2027";
const TRANSLATOR = "sophea@factory.example";
const PASSWORD = "amber harbour whistles at dawn";

const FROM_FACEBOOK = {
  referrer: "facebook.com",
  utmSource: "facebook",
  utmMedium: "social",
  utmCampaign: CAMPAIGN,
  utmTerm: null,
  utmContent: null,
};
/** A visit that says nothing of where it came from: an address typed, a bookmark. */
const NO_SOURCE = Object.fromEntries(
  Object.keys(FROM_FACEBOOK).map((field) => [field, null]),
) as Record<keyof typeof FROM_FACEBOOK, null>;

/**
 * Today's visits: three people, six pages. One on a phone came from a Facebook post of the
 * campaign to the GOTS page (twice); one on a laptop typed the address; one read the Khmer
 * home page from a Google search.
 */
const VISITS: [string, VisitBeacon][] = [
  [UA.androidChrome, { path: GOTS, lang: "en", device: "phone", ...FROM_FACEBOOK }],
  [UA.androidChrome, { path: GOTS, lang: "en", device: "phone", ...FROM_FACEBOOK }],
  [UA.androidChrome, { path: "/quote", lang: "en", device: "phone", ...FROM_FACEBOOK }],
  [UA.windowsChrome, { path: "/", lang: "en", device: "desktop", ...NO_SOURCE }],
  [UA.windowsChrome, { path: GOTS, lang: "en", device: "desktop", ...NO_SOURCE }],
  [
    UA.macSafari,
    { path: "/km/", lang: "km", device: "desktop", ...NO_SOURCE, referrer: "google.com" },
  ],
];

/** "Certificate", searched on the Khmer pages: a word they have. */
const KHMER_WORD = "វិញ្ញាបនប័ត្រ";
/**
 * Today's searches in the site's search box: GOTS twice (in two spellings), words the site
 * does not have, and a Khmer word on the Khmer pages.
 */
const SEARCHES = [
  ["GOTS", "en"],
  ["gots", "en"],
  ["zebra xylophone", "en"],
  [KHMER_WORD, "km"],
] as const;

/**
 * A visitor's search, as the results page asks it, from a browser that is no bot; each from an
 * address of its own (one visitor's same search within a minute is counted once).
 */
async function sendSearch(server: TestServer, q: string, lang: string, visitor: number) {
  const response = await server.request(`/api/search?${new URLSearchParams({ q, lang })}`, {
    headers: { "user-agent": UA.windowsChrome, "x-forwarded-for": `198.51.100.${visitor}` },
  });
  expect(response.status).toBe(200);
}

/** A visit's beacon as the page's boot sends it, from a browser that is no bot. */
async function sendBeacon(server: TestServer, userAgent: string, beacon: VisitBeacon) {
  const response = await server.request("/api/v", {
    method: "POST",
    headers: { "user-agent": userAgent, origin: server.origin },
    json: beacon,
  });
  expect(response.status).toBe(202);
}

/** A quote request from the GOTS page's visit, the way the site's form sends its source. */
async function sendQuote(server: TestServer, name: string): Promise<number> {
  const response = await server.request("/api/quote", {
    method: "POST",
    json: {
      name,
      email: `${name.toLowerCase().replaceAll(" ", ".")}@insights.example`,
      service: "GOTS certification",
      message: "Two factories in Phnom Penh, about 400 workers.",
      source: { landingPage: GOTS, ...FROM_FACEBOOK, device: "phone" },
    },
  });
  expect(response.status).toBe(200);
  const cookie = await server.login();
  const list = await server.request("/api/admin/submissions?limit=200", { cookie });
  return SubmissionPageSchema.parse(await list.json()).items.find((s) => s.name === name)!.id;
}

describe.skipIf(!hasBrowser)("admin: insights", () => {
  const admin = adminWithBrowser({
    // Counted visits are written a tenth of a second after they come. The searches name their
    // visitors as a proxy would.
    config: { visitFlushMs: 100, trustProxy: true },
    prepare: async (server) => {
      for (const [userAgent, beacon] of VISITS) await sendBeacon(server, userAgent, beacon);
      for (const [i, [q, lang]] of SEARCHES.entries()) await sendSearch(server, q, lang, i + 1);
      await sendQuote(server, "Chan Sophea");
      const won = await sendQuote(server, "Dara Meas");
      const cookie = await server.login();
      const response = await server.request(`/api/admin/submissions/${won}`, {
        method: "PATCH",
        cookie,
        json: { stage: "won" },
      });
      expect(response.status).toBe(200);
    },
  });

  const today = officeDay(Date.now());
  const page = () => admin.page;
  const region = () => page().getByRole("region", { name: "Insights" });
  const total = (label: string) =>
    page()
      .getByRole("list", { name: "Totals for these days" })
      .getByRole("listitem")
      .filter({
        has: page().getByText(label, { exact: true }),
      });
  const numbers = () =>
    page().getByRole("table", { name: "Visitors, page views and leads per day" });
  const card = (title: string) => page().getByRole("region", { name: title, exact: true });
  /** A line of a breakdown, in the table or the phone's list (whichever shows). */
  const line = (title: string, name: string) =>
    card(title).locator("tr:visible, li:visible").filter({ hasText: name });
  const cells = (title: string, name: string) => line(title, name).locator("td").allTextContents();
  const choice = (name: string) => region().getByRole("button", { name, exact: true });
  const search = () => new URL(page().url()).search;

  /** Opens the area; the visits are written in batches, so it asks again until they show. */
  async function openInsights() {
    await openPanel(page(), admin.server);
    await page().getByRole("tab", { name: "Insights" }).click();
    await visible(region());
    expect(new URL(page().url()).pathname).toBe("/admin/insights");
    const refresh = region().getByRole("button", { name: "Refresh" });
    await expect
      .poll(
        async () => {
          const shown = (await total("Visitors").isVisible())
            ? await total("Visitors").textContent()
            : "";
          if (!/Visitors\s*3/.test(shown ?? "") && (await refresh.isEnabled()))
            await refresh.click();
          return shown;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toMatch(/Visitors\s*3/);
  }

  it("shows the owner the last 30 days: totals, the chart, its numbers and where leads came from", async () => {
    await page().setViewportSize(DESKTOP);
    await openInsights();
    expect(await choice("Last 30 days").getAttribute("aria-pressed")).toBe("true");
    await visible(region().getByText(/^Last 30 days: /));

    // Three people, six pages, two leads of which one is won: 2 leads per 3 visitors.
    expect(await total("Visitors").textContent()).toMatch(/Visitors\s*3/);
    expect(await total("Page views").textContent()).toMatch(/Page views\s*6/);
    expect(await total("Leads").textContent()).toMatch(/Leads\s*2/);
    expect(await total("Won audits").textContent()).toMatch(/Won audits\s*1/);
    expect(await total("Conversion").textContent()).toMatch(/Conversion\s*66\.7%/);

    // The chart, named for screen readers, drawn on a canvas the width of its box.
    const chart = page().getByRole("img", { name: /^Chart of visitors and leads per day/ });
    await visible(chart.locator("canvas"));
    const box = (await chart.locator("canvas").first().boundingBox())!;
    expect(box.width).toBeGreaterThan(600);
    expect(box.height).toBeGreaterThan(150);
    // Pointing at the last day says its numbers above the chart.
    await chart.locator(".u-over").hover({ position: { x: box.width - 60, y: 40 } });
    await visible(chart.getByText(/^\w{3} \d{1,2} \w{3}: 3 visitors, 2 leads$/));

    // Below the sticky header: the area's title, its days, totals and chart.
    await region().evaluate((element) =>
      window.scrollBy(0, element.getBoundingClientRect().top - 80),
    );
    await shot(page(), "insights-1280");
    await shot(page(), "insights-1280-full", true);

    // The same figures as a table: a line for every day, today's with the visits.
    expect(await numbers().isVisible()).toBe(false);
    await region().getByText("Show the numbers").click();
    await visible(numbers());
    expect(await numbers().locator("tbody tr").count()).toBe(30);
    const todayRow = numbers()
      .locator("tbody tr")
      .filter({
        has: page().locator(`time[datetime="${today}"]`),
      });
    expect((await todayRow.locator("td").allTextContents()).slice(1)).toEqual(["3", "6", "2"]);

    // The pages, each a link to the page on the site, with the leads their visits brought.
    const gots = line("Top pages", GOTS);
    expect(await cells("Top pages", GOTS)).toEqual([
      expect.stringContaining(GOTS),
      "2",
      "3",
      "2",
      "1",
      "100.0%",
    ]);
    expect(await gots.getByRole("link").getAttribute("href")).toBe(`${admin.server.url}${GOTS}`);

    // Where they came from, in words: no referring site is "Direct or not known". One visitor
    // brought both leads: 200 leads per 100 visitors.
    const fromFacebook = ["1", "2", "1", "200.0%"];
    expect(await cells("Sources", "facebook.com")).toEqual(["facebook.com", ...fromFacebook]);
    await visible(line("Sources", "Direct or not known"));
    await visible(line("Sources", "google.com"));
    expect(await cells("Campaigns", CAMPAIGN)).toEqual([CAMPAIGN, ...fromFacebook]);
    await visible(line("Campaigns", "No campaign"));
    await visible(line("Languages", "English"));
    await visible(line("Languages", "Khmer"));
    await visible(line("Devices", "Phone"));
    await visible(line("Devices", "Desktop"));
    const text = (await page().locator("main").textContent()) ?? "";
    expect(text).not.toMatch(/pageViews|conversionRate|utmCampaign|nothingFound|\bnull\b/);

    await expectNoSeriousAxeViolations(page(), "insights at 1280 px");
    await card("Top pages").scrollIntoViewIfNeeded();
    await shot(page(), "insights-1280-tables");
  });

  it("shows what visitors searched for and what found nothing, each opening the site's results", async () => {
    await page().setViewportSize(DESKTOP);
    const searched = card("What visitors searched for");
    await searched.scrollIntoViewIfNeeded();
    await visible(searched.getByText("4 searches in these days, 1 of them found nothing."));
    expect(await cells("What visitors searched for", "gots")).toEqual([
      expect.stringContaining("gots"),
      "2",
    ]);
    expect(await cells("What visitors searched for", "zebra xylophone")).toEqual([
      expect.stringContaining("zebra xylophone"),
      "1",
    ]);
    // The Khmer word as it was typed, marked Khmer, in the Khmer font.
    const khmer = line("What visitors searched for", KHMER_WORD);
    expect(await khmer.locator("td").allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^${KHMER_WORD}.*Khmer$`)),
      "1",
    ]);
    const word = khmer.getByText(KHMER_WORD, { exact: true });
    expect(await word.getAttribute("lang")).toBe("km");
    expect(await word.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"Noto Sans Khmer"/,
    );
    await expect
      .poll(() =>
        page().evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.includes("Noto Sans Khmer") && face.status === "loaded",
          ),
        ),
      )
      .toBe(true);

    // Each a link to what the site finds for it, in the language it was searched in.
    const results = (name: string) =>
      line("What visitors searched for", name).getByRole("link").first();
    expect(await results("gots").getAttribute("href")).toBe(`${admin.server.url}/search?q=gots`);
    expect(await results("gots").getAttribute("target")).toBe("_blank");
    expect(await results(KHMER_WORD).getAttribute("href")).toBe(
      `${admin.server.url}/km/search?${new URLSearchParams({ q: KHMER_WORD })}`,
    );

    // Only the words the site does not have found nothing, with what to do about them.
    const nothing = card("Searches that found nothing");
    await visible(nothing.getByText(/Add them to the page that answers them/));
    expect(await cells("Searches that found nothing", "zebra xylophone")).toEqual([
      expect.stringContaining("zebra xylophone"),
      "1",
    ]);
    expect(await nothing.locator("tbody tr").count()).toBe(1);
    await expectNoSeriousAxeViolations(page(), "insights' searches at 1280 px");
    await shot(page(), "insights-1280-searches");
  });

  it("switches between 7, 30 and 90 days and the admin's own, kept in the address", async () => {
    await page().setViewportSize(DESKTOP);
    await choice("Last 7 days").click();
    await expect.poll(search).toBe("?days=7");
    await visible(region().getByText(/^Last 7 days: /));
    await expect.poll(() => numbers().locator("tbody tr").count()).toBe(7);
    expect(await total("Visitors").textContent()).toMatch(/Visitors\s*3/);

    await choice("Last 90 days").click();
    await expect.poll(search).toBe("?days=90");
    await expect.poll(() => numbers().locator("tbody tr").count()).toBe(90);

    // Back is the 7 days again; a reload keeps them.
    await page().goBack();
    await expect.poll(search).toBe("?days=7");
    await expect.poll(() => choice("Last 7 days").getAttribute("aria-pressed")).toBe("true");
    await page().reload();
    await visible(region());
    await expect.poll(() => choice("Last 7 days").getAttribute("aria-pressed")).toBe("true");
    await visible(total("Visitors"));

    // Custom starts from the days on screen.
    await choice("Custom").click();
    const first = region().getByLabel("First day");
    const last = region().getByLabel("Last day");
    await visible(first);
    expect(await last.inputValue()).toBe(today);
    expect(search()).toBe(`?from=${await first.inputValue()}&to=${today}`);

    // A first day after the last is refused beside the field, and nothing is asked.
    const asked: string[] = [];
    page().on("request", (request) => {
      if (request.url().includes("/api/admin/insights")) asked.push(request.url());
    });
    const yesterday = officeDay(Date.now() - DAY_MS);
    await first.fill(today);
    await last.fill(yesterday);
    await region().getByRole("button", { name: "Show these days" }).click();
    await visible(region().getByText("The first day must come before the last"));
    expect(await last.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => last.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(asked).toEqual([]);
    await expectNoSeriousAxeViolations(page(), "insights with a refused period");
    await shot(page(), "insights-custom-refused");

    // Days before the visits: nothing counted, said in words.
    const long = officeDay(Date.now() - 40 * DAY_MS);
    await first.fill(long);
    await last.fill(officeDay(Date.now() - 35 * DAY_MS));
    await region().getByRole("button", { name: "Show these days" }).click();
    await expect.poll(search).toBe(`?from=${long}&to=${officeDay(Date.now() - 35 * DAY_MS)}`);
    await visible(region().getByText("No visits counted in these days"));
    await visible(region().getByText(/without cookies: each visitor is counted once a day/));
    await visible(
      card("What visitors searched for").getByText("Nobody searched the site in these days."),
    );
    await visible(
      card("Searches that found nothing").getByText("Every search in these days found something."),
    );
    expect(await choice("Custom").getAttribute("aria-pressed")).toBe("true");
    await expectNoSeriousAxeViolations(page(), "insights of quiet days");
    await shot(page(), "insights-empty");

    // Today alone, reloaded: still the admin's own days, with today's figures.
    await first.fill(today);
    await last.fill(today);
    await region().getByRole("button", { name: "Show these days" }).click();
    await expect.poll(search).toBe(`?from=${today}&to=${today}`);
    await page().reload();
    await visible(region());
    expect(await region().getByLabel("First day").inputValue()).toBe(today);
    await expect.poll(() => total("Leads").textContent()).toMatch(/Leads\s*2/);
  });

  it("fits 390 px: totals two to a row, the chart the screen's width, lines stacked", async () => {
    await page().setViewportSize(PHONE);
    try {
      await page().goto(`${admin.server.url}/admin/insights`);
      await visible(total("Visitors"));
      await expect.poll(() => total("Visitors").textContent()).toMatch(/Visitors\s*3/);
      const chart = page().getByRole("img", { name: /^Chart of visitors and leads per day/ });
      const canvas = await visible(chart.locator("canvas"));
      const box = (await canvas.first().boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.width).toBeGreaterThan(250);
      await page().evaluate(() => window.scrollTo(0, 0));
      await shot(page(), "insights-390");

      await region().getByText("Show the numbers").click();
      await visible(numbers());
      // The breakdowns as lists, each line's figures named.
      const gots = line("Top pages", GOTS);
      await visible(gots);
      expect(await gots.textContent()).toMatch(/Leads\s*2/);
      expect(await line("Campaigns", CAMPAIGN).textContent()).toMatch(/Won audits\s*1/);

      // No line's figures run past its box.
      const overflowing = await page().evaluate(() =>
        [...document.querySelectorAll("main li, main td")]
          .filter((item) => item.scrollWidth > item.clientWidth + 1)
          .map((item) => item.textContent),
      );
      expect(overflowing).toEqual([]);
      const scrollWidth = () => page().evaluate(() => document.scrollingElement!.scrollWidth);
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousAxeViolations(page(), "insights at 390 px");
      await card("Top pages").scrollIntoViewIfNeeded();
      await shot(page(), "insights-390-tables");
      await shot(page(), "insights-390-full", true);
    } finally {
      await page().setViewportSize(DESKTOP);
    }
  });

  it("is no area of a translator's, whose role does not include it", async () => {
    const { server, browser } = admin;
    const context = await signedInMember(browser, server, {
      email: TRANSLATOR,
      role: "translator",
      name: "Sophea",
      password: PASSWORD,
    });
    const translator: Page = await context.newPage();
    try {
      await openPanel(translator, server);
      const areas = await translator
        .getByRole("tablist", { name: "Admin areas" })
        .getByRole("tab")
        .allTextContents();
      expect(areas).toContain("Pages");
      expect(areas).not.toContain("Insights");
      // The area's address opens the first area this role has instead.
      await translator.goto(`${server.url}/admin/insights`);
      await visible(translator.getByRole("heading", { name: "Admin Panel" }));
      await expect.poll(() => new URL(translator.url()).pathname).not.toBe("/admin/insights");
      expect(await translator.getByRole("region", { name: "Insights" }).count()).toBe(0);
      // The server refuses it too.
      const refused = await context.request.get(
        `${server.url}/api/admin/insights?from=${today}&to=${today}`,
      );
      expect(refused.status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});
