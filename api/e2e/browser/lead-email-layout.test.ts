import { hasBrowser, launchBrowser } from "@app/testing/browser";
import { screenshot } from "@app/testing/screenshots";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LeadSubmission, leadEmail } from "../../src/mail/lead-email.ts";

/** The lead e-mail as a mail client draws it: readable on a phone, nothing cut off or run wide. */

const lead: LeadSubmission = {
  id: 1,
  kind: "quote",
  name: "Dara Sok",
  email: "dara.sok.procurement.department@a-very-long-factory-name-in-kandal.example",
  phone: "+855 12 345 678",
  company: null,
  service: "Products Certification (GOTS, GRS, OCS, RCS...)",
  standard: "oeko-tex-eco-passport",
  standardName: "OEKO-TEX ECO PASSPORT",
  appointmentAt: null,
  message: `We need GOTS certification for two dyeing sites.\nOur spec sheet: https://files.example/${"x".repeat(160)}\nThanks.`,
  page: "/certifications/gots?utm_source=newsletter&utm_campaign=november",
  createdAt: new Date("2026-11-23T08:05:00Z"),
};

describe.skipIf(!hasBrowser)("lead e-mail layout in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([390, 1280])("fits a %i px wide window, with every value shown", async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.setContent(leadEmail(lead, "https://www.company.example").html);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const text = (await page.locator("body").textContent()) ?? "";
    for (const value of [
      lead.name,
      lead.email,
      lead.phone!,
      lead.service!,
      lead.standardName!,
      "Q-00001",
      "Phnom Penh time",
    ]) {
      expect(text).toContain(value);
    }
    expect(await page.getByRole("link", { name: lead.email }).getAttribute("href")).toBe(
      `mailto:${lead.email}`,
    );
    await screenshot(page, `lead-email-${width}`, { fullPage: true, settle: false });
    await page.close();
  });
});
