import type { TestServer } from "@app/api/testing";
import { hasBrowser, launchBrowser } from "@app/testing/browser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsReady, startSiteServer, storedSubmissions, watchConsole } from "./helpers.ts";

let server: TestServer;
let browser: Browser;
let page: Page;
let messages: string[];

const toast = () => page.getByRole("region", { name: /Notifications/ }).getByRole("status");

async function expectToast(title: string, description: string) {
  await page.getByText(title, { exact: true }).waitFor({ timeout: 8000 });
  await page.getByText(description, { exact: true }).waitFor({ timeout: 2000 });
}

/** When the business usually answers (the contact section's words). */
async function replyTime(): Promise<string> {
  const answer = await fetch(`${server.url}/api/content-json/contact`);
  return ((await answer.json()) as { content: { replyTime: string } }).content.replyTime;
}

/**
 * The confirmation that took a sent form's place: in a status region, focused, with the
 * title, the thanks, where and when the answer comes, and what was sent. Returns its text and
 * the reference it shows (null when the server gave none).
 */
async function expectConfirmation(expected: {
  title: string;
  thanks: string;
  email: string;
  sent: string[];
}): Promise<{ text: string; reference: string | null }> {
  const panel = page.locator("[data-form-confirmation]");
  await panel.waitFor({ timeout: 8000 });
  expect(await panel.evaluate((el) => el.parentElement?.getAttribute("role"))).toBe("status");
  await expect.poll(() => panel.evaluate((el) => el === document.activeElement)).toBe(true);
  const text = ((await panel.textContent()) ?? "").replace(/\s+/g, " ");
  expect(text).toContain(expected.title);
  expect(text).toContain(expected.thanks);
  expect(text).toContain(`We will answer you at ${expected.email}. ${await replyTime()}`);
  expect(await panel.getByText("What you sent", { exact: true }).count()).toBe(1);
  for (const value of expected.sent) expect(text).toContain(value);
  // A success is no toast that fades: only the confirmation says it.
  expect(await toast().count()).toBe(0);
  return { text, reference: /Your reference: ([QC]-\d{5})/.exec(text)?.[1] ?? null };
}

/** "Send another" brings back the empty form. */
async function sendAnother(form: () => ReturnType<Page["getByRole"]>) {
  await page.getByRole("button", { name: "Send another" }).click();
  await form().waitFor();
  expect(await page.locator("[data-form-confirmation]").count()).toBe(0);
  expect(await form().getByLabel("Full name").inputValue()).toBe("");
  expect(await form().getByLabel("Message").inputValue()).toBe("");
}

describe.skipIf(!hasBrowser)("forms", () => {
  beforeAll(async () => {
    server = await startSiteServer();
    browser = await launchBrowser();
    page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
    });
    messages = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  describe("Request a Quotation (hero)", () => {
    const form = () => page.getByRole("form", { name: "Request a Quotation" });

    it("shows each field's message and sends nothing while invalid", async () => {
      await page.goto(server.url, { waitUntil: "networkidle" });
      await formsReady(page, 2);
      let posted = 0;
      await page.route("**/api/quote", (route) => {
        posted++;
        return route.continue();
      });
      await form().getByLabel("Phone").fill("123");
      await form().getByRole("button", { name: "Request Quote" }).click();
      for (const text of [
        "Name must be at least 2 characters",
        "Please enter a valid email address",
        "Please enter a valid phone number",
        "Please specify the service you're interested in",
        "Message must be at least 10 characters",
      ]) {
        await form().getByText(text).waitFor();
      }
      const name = form().getByLabel("Full name");
      expect(await name.getAttribute("aria-invalid")).toBe("true");
      const describedBy = await name.getAttribute("aria-describedby");
      expect(await page.locator(`#${describedBy}`).textContent()).toBe(
        "Name must be at least 2 characters",
      );
      expect(posted).toBe(0);
      await page.unroute("**/api/quote");
    });

    it("sends, stores the request, shows a lasting confirmation with its reference, then an empty form", async () => {
      await page.goto(server.url, { waitUntil: "networkidle" });
      await formsReady(page, 2);
      await form().getByLabel("Full name").fill("Sok Dara");
      await form().getByLabel("Email").fill("dara@factory.test");
      await form().getByLabel("Phone").fill("+855 12 345 678");
      await form().getByLabel("Service").selectOption({ index: 1 });
      await form().getByLabel("Message").fill("We need GOTS certification for two dyeing sites.");
      await form().getByLabel("Standard").selectOption("gots");
      await form().getByRole("button", { name: "Request Quote" }).click();
      const { reference } = await expectConfirmation({
        title: "Quote request sent!",
        thanks:
          "Thank you for your interest. We'll prepare a customized quote and get back to you soon.",
        email: "dara@factory.test",
        sent: [
          "Products Certification",
          "GOTS – Global Organic Textile Standard",
          "+855 12 345 678",
          "We need GOTS certification for two dyeing sites.",
        ],
      });
      expect(reference).toMatch(/^Q-\d{5}$/);
      const stored = await storedSubmissions(server);
      const quote = stored.find((s) => s.email === "dara@factory.test");
      expect(quote).toMatchObject({
        kind: "quote",
        name: "Sok Dara",
        phone: "+855 12 345 678",
        standard: "gots",
        standardName: "GOTS",
        reference,
        message: "We need GOTS certification for two dyeing sites.",
      });
      expect(quote?.service).toMatch(/Products Certification/);
      expect(quote?.page).toBe("/");
      // It stays until the visitor asks for the form again, which comes back empty.
      await page.waitForTimeout(1000);
      expect(await page.locator("[data-form-confirmation]").isVisible()).toBe(true);
      await sendAnother(form);
      expect(await form().getByLabel("Standard").inputValue()).toBe("");
    });

    it("keeps the values and shows the server's error text when sending fails", async () => {
      await page.goto(server.url, { waitUntil: "networkidle" });
      await formsReady(page, 2);
      await page.route("**/api/quote", (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: "Our quotation service is unavailable." }),
        }),
      );
      await form().getByLabel("Full name").fill("Sok Dara");
      await form().getByLabel("Email").fill("dara@factory.test");
      await form().getByLabel("Service").selectOption({ index: 2 });
      await form().getByLabel("Message").fill("Please call me about ISO 9001.");
      const button = form().getByRole("button", { name: "Request Quote" });
      await button.click();
      await expectToast("Error sending request", "Our quotation service is unavailable.");
      expect(await form().getByLabel("Full name").inputValue()).toBe("Sok Dara");
      expect(await form().getByLabel("Message").inputValue()).toBe(
        "Please call me about ISO 9001.",
      );
      await page.unroute("**/api/quote");
      // Without an error text the default one shows.
      await page.route("**/api/quote", (route) => route.fulfill({ status: 502, body: "" }));
      await button.click();
      await expectToast(
        "Error sending request",
        "Something went wrong. Please try again or contact us directly.",
      );
      await page.unroute("**/api/quote");
    });

    it("disables the button and reads Sending... while sending", async () => {
      await page.goto(server.url, { waitUntil: "networkidle" });
      await formsReady(page, 2);
      // The gate exists before the request does: the button may read "Sending..." before
      // the route handler runs, and a release then must still reach the held reply.
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/quote", async (route) => {
        await released;
        await route.fulfill({
          status: 200,
          contentType: "application/json",
          body: '{"success":true}',
        });
      });
      await form().getByLabel("Full name").fill("Sok Dara");
      await form().getByLabel("Email").fill("dara@factory.test");
      await form().getByLabel("Service").selectOption({ index: 3 });
      await form().getByLabel("Message").fill("Audit for our new site, please.");
      await form().getByRole("button", { name: "Request Quote" }).click();
      const sending = form().getByRole("button", { name: "Sending..." });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      release();
      // Without a reference from the server, the confirmation names none.
      const { text, reference } = await expectConfirmation({
        title: "Quote request sent!",
        thanks:
          "Thank you for your interest. We'll prepare a customized quote and get back to you soon.",
        email: "dara@factory.test",
        sent: ["Audit for our new site, please."],
      });
      expect(reference).toBeNull();
      expect(text).not.toContain("Your reference");
      await page.unroute("**/api/quote");
    });

    it("loads no form code until a visitor starts on a form, then checks as before", async () => {
      const fresh = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const scripts: string[] = [];
      fresh.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await fresh.goto(server.url, { waitUntil: "networkidle" });
      await formsReady(fresh, 2);
      const beforeUse = scripts.length;
      // The server's markup is a complete form: named fields, nothing waiting for a library.
      const quote = fresh.getByRole("form", { name: "Request a Quotation" });
      expect(
        await quote.locator("[name]").evaluateAll((els) => els.map((e) => e.getAttribute("name"))),
      ).toEqual(["name", "email", "phone", "service", "standard", "message", "website"]);
      await fresh.waitForTimeout(500);
      expect(scripts.length).toBe(beforeUse);
      await quote.getByLabel("Full name").fill("A");
      await expect.poll(() => scripts.length).toBeGreaterThan(beforeUse);
      await quote.getByRole("button", { name: "Request Quote" }).click();
      await quote.getByText("Name must be at least 2 characters").waitFor();
      // The first field in error has the focus, and fixing it clears its message.
      await expect.poll(() => fresh.evaluate(() => document.activeElement?.id)).toBe("quote-name");
      await quote.getByLabel("Full name").fill("Sok Dara");
      await expect
        .poll(() => quote.getByText("Name must be at least 2 characters").count())
        .toBe(0);
      expect(await quote.getByText("Please enter a valid email address").count()).toBe(1);
      await fresh.close();
    });

    it("hides the honeypot from people and assistive technology", async () => {
      await page.goto(server.url, { waitUntil: "networkidle" });
      await formsReady(page, 2);
      const honeypot = form().locator('input[name="website"]');
      expect(await honeypot.getAttribute("tabindex")).toBe("-1");
      expect(await honeypot.evaluate((el) => !!el.closest('[aria-hidden="true"]'))).toBe(true);
      const box = await honeypot.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    });
  });

  describe("Contact Us (home)", () => {
    const form = () => page.getByRole("form", { name: "Contact Us" });

    it("validates, really sends, stores the message and meeting time, and promises a reply within 24 hours", async () => {
      await page.goto(`${server.url}/#contact`, { waitUntil: "networkidle" });
      await formsReady(page, 2);
      await form().getByRole("button", { name: "Send Message" }).click();
      for (const text of [
        "Name must be at least 2 characters",
        "Please enter a valid email address",
        "Message must be at least 10 characters",
      ]) {
        await form().getByText(text).waitFor();
      }
      await form().getByLabel("Full name").fill("Chan Sophea");
      await form().getByLabel("Email").fill("sophea@brand.test");
      await form().getByLabel("Company").fill("Brand Co");
      await form().getByLabel("Message").fill("Do you offer SLCP verification in Cambodia?");
      // A meeting time in the past is refused, on its field, which gets the focus.
      const appointment = form().getByLabel("Preferred date and time to meet");
      await appointment.fill("2020-01-06T10:00");
      await form().getByRole("button", { name: "Send Message" }).click();
      await form()
        .getByText("Please choose a date and time between now and one year ahead")
        .waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe("contact-appointment");
      // Two weeks ahead at 10:00, Phnom Penh time.
      const meeting = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      await appointment.fill(`${meeting}T10:00`);
      await form().getByRole("button", { name: "Send Message" }).click();
      const { reference } = await expectConfirmation({
        title: "Message sent successfully!",
        thanks: "Thank you for contacting us. We'll get back to you within 24 hours.",
        email: "sophea@brand.test",
        sent: ["Brand Co", "Meeting asked for", "Do you offer SLCP verification in Cambodia?"],
      });
      expect(reference).toMatch(/^C-\d{5}$/);
      const stored = await storedSubmissions(server);
      const message = stored.find((s) => s.email === "sophea@brand.test");
      expect(message).toMatchObject({
        kind: "contact",
        name: "Chan Sophea",
        company: "Brand Co",
        reference,
        message: "Do you offer SLCP verification in Cambodia?",
      });
      expect(Date.parse(message!.appointmentAt!)).toBe(Date.parse(`${meeting}T10:00:00+07:00`));
      await sendAnother(form);
    });

    it("keeps what the visitor wrote when sending fails", async () => {
      // A fresh page (going to the same address with its #hash would only scroll).
      await page.goto("about:blank");
      await page.goto(`${server.url}/#contact`, { waitUntil: "networkidle" });
      await formsReady(page, 2);
      await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "" }));
      await form().getByLabel("Full name").fill("Chan Sophea");
      await form().getByLabel("Email").fill("sophea@brand.test");
      await form().getByLabel("Message").fill("A long question that must not be lost.");
      await form().getByRole("button", { name: "Send Message" }).click();
      await expectToast(
        "Error sending message",
        "Something went wrong. Please try again or contact us directly.",
      );
      expect(await form().getByLabel("Message").inputValue()).toBe(
        "A long question that must not be lost.",
      );
      await page.unroute("**/api/contact");
    });
  });

  describe("Contact Our Experts (pillar footer)", () => {
    const form = () => page.getByRole("form", { name: "Contact Our Experts" });

    it("sends with the server's message, and keeps values on failure", async () => {
      await page.goto(`${server.url}/pillars/supply-chain-management`, {
        waitUntil: "networkidle",
      });
      await formsReady(page, 1);
      expect(await page.getByRole("heading", { name: "Contact Our Experts" }).count()).toBe(1);
      await form().getByRole("button", { name: "Send Message" }).click();
      await form().getByText("Name must be at least 2 characters").waitFor();
      await form().getByLabel("Full name").fill("Lim Vanna");
      await form().getByLabel("Email").fill("vanna@supplier.test");
      await form().getByLabel("Message").fill("We want to map our fabric suppliers.");
      await form().getByRole("button", { name: "Send Message" }).click();
      await expectConfirmation({
        title: "Message sent successfully!",
        thanks: "Thank you for contacting us. We'll get back to you within 24 hours.",
        email: "vanna@supplier.test",
        sent: ["We want to map our fabric suppliers."],
      });
      const stored = await storedSubmissions(server);
      // The business sees which page the lead came from.
      expect(stored.find((s) => s.email === "vanna@supplier.test")).toMatchObject({
        kind: "contact",
        page: "/pillars/supply-chain-management",
      });
      await sendAnother(form);

      await page.route("**/api/contact", (route) => route.fulfill({ status: 503, body: "" }));
      await form().getByLabel("Full name").fill("Lim Vanna");
      await form().getByLabel("Email").fill("vanna@supplier.test");
      await form().getByLabel("Message").fill("Second message that must stay.");
      await form().getByRole("button", { name: "Send Message" }).click();
      await expectToast("Error sending message", "Something went wrong. Please try again.");
      expect(await form().getByLabel("Message").inputValue()).toBe(
        "Second message that must stay.",
      );
      await page.unroute("**/api/contact");
      expect(messages.filter((m) => !/status of 50\d/.test(m))).toEqual([]);
    });
  });
});
