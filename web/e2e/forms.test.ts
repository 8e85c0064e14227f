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

describe.skipIf(!hasBrowser)("forms", () => {
  beforeAll(async () => {
    server = await startSiteServer();
    browser = await launchBrowser();
    page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      reducedMotion: "reduce",
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

    it("sends, stores the request, shows the success toast and resets", async () => {
      await page.goto(server.url, { waitUntil: "networkidle" });
      await formsReady(page, 2);
      await form().getByLabel("Full name").fill("Sok Dara");
      await form().getByLabel("Email").fill("dara@factory.test");
      await form().getByLabel("Phone").fill("+855 12 345 678");
      await form().getByLabel("Service").selectOption({ index: 1 });
      await form().getByLabel("Message").fill("We need GOTS certification for two dyeing sites.");
      await form().getByRole("button", { name: "Request Quote" }).click();
      await expectToast(
        "Quote request sent!",
        "Thank you for your interest. We'll prepare a customized quote and get back to you soon.",
      );
      await expect.poll(() => form().getByLabel("Full name").inputValue()).toBe("");
      const stored = await storedSubmissions(server);
      const quote = stored.find((s) => s.email === "dara@factory.test");
      expect(quote).toMatchObject({
        kind: "quote",
        name: "Sok Dara",
        phone: "+855 12 345 678",
        message: "We need GOTS certification for two dyeing sites.",
      });
      expect(quote?.service).toMatch(/Products Certification/);
      expect(quote?.page).toBe("/");
      expect(await toast().count()).toBeLessThanOrEqual(1);
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
      let release: () => void = () => {};
      await page.route("**/api/quote", async (route) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
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
      await expectToast(
        "Quote request sent!",
        "Thank you for your interest. We'll prepare a customized quote and get back to you soon.",
      );
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
      ).toEqual(["name", "email", "phone", "service", "message", "website"]);
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
      const honeypot = form().locator('input[name="website"]');
      expect(await honeypot.getAttribute("tabindex")).toBe("-1");
      expect(await honeypot.evaluate((el) => !!el.closest('[aria-hidden="true"]'))).toBe(true);
      const box = await honeypot.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    });
  });

  describe("Contact Us (home)", () => {
    const form = () => page.getByRole("form", { name: "Contact Us" });

    it("validates, really sends, stores the message and promises a reply within 24 hours", async () => {
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
      await form().getByRole("button", { name: "Send Message" }).click();
      await expectToast(
        "Message sent successfully!",
        "Thank you for contacting us. We'll get back to you within 24 hours.",
      );
      await expect.poll(() => form().getByLabel("Message").inputValue()).toBe("");
      const stored = await storedSubmissions(server);
      expect(stored.find((s) => s.email === "sophea@brand.test")).toMatchObject({
        kind: "contact",
        name: "Chan Sophea",
        company: "Brand Co",
        message: "Do you offer SLCP verification in Cambodia?",
      });
    });

    it("keeps what the visitor wrote when sending fails", async () => {
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
      await page
        .getByText("Message sent successfully!", { exact: true })
        .waitFor({ timeout: 8000 });
      const stored = await storedSubmissions(server);
      // The business sees which page the lead came from.
      expect(stored.find((s) => s.email === "vanna@supplier.test")).toMatchObject({
        kind: "contact",
        page: "/pillars/supply-chain-management",
      });

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
