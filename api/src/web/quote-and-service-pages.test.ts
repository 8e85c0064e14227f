import { fileURLToPath } from "node:url";
import { businessYear, SITE_TEXTS } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

/** The built site (`pnpm test` builds it first). */
const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/** The options a page's HTML chooses, leaving out the empty "choose one" ones. */
const selected = (html: string) =>
  [...html.matchAll(/<option value="([^"]+)" selected="">/g)].map((m) => m[1]);

describe.each(drivers)("the quote page and the service groups' pages [%s]", (kind) => {
  const api = serverForTests(kind, { config: { webDist }, login: false });
  const page = async (path: string) => {
    const res = await fetch(api.server.url + path, { redirect: "manual" });
    return { status: res.status, location: res.headers.get("location"), html: await res.text() };
  };
  const cachedKeys = () =>
    api.server.running.deps.caches
      .pages!.cachedKeys()
      .map((key) => key.slice(api.server.url.length));

  it("renders /quote?standard=gots with GOTS and its service group chosen, before any script runs", async () => {
    const { status, html } = await page("/quote?standard=gots");
    expect(status).toBe(200);
    expect(selected(html)).toEqual(["Products Certification", "gots"]);
    // The canonical address is the form's, whatever it chose.
    expect(html).toContain(`<link rel="canonical" href="${api.server.url}/quote" />`);
    expect(selected((await page("/quote")).html)).toEqual([]);
    expect(selected((await page("/quote?service=verification-service")).html)).toEqual([
      "Verification Service",
    ]);
  });

  it("chooses in Khmer on /km/quote, with the Khmer words", async () => {
    const { status, html } = await page("/km/quote?standard=gots");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="km"');
    expect(html).toContain(SITE_TEXTS.km.forms.standard);
    expect(selected(html)).toHaveLength(2);
  });

  it("leads a choice the site does not have to the plain form, and keeps one page per choice", async () => {
    const unknown = await page("/quote?standard=no-such-standard&service=products-certification");
    expect(unknown.status).toBe(302);
    expect(unknown.location).toBe("/quote?service=products-certification");
    expect((await page("/km/quote?service=nope")).location).toBe("/km/quote");
    // Other query words, and the order of the choice's, make no page of their own.
    await page("/quote?standard=grs&utm_source=x");
    await page("/quote?utm_campaign=y&standard=grs");
    await page("/quote?standard=grs");
    expect(cachedKeys().filter((key) => key.startsWith("/quote?standard=grs"))).toEqual([
      "/quote?standard=grs",
    ]);
  });

  it("gives each service group a page listing its standards with their summaries", async () => {
    const { status, html } = await page("/services/products-certification");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Products Certification<\/h1>/);
    expect(html).toContain('href="/certifications/gots"');
    expect(html).toContain("Global Organic Textile Standard");
    expect(html).toContain('href="/quote?service=products-certification"');
    expect(html).toContain('href="/quote?standard=gots"');
    const khmer = await page("/km/services/products-certification");
    expect(khmer.status).toBe(200);
    expect(khmer.html).toContain('href="/km/quote?standard=gots"');
  });

  it("answers 404 for a group the site does not have, and 301 from the older addresses", async () => {
    expect((await page("/services/no-such-group")).status).toBe(404);
    expect((await page("/services/constructor")).status).toBe(404);
    const old = await page("/services/production");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/services/products-certification");
    expect((await page("/services/training")).location).toBe("/#training-development");
  });

  it("lists the quote page and every group's page in the sitemap, in both languages", async () => {
    const xml = await (await fetch(`${api.server.url}/sitemap.xml`)).text();
    for (const path of [
      "/quote",
      "/services/products-certification",
      "/services/verification-service",
    ]) {
      expect(xml).toContain(`<loc>${api.server.url}${path}</loc>`);
      expect(xml).toContain(`<loc>${api.server.url}/km${path}</loc>`);
    }
  });

  it("dates the footer by the server's clock, on Phnom Penh's calendar", async () => {
    const { html } = await page("/about");
    expect(html).toContain(`© <!-- -->${businessYear(new Date())}`);
  });
});
