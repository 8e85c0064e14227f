import { type SiteText, siteTextEn } from "@app/contract/site-text-en";
import { siteTextKm } from "@app/contract/site-text-km";
import { hasBrowser, startUsingPage } from "@app/testing/browser";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsReady, siteWithBrowser, storedSubmissions } from "./helpers.ts";

/**
 * Issue "Every button leads a buyer to the right form": every quote, contact, appointment and
 * learn-more button leads where its words promise, a visitor's quote from a standard's page
 * arrives with that standard, the header is one calm row and its Services menu works.
 */

const site = siteWithBrowser();

type Language = "en" | "km";
const TEXT: Record<Language, SiteText> = { en: siteTextEn, km: siteTextKm };

/** A site path in a language: `/quote` is `/km/quote` in Khmer, `/#contact` is `/km/#contact`. */
const local = (language: Language, path: string) => (language === "km" ? `/km${path}` : path);

/** The pages whose buttons the table covers, as English paths. */
const PAGES = [
  "/",
  "/certifications/gots",
  "/pillars/capacity-building",
  "/about",
  "/services/products-certification",
];

/** What a page is about, which its quote buttons without a topic of their own choose. */
const PAGE_CHOICE: Record<string, QuoteChoice> = {
  "/certifications/gots": { standard: "gots" },
  "/services/products-certification": { service: "products-certification" },
};

interface QuoteChoice {
  standard?: string;
  service?: string;
}

interface Group {
  anchor: string;
  title: string;
  standards: string[];
}

/** The words a language's pages really show on their buttons: content and interface text. */
interface Words {
  language: Language;
  quote: string[];
  contact: string[];
  appointment: string[];
  learnMore: string[];
  /** The about section's story link ("Learn More About Us"): the about page. */
  aboutUs: string;
  /** The quote form: its name and its send button's. */
  quoteForm: string;
  submitQuote: string;
  quoteTitle: string;
  aboutTopic: (topic: string) => string;
  groups: Group[];
  /** Each standard's short name (what a quote button's topic says), by slug. */
  standardNames: Map<string, string>;
}

/** A section's content as a language's pages show it (`?lang=km`: Khmer laid over English). */
async function content<T>(section: string, language: Language): Promise<T> {
  const query = language === "km" ? "?lang=km" : "";
  const answer = await fetch(`${site.server.url}/api/content-json/${section}${query}`);
  if (!answer.ok) throw new Error(`${section}: ${answer.status}`);
  return ((await answer.json()) as { content: T }).content;
}

type Texts = Record<string, string>;

const wordsCache = new Map<Language, Promise<Words>>();
function wordsOf(language: Language): Promise<Words> {
  let words = wordsCache.get(language);
  if (!words) {
    words = loadWords(language);
    wordsCache.set(language, words);
  }
  return words;
}

async function loadWords(language: Language): Promise<Words> {
  const [hero, services, training, getStarted, certificationPage, about] = await Promise.all([
    content<Texts>("hero", language),
    content<Texts & { groups: Group[] }>("services", language),
    content<Texts>("training", language),
    content<Texts>("get-started", language),
    content<Texts>("certification-page", language),
    content<Texts>("about", language),
  ]);
  const slugs = [...new Set(services.groups.flatMap((group) => group.standards))];
  const names = await Promise.all(
    slugs.map(async (slug) => {
      const standard = await content<{ name: string }>(`certification:${slug}`, language);
      return [slug, standard.name] as const;
    }),
  );
  const { chrome, forms } = TEXT[language];
  return {
    language,
    quote: [
      chrome.getQuote,
      hero.ctaText!,
      services.quoteText!,
      training.quoteText!,
      getStarted.quoteText!,
      certificationPage.quoteText!,
    ],
    contact: [chrome.contact, certificationPage.contactText!, about.contactText!],
    appointment: [hero.appointmentText!],
    learnMore: [services.learnMoreText!],
    aboutUs: about.storyLinkText!,
    quoteForm: forms.requestQuotation,
    submitQuote: forms.submitQuote,
    quoteTitle: hero.quoteTitle!,
    aboutTopic: chrome.aboutTopic,
    groups: services.groups,
    standardNames: new Map(names),
  };
}

/**
 * English words that say where a button goes, whatever text the content gives it: a new
 * English button with these words is in the table even if its words are in no list above.
 */
const ENGLISH_PROMISES = {
  quote: /\bquot/i,
  contact: /\bcontact/i,
  appointment: /\bappointment/i,
  learnMore: /\blearn more\b/i,
} as const;

type Promised = keyof typeof ENGLISH_PROMISES;

/** What a button's name promises: one or more of quote, contact, appointment, learn more. */
function promisesOf(name: string, words: Words): Promised[] {
  const says = (phrases: string[]) => phrases.some((phrase) => name.includes(phrase));
  const lists: Record<Promised, string[]> = {
    quote: words.quote,
    contact: words.contact,
    appointment: words.appointment,
    learnMore: words.learnMore,
  };
  return (Object.keys(lists) as Promised[]).filter(
    (promise) =>
      says(lists[promise]) || (words.language === "en" && ENGLISH_PROMISES[promise].test(name)),
  );
}

/** A link or button as a visitor finds it: its role, accessible name and target. */
interface Control {
  /** Its position among the page's `a[href], button` elements (to find it again). */
  nth: number;
  role: "link" | "button";
  name: string;
  href: string | null;
  /** A button's type and the accessible name of its form. */
  type: string | null;
  form: string | null;
}

const CONTROLS = "a[href], button";

/** Every visible link and button in `scope`, with its accessible name. */
function visibleControls(page: Page, scope = "body"): Promise<Control[]> {
  return page.evaluate(
    ({ selector, scope }) => {
      const text = (node: Node): string => {
        let out = "";
        for (const child of node.childNodes) {
          if (child.nodeType === Node.TEXT_NODE) out += child.textContent;
          if (!(child instanceof Element)) continue;
          if (child.getAttribute("aria-hidden") === "true") continue;
          if (child instanceof HTMLImageElement) {
            out += ` ${child.alt} `;
            continue;
          }
          if (child instanceof HTMLElement && getComputedStyle(child).display === "none") continue;
          out += ` ${child.getAttribute("aria-label") ?? text(child)} `;
        }
        return out;
      };
      const nameOf = (element: Element) => {
        const label = element.getAttribute("aria-label");
        const labelledBy = element.getAttribute("aria-labelledby");
        const name = label
          ? label
          : labelledBy
            ? labelledBy
                .split(/\s+/)
                .map((id) => text(document.getElementById(id) ?? document.createElement("i")))
                .join(" ")
            : text(element);
        return name.replace(/\s+/g, " ").trim();
      };
      const root = document.querySelector(scope)!;
      return [...document.querySelectorAll(selector)].flatMap((element, nth) => {
        if (!root.contains(element) || !(element instanceof HTMLElement)) return [];
        const box = element.getBoundingClientRect();
        const shown =
          element.checkVisibility({ visibilityProperty: true }) &&
          box.width > 0 &&
          box.height > 0 &&
          !element.closest("[aria-hidden=true], [inert]");
        if (!shown) return [];
        const button = element instanceof HTMLButtonElement ? element : null;
        return [
          {
            nth,
            role: button ? ("button" as const) : ("link" as const),
            name: nameOf(element),
            href: element.getAttribute("href"),
            type: button?.type ?? null,
            form: button?.form ? nameOf(button.form) : null,
          },
        ];
      });
    },
    { selector: CONTROLS, scope },
  );
}

/** The choice a quote address makes; anything else in its query is a problem. */
function choiceOf(url: URL): QuoteChoice | string {
  const choice: QuoteChoice = {};
  for (const [key, value] of url.searchParams) {
    if (key !== "standard" && key !== "service") return `unexpected query "${key}"`;
    choice[key] = value;
  }
  return choice;
}

const sameChoice = (a: QuoteChoice, b: QuoteChoice) =>
  (a.standard ?? "") === (b.standard ?? "") && (a.service ?? "") === (b.service ?? "");

/** What a quote button should choose: the topic its name ends with, else its page's. */
function expectedChoice(name: string, words: Words, path: string): QuoteChoice {
  for (const group of words.groups) {
    if (name.endsWith(words.aboutTopic(group.title))) return { service: group.anchor };
  }
  for (const [slug, standardName] of words.standardNames) {
    if (name.endsWith(words.aboutTopic(standardName))) return { standard: slug };
  }
  return PAGE_CHOICE[path] ?? {};
}

/** Where a button must lead, as one promise; a text naming what is wrong, else null. */
function wrongTarget(
  control: Control,
  promise: Promised,
  words: Words,
  path: string,
): string | null {
  const { language } = words;
  if (control.role === "button") {
    // The one button that says "quote" without leading anywhere: the quote form's own.
    const sendsQuote =
      promise === "quote" &&
      control.type === "submit" &&
      control.form === words.quoteForm &&
      control.name === words.submitQuote;
    return sendsQuote ? null : `a button, not a link to the ${promise} form`;
  }
  if (!control.href) return "no href";
  const url = new URL(control.href, site.server.url);
  if (url.origin !== site.server.url) return `leaves the site for ${url.origin}`;
  switch (promise) {
    case "quote": {
      if (url.pathname !== local(language, "/quote")) return `leads to ${url.pathname}`;
      const choice = choiceOf(url);
      if (typeof choice === "string") return choice;
      const expected = expectedChoice(control.name, words, path);
      return sameChoice(choice, expected)
        ? null
        : `chooses ${JSON.stringify(choice)}, expected ${JSON.stringify(expected)}`;
    }
    case "contact":
    case "appointment": {
      const target = local(language, `/#${promise}`);
      return `${url.pathname}${url.search}${url.hash}` === target ? null : `not ${target}`;
    }
    case "learnMore": {
      if (control.name === words.aboutUs) {
        return url.pathname === local(language, "/about") ? null : "not the about page";
      }
      const group = words.groups.find(
        (g) => url.pathname === local(language, `/services/${g.anchor}`),
      );
      if (!group) return `not a service group's page: ${url.pathname}`;
      return control.name.endsWith(words.aboutTopic(group.title))
        ? null
        : `its name is not about ${group.title}`;
    }
  }
}

/** Decodes the few entities the server's HTML uses in text. */
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** A target address checked once: what its page must show for the promise. */
const destinations = new Map<string, Promise<string | null>>();
function wrongDestination(href: string, promise: Promised, words: Words): Promise<string | null> {
  const key = `${words.language} ${promise} ${href}`;
  let checked = destinations.get(key);
  if (!checked) {
    checked = checkDestination(href, promise, words);
    destinations.set(key, checked);
  }
  return checked;
}

async function checkDestination(
  href: string,
  promise: Promised,
  words: Words,
): Promise<string | null> {
  const url = new URL(href, site.server.url);
  const answer = await fetch(url, { redirect: "manual" });
  if (answer.status !== 200) return `${href} answers ${answer.status}`;
  const html = await answer.text();
  const h1 = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!).trim());
  if (promise === "quote") {
    if (h1[0] !== words.quoteTitle) return `${href}: h1 ${JSON.stringify(h1)}`;
    const choice = choiceOf(url) as QuoteChoice;
    const selected = [...html.matchAll(/<option value="([^"]+)" selected="">/g)].map((m) => m[1]);
    const group = choice.service ? words.groups.find((g) => g.anchor === choice.service) : null;
    const expected = [
      ...(group ? [escapeHtml(group.title)] : []),
      ...(choice.standard
        ? [
            escapeHtml(
              words.groups.find((g) => g.standards.includes(choice.standard!))?.title ?? "?",
            ),
            choice.standard,
          ]
        : []),
    ];
    return JSON.stringify(selected) === JSON.stringify(expected)
      ? null
      : `${href} comes with ${JSON.stringify(selected)} chosen, expected ${JSON.stringify(expected)}`;
  }
  if (promise === "contact") {
    return /<section id="contact"[\s\S]*?<form[^>]*>/.test(html)
      ? null
      : `${href}: no contact form`;
  }
  if (promise === "appointment") {
    return /id="appointment"[\s\S]{0,3000}?type="datetime-local"/.test(html)
      ? null
      : `${href}: no meeting field`;
  }
  if (url.pathname.endsWith("/about")) return h1.length === 1 ? null : `${href}: no h1`;
  const group = words.groups.find((g) => url.pathname.endsWith(`/services/${g.anchor}`));
  return h1.length === 1 && h1[0] === group?.title
    ? null
    : `${href}: h1 ${JSON.stringify(h1)}, expected ${group?.title}`;
}

/** Polls as expect.poll does, for up to 5 s: the VM may be busy with other work. */
const poll = <T>(check: () => T | Promise<T>, options: { message?: string } = {}) =>
  expect.poll(check, { timeout: 5000, ...options });

/** Waits until React has hydrated an element (parts of the home page hydrate as they near). */
async function live(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await poll(() =>
    control.evaluate((element) => Object.keys(element).some((k) => k.startsWith("__reactProps"))),
  ).toBe(true);
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
/** The sticky header's bottom edge, in the viewport. */
const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector("header")!.getBoundingClientRect().bottom);

/** Clears the focus, so what a click focuses is seen as its doing. */
const blur = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/**
 * On the home page, once its scripts run, a button keeps its promise in place: the quote
 * card comes into view with its first field focused and the button's choice made, the
 * contact form or the meeting field comes into view; the address stays.
 */
async function followInPlace(
  page: Page,
  target: Locator,
  control: Control,
  promise: Promised,
  words: Words,
): Promise<string | null> {
  if (control.role === "button" || promise === "learnMore") return null;
  await live(target);
  await blur(page);
  const address = page.url();
  await target.click();
  // Brought to the top of the window, just below the sticky header (its scroll margin).
  const landed = async (id: string) => {
    const top = await topOf(page, id);
    const below = await headerBottom(page);
    return top >= below - 2 && top <= below + 120;
  };
  try {
    if (promise === "quote") {
      await poll(() => activeId(page)).toBe("quote-name");
      await poll(() => landed("quote")).toBe(true);
      const choice = choiceOf(new URL(control.href!, site.server.url)) as QuoteChoice;
      const group = words.groups.find((g) => g.anchor === choice.service);
      if (group) {
        await poll(() => page.locator("#quote-service").inputValue()).toBe(group.title);
      }
      await poll(() => page.locator("#quote-standard").inputValue()).toBe(choice.standard ?? "");
    } else if (promise === "contact") {
      // The section takes the focus, so the next Tab goes on from there.
      await poll(() => activeId(page)).toBe("contact");
      await poll(() => landed("contact")).toBe(true);
    } else {
      await poll(() => activeId(page)).toBe("contact-appointment");
      await poll(() => landed("appointment")).toBe(true);
    }
  } catch (error) {
    return `in place: ${(error as Error).message.split("\n")[0]}`;
  }
  return page.url() === address ? null : `the address changed to ${page.url()}`;
}

/** The table of one page's promising buttons: name, target and what is wrong, if anything. */
interface Row {
  name: string;
  href: string | null;
  promises: Promised[];
  problem: string | null;
}

async function promisingRows(page: Page, words: Words, path: string, scope?: string) {
  const rows: (Row & { control: Control })[] = [];
  for (const control of await visibleControls(page, scope)) {
    const promises = promisesOf(control.name, words);
    if (promises.length === 0) continue;
    // A button keeps its promise if it keeps one of the promises its words make.
    const problems = promises.map((promise) => wrongTarget(control, promise, words, path));
    const kept = problems.indexOf(null);
    let problem = kept < 0 ? problems.join("; ") : null;
    if (!problem && control.href) {
      problem = await wrongDestination(control.href, promises[kept]!, words);
    }
    // The name as assistive technology computes it is the one read here.
    const named = page.getByRole(control.role, { name: control.name, exact: true });
    if ((await named.count()) === 0) problem = `no ${control.role} is named so`;
    rows.push({ control, name: control.name, href: control.href, promises, problem });
  }
  return rows;
}

const VIEWPORTS = [
  { width: 1280, height: 900, phone: false },
  { width: 390, height: 844, phone: true },
] as const;

describe.skipIf(!hasBrowser)("every button leads a buyer to the right form", () => {
  describe.each(
    VIEWPORTS.flatMap((viewport) =>
      (["en", "km"] as const).map((language) => ({ ...viewport, language })),
    ),
  )("at $width px in $language", ({ width, height, phone, language }) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await site.browser.newContext({
        viewport: { width, height },
        ...(phone && { hasTouch: true, isMobile: true }),
      });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(PAGES)("%s: each quote, contact, appointment and learn-more button", async (path) => {
      const words = await wordsOf(language);
      await page.goto(site.server.url + local(language, path));
      // As the server sends the page, before any script: plain links that work.
      const rows = await promisingRows(page, words, path);
      const table = rows.map(({ name, href, promises, problem }) => ({
        name,
        href,
        promises,
        problem,
      }));

      // What a visitor must find on each page (the header's Get Quote stands in the phone menu
      // below 768 px).
      const names = rows.map((row) => row.name);
      const { chrome } = TEXT[language];
      const quoteLinks = rows.filter((row) => row.promises.includes("quote") && row.href);
      if (!phone) expect(names).toContain(chrome.getQuote);
      if (path === "/") {
        expect(names).toContain(words.quote[1]); // hero: Request a Quotation
        expect(names).toContain(words.appointment[0]);
        expect(names).toContain(words.quote[3]); // training
        expect(names).toContain(words.quote[4]); // closing block: Get Quote Now
        for (const group of words.groups) {
          expect(names).toContain(`${words.quote[2]} ${words.aboutTopic(group.title)}`);
          expect(names).toContain(`${words.learnMore[0]} ${words.aboutTopic(group.title)}`);
        }
        expect(names).toContain(words.aboutUs);
      }
      if (path === "/certifications/gots") {
        expect(rows.filter((row) => row.name === words.quote[5]).length).toBeGreaterThan(0);
        expect(names).toContain(words.contact[1]);
      }
      if (path === "/services/products-certification") {
        expect(quoteLinks.length).toBeGreaterThan(words.groups[0]!.standards.length);
      }

      // The phone menu offers Get Quote too.
      let menuRows: typeof rows = [];
      if (phone) {
        await startUsingPage(page);
        await page.getByRole("button", { name: chrome.openMenu }).click();
        await page.locator("dialog[open]").waitFor();
        menuRows = await promisingRows(page, words, path, "dialog[open]");
        expect(menuRows.map((row) => row.name)).toContain(chrome.getQuote);
        table.push(
          ...menuRows.map(({ name, href, promises, problem }) => ({
            name: `menu: ${name}`,
            href,
            promises,
            problem,
          })),
        );
      }
      console.info(
        `${width} px ${local(language, path)}: ${table.length} buttons\n${table
          .map(
            (row) =>
              `  ${row.promises.join("+")}: ${row.name} -> ${row.href}${row.problem ? `  !! ${row.problem}` : ""}`,
          )
          .join("\n")}`,
      );
      expect(table.filter((row) => row.problem)).toEqual([]);

      // Once the visitor has started, each button does what it said, from the table's own
      // buttons: on the home page in place; elsewhere a quote button opens the quote page with
      // its choice made.
      if (!phone) await startUsingPage(page);
      if (path === "/") {
        const problems: string[] = [];
        if (phone) {
          const menu = page.locator("dialog[open]");
          const quote = menu.getByRole("link", { name: chrome.getQuote, exact: true });
          await blur(page);
          await quote.click();
          await menu.waitFor({ state: "detached" });
          await poll(() => activeId(page)).toBe("quote-name");
          expect(page.url()).toBe(site.server.url + local(language, "/"));
        }
        // The page's buttons as they are now (hydrated), each followed in turn.
        const now = await promisingRows(page, words, path);
        expect(now.map((row) => [row.name, row.href])).toEqual(
          rows.map((row) => [row.name, row.href]),
        );
        for (const row of now) {
          for (const promise of row.promises) {
            const target = page.locator(CONTROLS).nth(row.control.nth);
            const problem = await followInPlace(page, target, row.control, promise, words);
            if (problem) problems.push(`${row.name}: ${problem}`);
          }
        }
        expect(problems).toEqual([]);
      } else {
        // The first quote button (the header's, or the phone menu's) after the scripts ran.
        const first = phone
          ? menuRows.find((row) => row.promises.includes("quote"))
          : quoteLinks[0];
        const href = first!.href!;
        await page.locator(CONTROLS).nth(first!.control.nth).click();
        await page.waitForURL(site.server.url + href);
        const choice = choiceOf(new URL(href, site.server.url)) as QuoteChoice;
        const form = page.getByRole("form", { name: words.quoteForm });
        await poll(() => form.getByLabel(TEXT[language].forms.standard).inputValue()).toBe(
          choice.standard ?? "",
        );
      }
    });
  });

  describe("a buyer on a phone asks for a GOTS quote", () => {
    // Both languages at once: each waits 6 s to see that its confirmation stays.
    it.concurrent.each([
      { language: "en" as const, service: "Products Certification" },
      { language: "km" as const, service: "វិញ្ញាបនកម្មផលិតផល" },
    ])(
      "in $language: taps Get Quote on the GOTS page, sends with GOTS chosen, keeps a confirmation with a reference, and the lead records GOTS",
      async ({ language, service }) => {
        const text = TEXT[language];
        const words = await wordsOf(language);
        const context = await site.browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          hasTouch: true,
          isMobile: true,
        });
        try {
          const page = await context.newPage();
          await page.goto(site.server.url + local(language, "/certifications/gots"));
          // The page's own Get Quote (the header's stands in the phone menu at this width).
          await page
            .getByRole("main")
            .getByRole("link", { name: words.quote[5], exact: true })
            .first()
            .tap();
          const address = `${local(language, "/quote")}?standard=gots`;
          await page.waitForURL(site.server.url + address);
          const form = page.getByRole("form", { name: words.quoteForm });
          const standard = form.getByLabel(text.forms.standard);
          const serviceField = form.getByLabel(text.forms.service, { exact: true });
          // Chosen in the page as the server sent it, and still once its scripts run.
          expect(await standard.inputValue()).toBe("gots");
          expect(await serviceField.inputValue()).toBe(service);
          await formsReady(page);
          expect(await standard.inputValue()).toBe("gots");
          expect(await serviceField.inputValue()).toBe(service);

          const email = `gots-${language}@buyer.test`;
          await form.getByLabel(text.forms.fullName).fill("Keo Malis");
          await form.getByLabel(text.forms.email).fill(email);
          await form.getByLabel(text.forms.phone).fill("+855 17 222 333");
          await form
            .getByLabel(text.forms.message)
            .fill("GOTS scope certificate for our knitting mill.");
          await form.getByRole("button", { name: text.forms.submitQuote }).tap();

          const status = page
            .getByRole("status")
            .filter({ has: page.locator("[data-form-confirmation]") });
          await status.waitFor({ timeout: 10_000 });
          const panel = status.locator("[data-form-confirmation]");
          await poll(() => panel.evaluate((el) => el === document.activeElement)).toBe(true);
          const shown = ((await panel.textContent()) ?? "").replace(/\s+/g, " ");
          expect(shown).toContain(text.toasts.quoteSuccess.title);
          expect(shown).toContain(text.answers.quoteReceived);
          expect(shown).toContain(text.confirmation.answerTo(email));
          expect(shown).toContain("GOTS");
          const reference = new RegExp(`${text.confirmation.reference}: (Q-\\d{5})`).exec(
            shown,
          )?.[1];
          expect(reference).toMatch(/^Q-\d{5}$/);
          // It stays: no toast that fades after a few seconds.
          await page.waitForTimeout(6000);
          expect(await panel.isVisible()).toBe(true);
          expect((await panel.textContent()) ?? "").toContain(reference!);
          expect(await form.count()).toBe(0);

          const lead = (await storedSubmissions(site.server)).find((s) => s.email === email);
          expect(lead).toMatchObject({
            kind: "quote",
            standard: "gots",
            standardName: "GOTS",
            service,
            reference,
            page: address,
          });
        } finally {
          await context.close();
        }
      },
    );
  });

  it("brings the first invalid field of a phone's form into view below the sticky header, focused", async () => {
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = await context.newPage();
      const { forms, validation } = siteTextEn;
      const contactTitle = (await content<Texts>("contact", "en")).title!;
      const cases = [
        // The name field hidden under the sticky header; the visitor taps Send.
        { path: "/quote", formName: forms.requestQuotation, prefix: "quote-page", hide: "under" },
        { path: "/#contact", formName: contactTitle, prefix: "contact", hide: "under" },
        // The name field far above; the visitor presses Enter in a later field.
        { path: "/quote", formName: forms.requestQuotation, prefix: "quote-page", hide: "above" },
      ] as const;
      for (const { path, formName, prefix, hide } of cases) {
        const at = `${path}, name field ${hide}`;
        await page.goto("about:blank");
        await page.goto(site.server.url + path);
        await formsReady(page);
        const form = page.getByRole("form", { name: formName });
        await form.getByLabel(forms.email, { exact: true }).fill("buyer@phone.test");
        await form.getByLabel(forms.message, { exact: true }).fill("Ten words at least, here.");
        const field = page.locator(`#${prefix}-name`);
        const box = () =>
          field.evaluate((el) => {
            const { top, bottom } = el.getBoundingClientRect();
            return { top, bottom };
          });
        if (hide === "under") {
          await field.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 10));
          const { top } = await box();
          expect(top, at).toBeLessThan(await headerBottom(page));
          await form.getByRole("button", { name: /^(Request Quote|Send Message)$/ }).tap();
        } else {
          await field.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom + 40));
          expect((await box()).bottom, at).toBeLessThan(0);
          await page
            .locator(`#${prefix}-email`)
            .evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
          await page.keyboard.press("Enter");
        }
        await form.getByText(validation.name).waitFor();
        await poll(() => activeId(page), { message: at }).toBe(`${prefix}-name`);
        const inView = async () => {
          const { top, bottom } = await box();
          return top >= (await headerBottom(page)) && bottom <= 844;
        };
        await poll(inView, { message: at }).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  describe("the header", () => {
    it.each(["en", "km"] as const)(
      "is one row at 1024, 1280 and 1920 px, readable and still (%s)",
      async (language) => {
        // As most visitors come: motion allowed (test contexts reduce it unless told).
        const context = await site.browser.newContext({
          viewport: { width: 1024, height: 800 },
          reducedMotion: "no-preference",
        });
        try {
          const page = await context.newPage();
          const least = language === "km" ? 16 : 14;
          for (const width of [1024, 1280, 1920]) {
            await page.setViewportSize({ width, height: 800 });
            await page.goto(site.server.url + local(language, "/"));
            // Nothing moves in the header once the page is there, nor once the visitor starts.
            const running = () =>
              page.evaluate(() => {
                const header = document.querySelector("header")!;
                return document
                  .getAnimations()
                  .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
                  .filter((target) => target && header.contains(target))
                  .map((target) => `${target!.tagName}.${target!.className}`);
              });
            expect(await running(), `${width} px`).toEqual([]);
            if (width === 1024) {
              await startUsingPage(page);
              expect(await running(), `${width} px, started`).toEqual([]);
            }
            const layout = await page.evaluate(() => {
              const header = document.querySelector("header")!;
              const nav = header.querySelector("nav")!;
              const row = header.firstElementChild!;
              const box = (el: Element) => el.getBoundingClientRect();
              const items = [...nav.querySelectorAll(":scope > ul > li")].map(
                (li) => li.querySelector("a, button")!,
              );
              return {
                header: box(header).height,
                rowParts: [...row.children].map((el) => ({
                  top: box(el).top,
                  bottom: box(el).bottom,
                  height: box(el).height,
                  left: box(el).left,
                  right: box(el).right,
                })),
                navShown: getComputedStyle(nav).display !== "none",
                items: items.map((el) => ({
                  text: el.textContent?.trim(),
                  top: box(el).top,
                  height: box(el).height,
                  right: box(el).right,
                  fontSize: Number.parseFloat(getComputedStyle(el).fontSize),
                })),
                overflow: document.documentElement.scrollWidth - window.innerWidth,
              };
            });
            const at = `${language} at ${width} px: ${JSON.stringify(layout)}`;
            expect(layout.navShown, at).toBe(true);
            // Services, Training & Development, Resources, About Us, Contact.
            expect(layout.items, at).toHaveLength(5);
            const tops = layout.items.map((item) => Math.round(item.top));
            expect(Math.max(...tops) - Math.min(...tops), at).toBeLessThanOrEqual(1);
            for (const item of layout.items)
              expect(item.fontSize, at).toBeGreaterThanOrEqual(least);
            // Logo, navigation and actions side by side, none over another, the header as
            // high as its tallest part and its padding.
            const parts = layout.rowParts;
            expect(parts, at).toHaveLength(3);
            const tallest = Math.max(...parts.map((part) => part.height));
            expect(layout.header, at).toBeLessThanOrEqual(tallest + 24);
            for (let i = 1; i < parts.length; i++) {
              expect(parts[i]!.left, at).toBeGreaterThanOrEqual(parts[i - 1]!.right - 0.5);
            }
            expect(layout.overflow, at).toBeLessThanOrEqual(0);
          }
        } finally {
          await context.close();
        }
      },
    );

    it.each(["en", "km"] as const)(
      "opens its Services menu with a click and with Enter, lists each group, closes on Escape (%s)",
      async (language) => {
        const { chrome } = TEXT[language];
        const words = await wordsOf(language);
        const context = await site.browser.newContext({
          viewport: { width: 1280, height: 900 },
        });
        try {
          const page = await context.newPage();
          await page.goto(site.server.url + local(language, "/about"));
          await startUsingPage(page);
          const nav = page.getByRole("navigation", { name: chrome.mainNavigation });
          const button = nav.getByRole("button", {
            name: `${chrome.services}: ${chrome.servicesMenu}`,
          });
          const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
          const isFocused = () => button.evaluate((el) => el === document.activeElement);
          expect(await button.getAttribute("aria-expanded")).toBe("false");
          expect(await list.isVisible()).toBe(false);

          const listsEachGroup = async () => {
            expect(await button.getAttribute("aria-expanded")).toBe("true");
            await list.waitFor();
            const links = await list
              .getByRole("link")
              .evaluateAll((anchors) =>
                anchors.map((a) => [a.textContent?.trim(), a.getAttribute("href")]),
              );
            expect(links).toEqual([
              ...words.groups.map((g) => [g.title, local(language, `/services/${g.anchor}`)]),
              [chrome.allServices, local(language, "/#services")],
            ]);
          };

          // A click opens it; Escape closes it and gives the focus back to the button.
          await button.click();
          await listsEachGroup();
          await page.keyboard.press("Escape");
          await list.waitFor({ state: "hidden" });
          expect(await button.getAttribute("aria-expanded")).toBe("false");
          await poll(isFocused).toBe(true);

          // From the keyboard: Enter opens it, Tab goes into it, Escape closes it again.
          await page.keyboard.press("Enter");
          await listsEachGroup();
          await page.keyboard.press("Tab");
          await poll(() => page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
            local(language, `/services/${words.groups[0]!.anchor}`),
          );
          await page.keyboard.press("Escape");
          await list.waitFor({ state: "hidden" });
          await poll(isFocused).toBe(true);

          // A group leads to its page.
          await button.click();
          const last = words.groups.at(-1)!;
          await list.getByRole("link", { name: last.title, exact: true }).click();
          await page.waitForURL(site.server.url + local(language, `/services/${last.anchor}`));
          await poll(() => page.locator("h1").textContent()).toBe(last.title);
          expect(await list.isVisible()).toBe(false);
        } finally {
          await context.close();
        }
      },
    );
  });
});
