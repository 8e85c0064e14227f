import { addStandardCopies } from "@app/api/testing/grow-site";
import { siteTextEn } from "@app/contract/site-text-en";
import {
  type CertificationSummary,
  type StandardList,
  standardListAddress,
} from "@app/contract/standard-lists";
import { hasBrowser } from "@app/testing/browser";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { formsReady, siteWithBrowser, storedSubmissions, watchConsole } from "./helpers.ts";

/**
 * Issue 34: the quote form's standard field lists the chosen service group's standards, read
 * when the group is chosen, so the page itself carries no list of every standard. On a phone.
 */
const site = siteWithBrowser();
const { forms } = siteTextEn;
const poll = expect.poll;

interface Group {
  anchor: string;
  title: string;
}

interface Services {
  groups: Group[];
  quoteText: string;
}

const standardLabel = (s: CertificationSummary) => `${s.name} – ${s.fullName}`;

async function listOf(anchor: string | null): Promise<CertificationSummary[]> {
  const res = await fetch(site.server.url + standardListAddress(anchor, "en"));
  return ((await res.json()) as StandardList).standards;
}

/** The options a select offers, by their words. */
const optionTexts = (select: Locator) =>
  select.locator("option").evaluateAll((options) => options.map((o) => o.textContent ?? ""));

const boxOf = async (select: Locator) => {
  const box = (await select.boundingBox())!;
  return { x: box.x, y: box.y, width: box.width, height: box.height };
};

describe.skipIf(!hasBrowser)("the quote form's standards, a group at a time, on a phone", () => {
  let groups: Group[] = [];
  let quoteText = "";
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    const res = await fetch(`${site.server.url}/api/content-json/services`);
    ({ groups, quoteText } = ((await res.json()) as { content: Services }).content);
  });

  async function openPage(path: string) {
    context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    page = await context.newPage();
    problems = watchConsole(page);
    await page.goto(site.server.url + path);
    return page;
  }
  afterEach(async () => {
    expect(problems).toEqual([]);
    await context?.close();
  });

  const quoteForm = () => page.getByRole("form", { name: forms.requestQuotation });
  const serviceField = () => quoteForm().getByLabel(forms.service, { exact: true });
  const standardField = () => quoteForm().getByLabel(forms.standard);

  it("picks a group, then one of its standards while the field keeps its place, and sends the quote", async () => {
    await openPage("/");
    await formsReady(page, 2);
    const group = groups[1]!;
    const standards = await listOf(group.anchor);
    // Held until the test says: the field shows that it is reading meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const lists: string[] = [];
    await page.route("**/api/site/**", async (route) => {
      lists.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    const before = await boxOf(standardField());
    expect(await optionTexts(standardField())).toEqual([forms.anyStandard]);

    await serviceField().selectOption(group.title);
    await poll(() => standardField().getAttribute("aria-busy")).toBe("true");
    expect(await optionTexts(standardField())).toEqual([forms.loadingStandards]);
    expect(await boxOf(standardField())).toEqual(before);
    release();
    await poll(() => optionTexts(standardField())).toEqual([
      forms.anyStandard,
      ...standards.map(standardLabel),
    ]);
    expect(await standardField().getAttribute("aria-busy")).toBeNull();
    expect(await boxOf(standardField())).toEqual(before);
    expect(lists).toEqual([`/api/site/service-groups/${group.anchor}/standards`]);

    const chosen = standards[1]!;
    await standardField().selectOption(chosen.slug);
    await quoteForm().getByLabel(forms.fullName).fill("Lim Sreyneang");
    await quoteForm().getByLabel(forms.email).fill("sreyneang@mill.test");
    await quoteForm().getByLabel(forms.message).fill("Two sites, one management system.");
    await quoteForm().getByRole("button", { name: forms.submitQuote }).tap();
    const panel = page.locator("[data-form-confirmation]");
    await panel.waitFor({ timeout: 10_000 });
    expect((await panel.textContent())?.replace(/\s+/g, " ")).toContain(standardLabel(chosen));
    const lead = (await storedSubmissions(site.server)).find(
      (s) => s.email === "sreyneang@mill.test",
    );
    expect(lead).toMatchObject({ kind: "quote", service: group.title, standard: chosen.slug });
  });

  it("arrives from a quote link with the standard and its group chosen, and the group's others to choose from", async () => {
    await openPage("/quote?standard=gots");
    // As the server sent it, before any script: the choice is there.
    expect(await serviceField().inputValue()).toBe(groups[0]!.title);
    expect(await standardField().inputValue()).toBe("gots");
    await formsReady(page);
    const standards = await listOf(groups[0]!.anchor);
    await poll(() => optionTexts(standardField())).toEqual([
      forms.anyStandard,
      ...standards.map(standardLabel),
    ]);
    expect(await standardField().inputValue()).toBe("gots");
    expect(await serviceField().inputValue()).toBe(groups[0]!.title);
    await standardField().selectOption("ocs");
    expect(await standardField().inputValue()).toBe("ocs");
  });

  it("lists a group's standards when the group was chosen with no press or key, as autofill does", async () => {
    await openPage("/quote");
    const group = groups[1]!;
    // Chrome's autofill sets the value and fires input and change, with no focus, key or tap.
    await serviceField().evaluate((select: HTMLSelectElement, title) => {
      select.value = title;
      select.dispatchEvent(new Event("input", { bubbles: true }));
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }, group.title);
    const standards = await listOf(group.anchor);
    await poll(() => optionTexts(standardField())).toEqual([
      forms.anyStandard,
      ...standards.map(standardLabel),
    ]);
    expect(await serviceField().inputValue()).toBe(group.title);
  });

  it("chooses a group in place from its quote button on the home page, its standards listed", async () => {
    await openPage("/");
    await formsReady(page, 2);
    const group = groups[2]!;
    await page
      .locator(`article#${group.anchor}`)
      .getByRole("link", { name: `${quoteText} ${siteTextEn.chrome.aboutTopic(group.title)}` })
      .tap();
    await poll(() => serviceField().inputValue()).toBe(group.title);
    const standards = await listOf(group.anchor);
    await poll(() => optionTexts(standardField())).toEqual([
      forms.anyStandard,
      ...standards.map(standardLabel),
    ]);
    expect(await standardField().inputValue()).toBe("");
  });

  it("says so when the list cannot be read, loses nothing typed, and reads it again", async () => {
    await openPage("/quote");
    await formsReady(page);
    await page.route("**/api/site/**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await quoteForm().getByLabel(forms.fullName).fill("Kim Vanna");
    await quoteForm().getByLabel(forms.message).fill("Typed before the list failed.");
    await serviceField().selectOption(groups[3]!.title);
    const alert = quoteForm().getByRole("alert");
    await poll(() => alert.textContent()).toContain(forms.standardsFailed);
    expect(await quoteForm().getByLabel(forms.fullName).inputValue()).toBe("Kim Vanna");
    expect(await quoteForm().getByLabel(forms.message).inputValue()).toBe(
      "Typed before the list failed.",
    );
    expect(await serviceField().inputValue()).toBe(groups[3]!.title);

    await page.unroute("**/api/site/**");
    await alert.getByRole("button", { name: forms.tryAgain }).tap();
    const standards = await listOf(groups[3]!.anchor);
    await poll(() => optionTexts(standardField())).toEqual([
      forms.anyStandard,
      ...standards.map(standardLabel),
    ]);
    expect(await alert.count()).toBe(0);
    expect(await quoteForm().getByLabel(forms.fullName).inputValue()).toBe("Kim Vanna");
  });

  it("offers a standard no group lists under Other standards, and a link to it chooses that", async () => {
    const admin = site.server.client(await site.server.login());
    const [slug] = await addStandardCopies(admin, ["LONE1"]);
    await openPage("/");
    await formsReady(page, 2);
    expect(await optionTexts(serviceField())).toContain(forms.otherStandards);
    await serviceField().selectOption(forms.otherStandards);
    await poll(() => optionTexts(standardField())).toContain("LONE1 – Standard LONE1");
    expect(problems).toEqual([]);
    await context.close();

    await openPage(`/quote?standard=${slug}`);
    expect(await serviceField().inputValue()).toBe(forms.otherStandards);
    expect(await standardField().inputValue()).toBe(slug);
    await formsReady(page);
    await poll(() => optionTexts(standardField())).toEqual([
      forms.anyStandard,
      ...(await listOf(null)).map(standardLabel),
    ]);
    expect(await standardField().inputValue()).toBe(slug);
  });

  it("renders the chosen standard with JavaScript off", async () => {
    context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    page = await context.newPage();
    problems = [];
    await page.goto(`${site.server.url}/quote?standard=ocs`);
    expect(await serviceField().inputValue()).toBe(groups[0]!.title);
    expect(await standardField().inputValue()).toBe("ocs");
    expect(await optionTexts(standardField())).toEqual([
      forms.anyStandard,
      "OCS – Organic Content Standard",
    ]);
  });
});
