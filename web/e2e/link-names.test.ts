import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import { siteWithBrowser } from "./helpers.ts";

const PUBLIC_PAGES = ["/", "/about", "/certifications/gots", "/pillars/capacity-building"];

/** Link words that say nothing about where a link goes (Lighthouse's English list). */
const VAGUE = /^(click here|here|learn more|more|more info|read more|see more|this)$/i;

const site = siteWithBrowser();

describe.skipIf(!hasBrowser)("link names", () => {
  it.each(PUBLIC_PAGES)(
    "%s: every link says where it goes, starting with the words on screen",
    async (path) => {
      const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(site.server.url + path, { waitUntil: "networkidle" });
      // The accessible names, as assistive technology reads them.
      const names = (await page.locator("body").ariaSnapshot())
        .split("\n")
        .map((line) => /^\s*- link "(.*)"/.exec(line)?.[1])
        .filter((name): name is string => name !== undefined);
      expect(names.length).toBeGreaterThan(10);
      expect(names.filter((name) => VAGUE.test(name.trim()))).toEqual([]);
      // The rendered text, as search engines read it; a descriptive name starts with it.
      const links = await page.$$eval("a[href]", (anchors) =>
        anchors.map((a) => ({
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (hidden text does not count)
          text: (a as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
          label: a.getAttribute("aria-label"),
        })),
      );
      expect(links.filter((link) => VAGUE.test(link.text))).toEqual([]);
      for (const { text, label } of links) {
        if (label && text) expect(label.toLowerCase()).toContain(text.toLowerCase());
      }
      await page.close();
    },
  );

  it("names the standards' Read More links after their standard", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(site.server.url, { waitUntil: "networkidle" });
    const group = page.locator("#products-certification");
    const gots = group.getByRole("link", {
      name: "Read More about Global Organic Textile Standard",
      exact: true,
    });
    expect(await gots.count()).toBe(1);
    expect(await gots.textContent()).toMatch(/^Read More/);
    expect(await gots.getAttribute("href")).toBe("/certifications/gots");
    await page.close();
  });
});
