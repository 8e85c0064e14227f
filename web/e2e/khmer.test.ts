import { SITE_TEXTS } from "@app/contract";
import { hasBrowser, seriousAxeViolations, startUsingPage } from "@app/testing/browser";
import { screenshot } from "@app/testing/screenshots";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formsReady, siteWithBrowser, storedSubmissions, watchConsole } from "./helpers.ts";

const km = SITE_TEXTS.km;

/** Every Khmer word of the first h1 (by ICU's dictionary, as the browser breaks lines) and its lines. */
async function headingWords(page: Page) {
  return page.evaluate(() => {
    const heading = document.querySelector("h1")!;
    const node = [...heading.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) as Text;
    const whole = document.createRange();
    whole.selectNodeContents(node);
    const lines = new Set([...whole.getClientRects()].map((r) => Math.round(r.top)));
    const words = [...new Intl.Segmenter("km", { granularity: "word" }).segment(node.data)]
      .filter((segment) => segment.isWordLike && /[\u1780-\u17ff]/.test(segment.segment))
      .map(({ segment, index }) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return { word: segment, lines: tops.size };
      });
    return {
      lines: lines.size,
      words,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

describe.skipIf(!hasBrowser)("the site in Khmer, in a browser", () => {
  const site = siteWithBrowser();

  const open = async (path: string, width = 1280) => {
    const context = await site.browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    const messages = watchConsole(page);
    await page.goto(site.server.url + path, { waitUntil: "networkidle" });
    // A font is asked for when layout first needs its glyphs, which on a slow machine can come
    // after the network has gone quiet: lay the page out and wait for its fonts.
    await page.evaluate(async () => {
      void document.body.offsetHeight;
      await document.fonts.ready;
    });
    return { page, fonts, messages, close: () => context.close() };
  };

  it("draws Khmer pages in the Khmer web font, and English pages load only the switcher label's", async () => {
    const khmer = await open("/km/", 390);
    expect(await khmer.page.getAttribute("html", "lang")).toBe("km");
    expect(khmer.fonts.every((path) => /noto-sans-khmer-khmer-\d+-normal/.test(path))).toBe(true);
    expect(khmer.fonts.length).toBeGreaterThanOrEqual(1);
    const loaded = await khmer.page.evaluate(async () => {
      await document.fonts.ready;
      const family = getComputedStyle(document.querySelector("h1")!).fontFamily;
      return {
        family,
        loaded: [...document.fonts].filter(
          (font) => font.family.includes("Noto Sans Khmer") && font.status === "loaded",
        ).length,
      };
    });
    expect(loaded.family).toMatch(/^"Noto Sans Khmer"/);
    expect(loaded.loaded).toBeGreaterThanOrEqual(1);
    expect(khmer.messages).toEqual([]);
    await screenshot(khmer.page, "km-home-390", { fullPage: true, settle: false });
    await khmer.close();

    // English pages draw only the switcher's "ខ្មែរ" in Khmer, with its own tiny subset
    // (khmer-label.test.ts): never the whole font.
    const english = await open("/", 390);
    expect(english.fonts).toEqual([expect.stringMatching(/^\/assets\/khmer-label-[\w-]+\.woff2$/)]);
    await english.close();
  });

  it("keeps the visitor on the same page when they switch languages, in the header and the menu", async () => {
    const desktop = await open("/certifications/gots");
    await desktop.page.locator('header a[hreflang="km"]:visible').click();
    await desktop.page.waitForURL(`${site.server.url}/km/certifications/gots`);
    expect(await desktop.page.getAttribute("html", "lang")).toBe("km");
    await desktop.page.locator('header a[hreflang="en"]:visible').click();
    await desktop.page.waitForURL(`${site.server.url}/certifications/gots`);
    expect(await desktop.page.getAttribute("html", "lang")).toBe("en");
    await desktop.close();

    const phone = await open("/km/about", 390);
    await phone.page.getByRole("button", { name: km.chrome.openMenu }).click();
    const menu = phone.page.getByRole("dialog");
    await menu.waitFor();
    await menu.locator('a[hreflang="en"]').click();
    await phone.page.waitForURL(`${site.server.url}/about`);
    await phone.close();
  });

  it("moves between Khmer pages on the client and stays in Khmer", async () => {
    const { page, messages, close } = await open("/km/");
    // A link followed before the scripts have run is a plain page load, also in Khmer.
    await startUsingPage(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.locator("footer").getByRole("link", { name: km.chrome.aboutUs }).click();
    await page.waitForURL(`${site.server.url}/km/about`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await page.waitForFunction(() => document.title.startsWith("អំពីយើង |"));
    expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(
      `${site.server.url}/km/about`,
    );
    expect(messages).toEqual([]);
    await close();
  });

  it("says once, in Khmer, at the top of a Khmer page that still shows English, on every page the visitor opens", async () => {
    const phone = await open("/km/privacy", 390);
    const notice = phone.page.getByRole("note");
    expect(await notice.count()).toBe(1);
    expect(await notice.textContent()).toBe(km.chrome.englishShown);
    // Right under the header, above the page's own heading, and readable on a phone.
    const header = await phone.page.locator("header").boundingBox();
    const box = await notice.boundingBox();
    const heading = await phone.page.getByRole("heading", { level: 1 }).boundingBox();
    expect(Math.abs(box!.y - (header!.y + header!.height))).toBeLessThan(2);
    expect(box!.y + box!.height).toBeLessThanOrEqual(heading!.y);
    expect(box!.width).toBe(390);
    await screenshot(phone.page, "khmer-english-shown-notice-phone");
    // After the scripts run, and on a page reached on the client, still exactly one.
    await startUsingPage(phone.page);
    await phone.page.locator("footer").getByRole("link", { name: km.chrome.aboutUs }).click();
    await phone.page.waitForURL(`${site.server.url}/km/about`);
    await phone.page.waitForFunction(() => document.title.startsWith("អំពីយើង |"));
    expect(await phone.page.getByRole("note").count()).toBe(1);
    expect(phone.messages).toEqual([]);
    await phone.close();
    // An address spelt another way (percent-encoded) hydrates to the same page, notice and all.
    const spelt = await open("/km/%70rivacy", 390);
    await startUsingPage(spelt.page);
    expect(await spelt.page.getByRole("note").count()).toBe(1);
    expect(spelt.messages).toEqual([]);
    await spelt.close();
    // An English page never says it.
    const english = await open("/privacy", 390);
    expect(await english.page.getByRole("note").count()).toBe(0);
    await english.close();
  });

  it("filters the resources by their categories in Khmer", async () => {
    const { page, close } = await open("/km/");
    await page.locator("#resources").scrollIntoViewIfNeeded();
    // Pressed once the section has hydrated (a press before that does nothing).
    const choose = async (name: string) => {
      const button = page.getByRole("button", { name, exact: true });
      await expect
        .poll(async () => {
          await button.click();
          return button.getAttribute("aria-pressed");
        })
        .toBe("true");
    };
    // One resource is filed under Management Systems, two under Production Certification.
    await choose("ប្រព័ន្ធគ្រប់គ្រង");
    await page.getByText(km.chrome.resourcesFound(1)).waitFor({ state: "attached" });
    await choose("វិញ្ញាបនកម្មផលិតកម្ម");
    await page.getByText(km.chrome.resourcesFound(2)).waitFor({ state: "attached" });
    await close();
  });

  it("sends a quote from a Khmer page with every message in Khmer", async () => {
    const { page, close } = await open("/km/", 390);
    await formsReady(page);
    const form = page.getByRole("form", { name: km.forms.requestQuotation });
    await form.getByRole("button", { name: km.forms.submitQuote }).click();
    await form.getByText(km.validation.name).waitFor();
    expect(await form.getByText(km.validation.email).isVisible()).toBe(true);
    expect(await form.getByText(km.validation.message).isVisible()).toBe(true);

    await form.getByLabel(km.forms.fullName).fill("សុខ ដារ៉ា");
    await form.getByLabel(km.forms.email).fill("dara@factory.example");
    await form.getByLabel(km.forms.service).selectOption({ index: 1 });
    await form.getByLabel(km.forms.message).fill("យើងត្រូវការសវនកម្មសម្រាប់រោងចក្រពីរ។");
    await form.getByRole("button", { name: km.forms.submitQuote }).click();
    await page.getByText(km.toasts.quoteSuccess.title, { exact: true }).waitFor();
    await page.getByText(km.answers.quoteReceived, { exact: true }).waitFor();
    const [stored] = await storedSubmissions(site.server);
    expect(stored).toMatchObject({ name: "សុខ ដារ៉ា", page: "/km/" });
    await close();
  });

  it.each([
    "/km/",
    "/km/about",
    "/km/certifications/gots",
    "/km/pillars/capacity-building",
    "/km/privacy",
    "/km/no-such-page",
  ])("has no serious accessibility fault on %s", async (path) => {
    const { page, close } = await open(path);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });

  it("breaks a long Khmer heading between words at 390 px, never inside one", async () => {
    const cookie = await site.server.login();
    const current = await (await site.server.request("/api/content-json/hero@km")).json();
    const title =
      "សេវាវិញ្ញាបនកម្មផលិតផលវាយនភណ្ឌសរីរាង្គ និងការផ្ទៀងផ្ទាត់ខ្សែសង្វាក់ផ្គត់ផ្គង់សម្រាប់រោងចក្រកាត់ដេរនៅកម្ពុជា";
    const saved = await site.server.request("/api/admin/content", {
      method: "POST",
      cookie,
      json: {
        section: "hero@km",
        content: { ...current.content, title },
        version: current.version,
      },
    });
    expect(saved.status).toBe(200);
    for (const width of [390, 1280]) {
      const { page, close } = await open("/km/", width);
      await page.evaluate(() => document.fonts.ready);
      const { lines, words, overflow } = await headingWords(page);
      expect(lines, `${width} px`).toBeGreaterThanOrEqual(2);
      expect(words.length).toBeGreaterThan(5);
      expect(
        words.filter((w) => w.lines > 1).map((w) => w.word),
        `${width} px`,
      ).toEqual([]);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `km-long-heading-${width}`, { settle: false });
      await close();
    }
  });
});
