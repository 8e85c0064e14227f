import { fileURLToPath } from "node:url";
import { type ContentSave, ContentSectionSchema } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

/** The built site (`pnpm test` builds it first). */
const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const PAGES = [
  "/",
  "/about",
  "/certifications/gots",
  "/certifications/ocs",
  "/pillars/capacity-building",
  "/pillars/supply-chain-management",
  "/privacy",
];

/** A path's page data, as the route answers it (it declares no JSON type: the body is prebuilt). */
interface PageData {
  status: number;
  data: { sections: Record<string, unknown> };
}

describe.each(drivers)(
  "rendered pages are dropped exactly when what they show changes [%s]",
  (kind) => {
    const api = serverForTests(kind, { config: { webDist } });

    const cached = () =>
      api.server.running.deps.caches
        .pages!.cachedKeys()
        .map((key) => new URL(key).pathname)
        .sort();
    const renderAll = async () => {
      for (const path of PAGES) expect((await fetch(api.server.url + path)).status, path).toBe(200);
      expect(cached()).toEqual([...PAGES].sort());
    };
    /** A section as the public API answers it. */
    const contentJson = (section: string) =>
      api.visitor["content-json"][":section"].$get({ param: { section }, query: {} });
    const save = (json: ContentSave) => api.admin.admin.content.$post({ json });
    const pageData = (path: string) => api.visitor["page-data"].$get({ query: { path } });
    const edit = async (section: string, change: (content: Record<string, unknown>) => void) => {
      const current = ContentSectionSchema.parse(await (await contentJson(section)).json());
      const content = structuredClone(current.content);
      change(content);
      const res = await save({ section, content, version: current.version });
      expect(res.status).toBe(200);
    };
    const dropped = async (section: string, change: (content: Record<string, unknown>) => void) => {
      await renderAll();
      await edit(section, change);
      return PAGES.filter((path) => !cached().includes(path)).sort();
    };

    it("a standard's own words drop its page and the pages that list standards", async () => {
      expect(
        await dropped("certification:ocs", (c) => {
          c.description = "Edited OCS description.";
        }),
      ).toEqual(["/", "/certifications/gots", "/certifications/ocs"]);
      const page = await (await fetch(`${api.server.url}/certifications/ocs`)).text();
      expect(page).toContain("Edited OCS description.");
    });

    it("the about page's words drop the about page only", async () => {
      expect(
        await dropped("about-page", (c) => {
          c.missionTitle = "Our Mission";
        }),
      ).toEqual(["/about"]);
    });

    it("a pillar drops its page and the pages that list pillars", async () => {
      expect(
        await dropped("pillar:supply-chain-management", (c) => {
          c.summary = "Edited summary of the supply chain pillar.";
        }),
      ).toEqual(["/", "/about", "/pillars/capacity-building", "/pillars/supply-chain-management"]);
    });

    it("a text page drops only itself; the company details drop every page", async () => {
      expect(
        await dropped("page:privacy", (c) => {
          c.lead = "Edited lead.";
        }),
      ).toEqual(["/privacy"]);
      expect(
        await dropped("site", (c) => {
          c.tagline = "since 2011";
        }),
      ).toEqual([...PAGES].sort());
    });

    it("the header's navigation follows the service groups as the admin names them", async () => {
      await edit("services", (c) => {
        (c.groups as { title: string }[])[3]!.title = "Verification & Climate";
      });
      const about = await (await fetch(`${api.server.url}/about`)).text();
      const nav = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(about)![0];
      expect(nav).toContain("Verification &amp; Climate");
      expect(nav).not.toContain("Verification Service");
    });

    it("a new standard in a group shows on the home page, its own page and the sitemap", async () => {
      const created = await save({
        section: "certification:new-standard",
        create: true,
        content: {
          name: "NEW",
          fullName: "A Brand New Standard",
          description: "What it proves.",
          keyFeatures: [],
          benefits: [],
          covers: ["Covers this"],
          audience: ["Needed by them"],
          requirements: [],
          processTitle: "How we can help",
          process: ["Talk to us"],
          ctaTitle: "Ready?",
        },
      });
      expect(created.status).toBe(201);
      await edit("services", (c) => {
        (c.groups as { standards: string[] }[])[0]!.standards.push("new-standard");
      });
      // Last in its group, it is behind "Show All": in the home page's data, not yet its markup.
      const homeData = async () => (await pageData("/")).text();
      expect(await homeData()).toContain("A Brand New Standard");
      const page = await fetch(`${api.server.url}/certifications/new-standard`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("What it proves.");
      expect(await (await fetch(`${api.server.url}/sitemap.xml`)).text()).toContain(
        "/certifications/new-standard</loc>",
      );

      const removed = await api.admin.admin.content[":section"].$delete({
        param: { section: "certification:new-standard" },
        query: {},
      });
      expect(removed.status).toBe(200);
      expect((await fetch(`${api.server.url}/certifications/new-standard`)).status).toBe(404);
      expect(await homeData()).not.toContain("A Brand New Standard");
      expect(await (await fetch(`${api.server.url}/sitemap.xml`)).text()).not.toContain(
        "new-standard",
      );
    });

    it("a renamed standard's old URL answers 301 to the new one", async () => {
      await renderAll();
      const res = await api.admin.admin.content[":section"].rename.$post({
        param: { section: "certification:ocs" },
        json: { to: "certification:organic-content" },
      });
      expect(res.status).toBe(200);
      const old = await fetch(`${api.server.url}/certifications/ocs`, { redirect: "manual" });
      expect(old.status).toBe(301);
      expect(old.headers.get("location")).toBe("/certifications/organic-content");
      expect((await fetch(`${api.server.url}/certifications/organic-content`)).status).toBe(200);
      const home = await (await fetch(`${api.server.url}/`)).text();
      expect(home).toContain('href="/certifications/organic-content"');
      expect(home).not.toContain('href="/certifications/ocs"');
      // The service groups were rewritten too: every page that shows them was dropped.
      expect(cached()).not.toContain("/about");
    });

    it("answers a path's page data for client navigation, and previews a draft without saving it", async () => {
      const data = (await (await pageData("/pillars/capacity-building")).json()) as PageData;
      expect(data.status).toBe(200);
      expect(Object.keys(data.data.sections)).toContain("pillar:capacity-building");
      expect(Object.keys(data.data.sections)).not.toContain("certification:gots");
      const before = api.server.running.deps.caches.pages!.cachedKeys().length;
      for (const query of ["?a=1", "?a=2", "#x"]) {
        const page = await pageData(`/about${query}`);
        expect(page.status).toBe(200);
      }
      expect(api.server.running.deps.caches.pages!.cachedKeys().length).toBeLessThanOrEqual(
        before + 1,
      );

      const pillar = ContentSectionSchema.parse(
        await (await contentJson("pillar:capacity-building")).json(),
      );
      const preview = await api.admin.admin.preview.$post({
        json: {
          section: "pillar:capacity-building",
          content: { ...pillar.content, summary: "A draft summary nobody saved." },
        },
      });
      expect(preview.status).toBe(200);
      const { path, html } = await preview.json();
      expect(path).toBe("/pillars/capacity-building");
      expect(html).toContain("A draft summary nobody saved.");
      expect(html).not.toMatch(/<script/i);
      // Self-contained: the site's styles inline, so any frame shows it styled.
      expect(html).not.toMatch(/<link[^>]+stylesheet/);
      expect(html).toMatch(/<style>[^<]*\.bg-brand-900/);
      const live = await (await fetch(`${api.server.url}/pillars/capacity-building`)).text();
      expect(live).not.toContain("A draft summary nobody saved.");

      const invalid = await api.admin.admin.preview.$post({
        json: { section: "pillar:capacity-building", content: { ...pillar.content, title: "" } },
      });
      expect(invalid.status).toBe(400);
      const anonymous = await api.visitor.admin.preview.$post({
        json: { section: "hero", content: {} },
      });
      expect(anonymous.status).toBe(401);
    });

    it("answers the admin's shell for every address under /admin, cached once", async () => {
      api.server.running.hotCache.clear();
      const shell = await (await fetch(`${api.server.url}/admin`)).text();
      for (const path of [
        "/admin/standards/gots",
        "/admin/standards/gots/km",
        "/admin/inbox/412",
      ]) {
        const res = await fetch(api.server.url + path);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toBe(shell);
      }
      expect(cached().filter((path) => path.startsWith("/admin"))).toEqual(["/admin"]);
      // The hot cache replays /admin itself only: the other addresses take no memory there.
      expect(api.server.running.hotCache.size).toBe(1);
    });
  },
);
