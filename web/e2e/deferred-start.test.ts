import { hasBrowser, startUsingPage } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import {
  hydrated,
  siteWithBrowser,
  slowScripts,
  storedSubmissions,
  watchConsole,
} from "./helpers.ts";

const site = siteWithBrowser();

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

  it("replays a press made before the scripts arrived: the Services menu opens", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const release = await slowScripts(page);
    await page.goto(site.server.url, { waitUntil: "networkidle" });
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button");
    await services.click();
    await page.waitForTimeout(300);
    expect(await services.getAttribute("aria-expanded")).toBe("false");

    release();
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("true");
    await page.close();
  });

  it("holds no press the browser carries out itself: the phone menu opens at once", async () => {
    const page = await site.browser.newPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const release = await slowScripts(page);
    await page.goto(site.server.url, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).tap();
    expect(await page.locator("dialog[open]").count()).toBe(1);
    expect(await hydrated(page)).toBe(false);

    release();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await page.locator("dialog[open]").count()).toBe(1);
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
