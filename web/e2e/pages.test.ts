import type { TestServer } from "@app/api/testing";
import {
  hasBrowser,
  launchBrowser,
  seriousAxeViolations,
  startUsingPage,
} from "@app/testing/browser";
import { entryScriptPath } from "@app/testing/page-scripts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer, watchConsole } from "./helpers.ts";

const PAGES: { path: string; status: number; title: RegExp; h1: RegExp }[] = [
  {
    path: "/",
    status: 200,
    title: /\| Your One-Stop Solution for All Standards!$/,
    h1: /Your One-Stop Solution for All Standards!/,
  },
  { path: "/about", status: 200, title: /^About us \|/, h1: /^Standards Assurance Partners$/ },
  {
    path: "/certifications/gots",
    status: 200,
    title: /Global Organic Textile Standard \(GOTS\)/,
    h1: /^Global Organic Textile Standard$/,
  },
  {
    path: "/certifications/iso-26000",
    status: 200,
    title: /ISO 26000/,
    h1: /ISO 26000 Guidance on Social Responsibility/,
  },
  {
    path: "/certifications/not-a-standard",
    status: 404,
    title: /Certification Not Found/,
    h1: /^Certification Not Found$/,
  },
  {
    path: "/pillars/capacity-building",
    status: 200,
    title: /Knowledge Transfer & Capacity Building/,
    h1: /^Knowledge Transfer & Capacity Building$/,
  },
  { path: "/pillars/not-a-pillar", status: 404, title: /Page Not Found/, h1: /^Page Not Found$/ },
  {
    path: "/services/products-certification",
    status: 200,
    title: /^Products Certification \|/,
    h1: /^Products Certification$/,
  },
  {
    path: "/services/not-a-group",
    status: 404,
    title: /404 Page Not Found/,
    h1: /^404 Page Not Found$/,
  },
  { path: "/quote", status: 200, title: /^Request a Quotation \|/, h1: /^Request a Quotation$/ },
  { path: "/privacy", status: 200, title: /Privacy Policy/, h1: /^Privacy Policy$/ },
  { path: "/terms", status: 200, title: /Terms of Service/, h1: /^Terms of Service$/ },
  { path: "/no/such/page", status: 404, title: /404 Page Not Found/, h1: /^404 Page Not Found$/ },
];

let server: TestServer;

beforeAll(async () => {
  server = await startSiteServer();
});
afterAll(async () => {
  await server?.dispose();
});

const head = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** The year on the business's clock (Phnom Penh), which the footer shows. */
const businessYear = () =>
  new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Phnom_Penh" }).format(
    new Date(),
  );

describe("server-rendered pages", () => {
  it.each(PAGES)(
    "$path answers $status with its content and meta tags",
    async ({ path, status, title, h1 }) => {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      const html = await response.text();
      expect(head(html, /<title>([^<]*)<\/title>/)?.replace(/&amp;/g, "&")).toMatch(title);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card"');
      const h1s = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) =>
        m[1]!.replace(/<[^>]+>/g, ""),
      );
      expect(h1s).toHaveLength(1);
      expect(h1s[0]!.replace(/&amp;/g, "&")).toMatch(h1);
      // The content is in the HTML; its data is fetched when the scripts start, not embedded.
      expect(html).toContain(
        `<meta name="page-data" content="/api/page-data?path=${encodeURIComponent(path)}" />`,
      );
      expect(html).not.toContain('type="application/json"');
      if (status === 200) {
        expect(head(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${server.url}${path}`);
        expect(html).toContain('<script type="application/ld+json">');
      } else {
        expect(html).toContain('<meta name="robots" content="noindex"');
      }
    },
  );

  it("renders the home page with every section and the content from the database", async () => {
    const html = await (await fetch(server.url)).text();
    for (const id of [
      "home",
      "about",
      "services",
      "products-certification",
      "management-system-certification",
      "audit-assessment-certification",
      "verification-service",
      "training-development",
      "resources",
      "contact",
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain("Request a Quotation");
    expect(html).toContain("Ready to Get Started?");
    expect(html).toContain("Resources Library");
    expect(html).toContain(`© <!-- -->${businessYear()}`);
  });

  it("shows content changes at once: the cached HTML is dropped when content changes", async () => {
    const before = await (await fetch(server.url)).text();
    expect(before).toContain("Your One-Stop Solution for All Standards!");
    const cookie = await server.login();
    const current = (await (await server.request("/api/content-json/hero")).json()) as {
      content: Record<string, unknown>;
      version: number;
    };
    const title = "Audits you can trust </script><!-- & more";
    const save = await server.request("/api/admin/content", {
      method: "POST",
      cookie,
      json: { section: "hero", content: { ...current.content, title }, version: current.version },
    });
    expect(save.status).toBeLessThan(300);
    let after = "";
    for (let i = 0; i < 50 && !after.includes("Audits you can trust"); i++) {
      after = await (await fetch(server.url)).text();
      if (!after.includes("Audits you can trust")) await new Promise((r) => setTimeout(r, 100));
    }
    expect(after).toContain("Audits you can trust &lt;/script&gt;&lt;!-- &amp; more");
    // The page's data, fetched when its scripts start, holds the same words.
    const data = (await (await fetch(`${server.url}/api/page-data?path=%2F`)).json()) as {
      data: { sections: { hero: { title: string } } };
    };
    expect(data.data.sections.hero.title).toBe(title);
    // Put the original back for the tests that follow.
    const saved = (await (await server.request("/api/content-json/hero")).json()) as {
      version: number;
    };
    const restore = await server.request("/api/admin/content", {
      method: "POST",
      cookie,
      json: { section: "hero", content: current.content, version: saved.version },
    });
    expect(restore.status).toBeLessThan(300);
  });

  it("leads linked paths without a page to their home section or their group's page", async () => {
    for (const [path, target] of [
      ["/services", "/#services"],
      ["/resources", "/#resources"],
      ["/contact", "/#contact"],
      ["/km/contact", "/km/#contact"],
      ["/services/training", "/#training-development"],
      // The service groups' older addresses lead to their pages.
      ["/services/production", "/services/products-certification"],
      ["/services/production-certification", "/services/products-certification"],
      ["/services/management", "/services/management-system-certification"],
      ["/services/management-system", "/services/management-system-certification"],
      ["/services/audit", "/services/audit-assessment-certification"],
      ["/services/audit-assessment", "/services/audit-assessment-certification"],
      ["/services/verification", "/services/verification-service"],
      ["/km/services/production", "/km/services/products-certification"],
    ] as const) {
      const response = await fetch(server.url + path, { redirect: "manual" });
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(target);
    }
    // A quote address choosing what the site does not have leads to the plain form, for now:
    // a standard added or restored later is chosen again.
    for (const [path, target] of [
      ["/quote?standard=not-a-standard", "/quote"],
      ["/quote?service=not-a-group", "/quote"],
      ["/km/quote?standard=not-a-standard", "/km/quote"],
    ] as const) {
      const response = await fetch(server.url + path, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(target);
    }
  });

  it("serves /admin as a noindex shell that says Loading...", async () => {
    const response = await fetch(`${server.url}/admin`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Loading...");
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('<meta name="page-data"');
  });

  it("serves robots.txt, sitemap.xml, PDFs and immutable hashed assets", async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${server.url}/certifications/gots</loc>`);
    expect(xml).toContain(`<loc>${server.url}/pillars/capacity-building</loc>`);
    expect(xml).toContain(`<loc>${server.url}/quote</loc>`);
    expect(xml).toContain(`<loc>${server.url}/services/products-certification</loc>`);
    expect(xml).toContain(`<loc>${server.url}/km/services/verification-service</loc>`);
    // The quote page's choices are one page: no address with a query in the sitemap.
    expect(xml).not.toMatch(/<loc>[^<]*\?/);
    expect(xml).not.toContain("/admin");
    const pdf = await fetch(`${server.url}/pdfs/training-social-compliance.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const html = await (await fetch(server.url)).text();
    const script = entryScriptPath(html);
    const asset = await fetch(server.url + script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/index.html`)).status).toBe(404);
    expect((await fetch(`${server.url}/..%2f..%2fpackage.json`)).status).toBe(404);
  });
});

describe.skipIf(!hasBrowser)("in the browser", () => {
  let browser: Browser;
  let page: Page;
  let messages: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    messages = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(PAGES)(
    "$path hydrates once the visitor moves, without warnings, and has no serious axe violations",
    async ({ path, h1 }) => {
      await page.goto(server.url + path, { waitUntil: "load" });
      await startUsingPage(page);
      expect(await page.locator("h1").count()).toBe(1);
      expect(await page.locator("h1").textContent()).toMatch(h1);
      const violations = await seriousAxeViolations(page);
      expect(
        violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`),
      ).toEqual([]);
      expect(messages.splice(0)).toEqual([]);
    },
  );

  it("has a skip link to the main content", async () => {
    await page.goto(server.url, { waitUntil: "networkidle" });
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
  });

  it("scrolls to a section from the header and marks its item active", async () => {
    await page.goto(server.url, { waitUntil: "networkidle" });
    await startUsingPage(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const current = nav.locator('[aria-current="location"]');
    const sectionTop = (id: string) =>
      page.evaluate(
        (section) => Math.round(document.getElementById(section)!.getBoundingClientRect().top),
        id,
      );
    // At the top no section's item is marked: the logo is the way home.
    await expect.poll(() => current.count()).toBe(0);
    await nav.getByRole("link", { name: "Training & Development" }).click();
    await expect
      .poll(() => current.textContent(), { timeout: 5000 })
      .toBe("Training & Development");
    const top = await sectionTop("training-development");
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(120);
    await nav.getByRole("link", { name: "Resources" }).click();
    await expect.poll(() => current.textContent(), { timeout: 5000 }).toBe("Resources");
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect.poll(() => current.textContent(), { timeout: 5000 }).toBe("Contact");
    await expect.poll(() => sectionTop("contact"), { timeout: 5000 }).toBeLessThanOrEqual(120);
    expect(new URL(page.url()).pathname).toBe("/");
    // In the services section, the Services menu's button is the current item.
    const services = nav.getByRole("button", { name: /^Services/ });
    expect(await services.getAttribute("data-current")).toBeNull();
    await page.evaluate(() => document.getElementById("services")!.scrollIntoView());
    await expect.poll(() => services.getAttribute("data-current"), { timeout: 5000 }).toBe("true");
    // The logo goes home.
    await page
      .getByRole("link", { name: /: home$/ })
      .first()
      .click();
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
      .toBeLessThan(100);
    await expect.poll(() => current.count()).toBe(0);
    // Get Quote, on the home page, opens the quote form beside the hero in place.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    const address = page.url();
    await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("quote-name");
    await expect.poll(() => sectionTop("quote"), { timeout: 5000 }).toBeLessThanOrEqual(120);
    expect(await sectionTop("quote")).toBeGreaterThanOrEqual(0);
    expect(page.url()).toBe(address);
    // About Us is a page of its own, marked as the current page there.
    await nav.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL(`${server.url}/about`);
    await expect
      .poll(() => nav.getByRole("link", { name: "About Us" }).getAttribute("aria-current"))
      .toBe("page");
    expect(messages.splice(0)).toEqual([]);
  });

  it("expands and collapses a service group's standards", async () => {
    await page.goto(server.url, { waitUntil: "networkidle" });
    const group = page.locator("#products-certification");
    await expect.poll(() => group.getByRole("link", { name: /^Read more about/i }).count()).toBe(8);
    expect(await group.getByText("+10 more standards").count()).toBe(1);
    await group.getByRole("button", { name: "Show All" }).click();
    await expect
      .poll(() => group.getByRole("link", { name: /^Read more about/i }).count())
      .toBe(18);
    expect(
      await group.getByRole("button", { name: "Show Less" }).getAttribute("aria-expanded"),
    ).toBe("true");
    await group.getByRole("button", { name: "Show Less" }).click();
    await expect.poll(() => group.getByRole("link", { name: /^Read more about/i }).count()).toBe(8);
    // Read More opens the standard's page, with its own title.
    await group.getByRole("link", { name: "Read more about Organic Content Standard" }).click();
    await page.waitForURL(`${server.url}/certifications/ocs`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Organic Content Standard");
    await expect.poll(() => page.title()).toMatch(/^Organic Content Standard \(OCS\)/);
    expect(await page.getByText("Ready to Get Certified?").count()).toBe(1);
    // Its Get Quote leads to the quote form with this standard and its group chosen.
    await page.getByRole("main").getByRole("link", { name: "Get Quote" }).click();
    await page.waitForURL(`${server.url}/quote?standard=ocs`);
    const form = page.getByRole("form", { name: "Request a Quotation" });
    await expect.poll(() => form.getByLabel("Standard").inputValue()).toBe("ocs");
    expect(await form.getByLabel("Service").inputValue()).toBe("Products Certification");
    expect(messages.splice(0)).toEqual([]);
  });

  it("searches and filters the resources library", async () => {
    await page.goto(`${server.url}/#resources`, { waitUntil: "networkidle" });
    const section = page.locator("#resources");
    const items = section.getByRole("list", { name: "Resources" }).getByRole("listitem");
    await expect.poll(() => items.count()).toBe(6);
    await section.getByLabel("Search resources").fill("GOTS");
    await expect.poll(() => items.count()).toBe(1);
    await section.getByLabel("Search resources").fill("manual");
    await expect.poll(() => items.count()).toBe(1);
    await section.getByLabel("Search resources").fill("");
    await section.getByRole("button", { name: "Production Certification" }).click();
    await expect.poll(() => items.count()).toBe(2);
    expect(
      await section
        .getByRole("button", { name: "Production Certification" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    await section.getByLabel("Search resources").fill("ISO 9001");
    await expect
      .poll(() => section.getByText("No resources found matching your criteria.").count())
      .toBe(1);
    expect(await section.getByText("Try adjusting your search terms or filters.").count()).toBe(1);
    await section.getByRole("button", { name: "All" }).click();
    await expect.poll(() => items.count()).toBe(1);
    const download = section.getByRole("link", { name: /Download ISO 9001 Implementation Guide/ });
    const href = await download.getAttribute("href");
    expect((await fetch(server.url + href)).headers.get("content-type")).toBe("application/pdf");
  });

  it("opens training outlines as PDFs in a new tab", async () => {
    await page.goto(server.url, { waitUntil: "networkidle" });
    const links = page.locator("#training-development a[href^='/pdfs/']");
    expect(await links.count()).toBe(6);
    for (const link of await links.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      const response = await fetch(server.url + (await link.getAttribute("href")));
      expect(response.status).toBe(200);
    }
    expect(
      await page.locator("#training-development a[href='/pillars/capacity-building']").count(),
    ).toBe(1);
  });

  describe("on a phone (390 px)", () => {
    let phone: Page;
    beforeAll(async () => {
      phone = await browser.newPage({
        viewport: { width: 390, height: 844 },
        bypassCSP: true,
      });
    });

    it("opens the menu as a dialog, traps focus, closes on Escape and after a choice", async () => {
      await phone.goto(server.url, { waitUntil: "networkidle" });
      expect(await phone.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
      const trigger = phone.getByRole("button", { name: "Open menu" });
      await trigger.click();
      const dialog = phone.getByRole("dialog");
      await dialog.waitFor();
      for (const label of [
        "Home",
        "About Us",
        "Products Certification",
        "Resources",
        "Get Quote",
      ]) {
        expect(
          await dialog.getByRole("link", { name: label, exact: true }).count(),
        ).toBeGreaterThan(0);
      }
      for (let i = 0; i < 15; i++) {
        await phone.keyboard.press("Tab");
        expect(
          await phone.evaluate(
            () => !!document.activeElement?.closest("dialog[open], [role=dialog]"),
          ),
        ).toBe(true);
      }
      await phone.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

      await trigger.click();
      await dialog.waitFor();
      await dialog.getByRole("link", { name: "Resources", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      await expect
        .poll(
          () =>
            phone.evaluate(() =>
              Math.round(document.getElementById("resources")!.getBoundingClientRect().top),
            ),
          {
            timeout: 5000,
          },
        )
        .toBeLessThanOrEqual(120);
      const violations = await seriousAxeViolations(phone);
      expect(violations.map((v) => v.id)).toEqual([]);
    });
  });
});
