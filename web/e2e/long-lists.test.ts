import { growFirstServiceGroup } from "@app/api/testing/grow-site";
import { hasBrowser, seriousAxeViolations, startUsingPage } from "@app/testing/browser";
import { screenshot } from "@app/testing/screenshots";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { siteWithBrowser, watchConsole } from "./helpers.ts";

/**
 * Issue 34: a service group of many standards reads well on a phone, a page at a time, with
 * the home page leading there.
 */
const site = siteWithBrowser();
const ADDED = 40;

describe.skipIf(!hasBrowser)("a service group of many standards on a phone", () => {
  let anchor = "";
  let title = "";
  let total = 0;

  beforeAll(async () => {
    const admin = site.server.client(await site.server.login());
    let standards: string[];
    ({ anchor, title, standards } = await growFirstServiceGroup(admin, "ll", ADDED));
    total = standards.length;
  });

  // bypassCSP: the accessibility check injects its script.
  const phone = () =>
    site.browser.newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  const standardNames = (page: Page) =>
    page.locator('section[aria-labelledby="group-standards"] li h3').allTextContents();

  it("shows 24 standards a page, moves to the next and back, and keeps each page's address", async () => {
    const page = await phone();
    const problems = watchConsole(page);
    await page.goto(`${site.server.url}/services/${anchor}`, { waitUntil: "networkidle" });
    const pages = Math.ceil(total / 24);
    const pager = page.getByRole("navigation", { name: /pages$/ });
    expect(await pager.getByText(`Page 1 of ${pages}`).isVisible()).toBe(true);
    const first = await standardNames(page);
    expect(first).toHaveLength(24);
    await startUsingPage(page);
    await pager.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(`**/services/${anchor}?page=2`);
    await pager.getByText(`Page 2 of ${pages}`).waitFor();
    const second = await standardNames(page);
    expect(second).toHaveLength(Math.min(24, total - 24));
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    expect(await page.title()).toContain(`Page 2 of ${pages}`);
    await screenshot(page, "long-list-page-2-phone", { fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await pager.getByRole("link", { name: "Previous" }).click();
    await page.waitForURL(`**/services/${anchor}`);
    expect(await standardNames(page)).toHaveLength(24);
    // A reload of a later page is the same page, rendered by the server.
    await page.goto(`${site.server.url}/services/${anchor}?page=${pages}`, {
      waitUntil: "networkidle",
    });
    expect(await standardNames(page)).toContain("Standard LL40");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("leads a long group from the home page to its own page", async () => {
    const page = await phone();
    await page.goto(site.server.url, { waitUntil: "networkidle" });
    const card = page.locator(`article#${anchor}`);
    await card.scrollIntoViewIfNeeded();
    await startUsingPage(page);
    const showAll = card.getByRole("link", { name: `Show All about ${title}` });
    await showAll.scrollIntoViewIfNeeded();
    await screenshot(card, "long-list-home-card-phone");
    await showAll.click();
    await page.waitForURL(`**/services/${anchor}`);
    await page.getByText(`Page 1 of ${Math.ceil(total / 24)}`).waitFor();
    expect(await standardNames(page)).toHaveLength(24);
    await page.close();
  });
});
