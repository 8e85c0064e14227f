import { fileURLToPath } from "node:url";
import { listPageCount, STANDARDS_PER_PAGE } from "@app/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { growFirstServiceGroup } from "../../test/grow-site.ts";
import { serverForTests } from "../../test/test-server.ts";

/** The built site (`pnpm test` builds it first). */
const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));
const ADDED = 30;

describe("a service group of many standards, a page at a time", () => {
  const api = serverForTests("pglite", { config: { webDist } });
  let anchor = "";
  let listed: string[] = [];

  const read = async (section: string) => {
    const res = await api.admin["content-json"][":section"].$get({ param: { section }, query: {} });
    expect(res.status).toBe(200);
    return await res.json();
  };
  const page = (path: string) => fetch(api.server.url + path);
  const cached = () =>
    api.server.running.deps.caches.pages!.cachedKeys().map((key) => {
      const url = new URL(key);
      return url.pathname + url.search;
    });

  beforeAll(async () => {
    ({ anchor, standards: listed } = await growFirstServiceGroup(api.admin, "pg", ADDED));
  });

  it("lists a page of standards with links to the next, and says where the visitor is", async () => {
    const pages = listPageCount(listed.length);
    expect(pages).toBeGreaterThan(1);
    const first = await (await page(`/services/${anchor}`)).text();
    expect(first).toContain(`Page 1 of ${pages}`);
    expect(first).toContain(`href="/services/${anchor}?page=2"`);
    expect(first).toContain(`<link rel="canonical" href="${api.server.origin}/services/${anchor}"`);
    const last = await page(`/services/${anchor}?page=${pages}`);
    expect(last.status).toBe(200);
    const lastHtml = await last.text();
    expect(lastHtml).toContain(`Page ${pages} of ${pages}`);
    expect(lastHtml).toContain(`?page=${pages}" />`);
    // Each page names its own standards, and only those.
    const onLast = listed.slice((pages - 1) * STANDARDS_PER_PAGE);
    expect(lastHtml).toContain(`/certifications/${onLast[0]}`);
    expect(lastHtml).not.toContain(`/certifications/${listed[0]}"`);
  });

  it("answers 404 to a page past the end or no page number, in both languages", async () => {
    const pages = listPageCount(listed.length);
    for (const path of [
      `/services/${anchor}?page=${pages + 1}`,
      `/services/${anchor}?page=0`,
      `/services/${anchor}?page=two`,
      `/km/services/${anchor}?page=${pages + 1}`,
    ]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(404);
      // The page says so: no list, no pager.
      const html = await answer.text();
      expect(html, path).not.toContain("/certifications/gots");
      expect(html, path).not.toMatch(/Page \d+ of/);
    }
    expect((await page(`/km/services/${anchor}?page=2`)).status).toBe(200);
  });

  it("lists every page of the list in the sitemap, in both languages", async () => {
    const sitemap = await (await page("/sitemap.xml")).text();
    const pages = listPageCount(listed.length);
    expect(sitemap).toContain(`/services/${anchor}</loc>`);
    for (let n = 2; n <= pages; n++) {
      expect(sitemap).toContain(`/services/${anchor}?page=${n}</loc>`);
      expect(sitemap).toContain(`/km/services/${anchor}?page=${n}</loc>`);
    }
    expect(sitemap).not.toContain(`?page=${pages + 1}<`);
  });

  it("gives a page's data for client navigation with that page's standards alone", async () => {
    const res = await api.visitor["page-data"].$get({
      query: { path: `/services/${anchor}?page=2` },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { sections: Record<string, unknown> } };
    const standards = Object.keys(data.sections).filter((name) =>
      name.startsWith("certification:"),
    );
    expect(standards).toEqual(
      listed
        .slice(STANDARDS_PER_PAGE, 2 * STANDARDS_PER_PAGE)
        .map((slug) => `certification:${slug}`),
    );
  });

  it("re-renders after a standard's save only the pages that show it", async () => {
    const paths = [`/services/${anchor}`, `/services/${anchor}?page=2`, "/certifications/gots"];
    for (const path of paths) expect((await page(path)).status, path).toBe(200);
    expect(cached()).toEqual(expect.arrayContaining(paths));
    // On the group's second page, and not among the six GOTS names beside itself.
    const slug = listed[STANDARDS_PER_PAGE + 1]!;
    const current = await read(`certification:${slug}`);
    const saved = await api.admin.admin.content.$post({
      json: {
        section: `certification:${slug}`,
        content: { ...current.content, description: "Edited on the second page." },
        version: current.version,
      },
    });
    expect(saved.status).toBe(200);
    const still = cached();
    expect(still).toContain(`/services/${anchor}`);
    expect(still).toContain("/certifications/gots");
    expect(still).not.toContain(`/services/${anchor}?page=2`);
  });
});
