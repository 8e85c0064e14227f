import { LeadSourceSchema } from "@app/contract";
import { siteTextEn } from "@app/contract/site-text-en";
import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import {
  formsReady,
  PHONE_BROWSER,
  siteWithBrowser,
  storedSubmissions,
  watchConsole,
} from "./helpers.ts";

/**
 * Issues 36 and 38: where a lead came from. A visitor arrives on a phone from a campaign's
 * e-mail, reads a standard's page, goes on to the quote page by a plain link, and sends a
 * quote: the lead keeps the visit's first page, the referring site's host and the campaign,
 * with no cookie set and nothing kept in the browser (the server knows the visit's first page
 * from the day's count).
 */
const site = siteWithBrowser();
const { forms } = siteTextEn;

describe.skipIf(!hasBrowser)("where a lead came from", () => {
  it("keeps the campaign, first page and referring host of a visit through to its quote", async () => {
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      userAgent: PHONE_BROWSER,
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const url = site.server.url;
    await page.goto(
      `${url}/certifications/gots?utm_source=newsletter&utm_medium=email&utm_campaign=gots-2027`,
      { referer: "https://mail.example.org/inbox/42" },
    );
    // On to the quote page as a link does, before the page's scripts ever started.
    await page.goto(`${url}/quote`, { referer: `${url}/certifications/gots` });
    await formsReady(page);
    const form = page.getByRole("form", { name: forms.requestQuotation });
    const message = "Two sites; we read about GOTS in your newsletter.";
    await form.getByLabel(forms.fullName).fill("Chan Sophea");
    await form.getByLabel(forms.email).fill("sophea@mill.example");
    await form.getByLabel(forms.service, { exact: true }).selectOption({ index: 1 });
    await form.getByLabel(forms.message).fill(message);
    await form.getByRole("button", { name: forms.submitQuote }).tap();
    await page.locator("[data-form-confirmation]").waitFor({ timeout: 10_000 });
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.evaluate(async () => ({
        local: localStorage.length,
        session: sessionStorage.length,
        databases: (await indexedDB.databases()).length,
      })),
    ).toEqual({ local: 0, session: 0, databases: 0 });

    const lead = (await storedSubmissions(site.server)).find((s) => s.message === message)!;
    const cookie = await site.server.login();
    const detail = await site.server.request(`/api/admin/submissions/${lead.id}`, { cookie });
    const { source } = (await detail.json()) as { source: unknown };
    expect(LeadSourceSchema.parse(source)).toEqual({
      landingPage: "/certifications/gots",
      referrer: "mail.example.org",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "gots-2027",
      utmTerm: null,
      utmContent: null,
      device: "phone",
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
