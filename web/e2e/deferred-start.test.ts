import { hasBrowser, startUsingPage } from "@app/testing/browser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteWithBrowser, storedSubmissions, watchConsole } from "./helpers.ts";

const site = siteWithBrowser();

/** Holds every script until `release()`: the scripts arrive late. */
async function slowScripts(page: Page) {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) =>
  page.evaluate(() => "hydrated" in document.documentElement.dataset);

describe.skipIf(!hasBrowser)("scripts that wait for the visitor", () => {
  it("loads no script with the page, and hydrates once the visitor moves", async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const messages = watchConsole(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(site.server.url, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    expect(await hydrated(page)).toBe(false);

    await startUsingPage(page);
    expect(scripts.length).toBeGreaterThan(1);
    expect(messages).toEqual([]);
    await page.close();
  });

  it("replays a press made before the scripts arrived: the phone menu opens", async () => {
    const page = await site.browser.newPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const release = await slowScripts(page);
    await page.goto(site.server.url, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.waitForTimeout(300);
    expect(await page.locator("dialog[open]").count()).toBe(0);

    release();
    await page.locator("dialog[open]").waitFor();
    await page.close();
  });

  it("sends a quote submitted before the scripts arrived, once they have", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const release = await slowScripts(page);
    await page.goto(site.server.url, { waitUntil: "networkidle" });
    const form = page.getByRole("form", { name: "Request a Quotation" });
    await form.getByLabel("Full name").fill("Chan Sophea");
    await form.getByLabel("Email").fill("sophea@early.test");
    await form.getByLabel("Service").selectOption({ index: 2 });
    await form.getByLabel("Message").fill("Sent before the scripts had arrived.");
    await form.getByRole("button", { name: "Request Quote" }).click();
    await page.waitForTimeout(300);
    // Held, not sent as a plain HTML form (which would put the fields in the address).
    expect(new URL(page.url()).search).toBe("");

    release();
    await page.getByText("Quote request sent!", { exact: true }).waitFor({ timeout: 10_000 });
    const stored = await storedSubmissions(site.server);
    expect(stored.some((quote) => quote.email === "sophea@early.test")).toBe(true);
    await page.close();
  });

  it("hydrates the parts below the first screen as they come into view", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const messages = watchConsole(page);
    await page.goto(site.server.url, { waitUntil: "networkidle" });
    await startUsingPage(page);
    const contactForm = page.locator("#contact form");
    expect(await contactForm.getAttribute("data-ready")).not.toBe("true");

    await contactForm.scrollIntoViewIfNeeded();
    await page.locator("#contact form[data-ready=true]").waitFor();
    expect(messages).toEqual([]);
    await page.close();
  });
});
