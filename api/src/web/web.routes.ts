import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ContentSection, WebsiteImage } from "@app/contract";
import { inArray } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { websiteContent, websiteImages } from "../db/schema.ts";
import { isHttps } from "../lib/client-address.ts";
import { markHotCacheable } from "../lib/hot-cache.ts";
import { matchesEtag, sha256Etag } from "./etag.ts";
import { createStaticFiles } from "./static-files.ts";

/** What the web package's server bundle (web/dist/server/entry-server.js) exports. */
interface SiteData {
  content: Record<string, ContentSection | null>;
  images: WebsiteImage[];
}
interface RenderResult {
  status: number;
  redirect?: string;
  head: string;
  html: string;
  dataScript: string;
}
interface RenderModule {
  render(url: string, data: SiteData, origin: string): Promise<RenderResult>;
  sitemapPaths(): string[];
  PUBLIC_SECTIONS: readonly string[];
}

interface CachedPage {
  status: number;
  redirect?: string;
  body: string;
  /** Strong validator of `body`, so a browser's revalidation costs a 304. */
  etag: string;
}

/** Rendered pages kept per origin and path; the oldest go first past this many. */
const MAX_CACHED_PAGES = 500;

const HTML_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  // Pages change when the admin edits content: browsers revalidate, the server answers from memory.
  "Cache-Control": "no-cache",
} as const;

function fillTemplate(template: string, result: RenderResult): string {
  // Function replacers: `$` in content must not be read as a replacement pattern.
  return template
    .replace("<!--app-head-->", () => result.head)
    .replace("<!--app-html-->", () => result.html)
    .replace("<!--app-data-->", () => result.dataScript);
}

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * The public site: static client files, robots.txt, sitemap.xml, and every other GET path
 * rendered on the server with the current content from the database. Rendered HTML is kept in
 * memory per path and dropped on any content or image change.
 */
export const webRoutes = (deps: AppDeps, webDist: string) => {
  const { config, database, logger, changes } = deps;
  const clientDir = join(webDist, "client");
  const templatePath = join(clientDir, "index.html");
  const serverEntry = join(webDist, "server", "entry-server.js");
  const files = createStaticFiles(clientDir);

  let template: string | undefined;
  let renderer: Promise<RenderModule> | undefined;
  const loadRenderer = () => {
    renderer ??= import(pathToFileURL(serverEntry).href) as Promise<RenderModule>;
    renderer.catch(() => {
      renderer = undefined;
    });
    return renderer;
  };

  const pages = new Map<string, CachedPage>();
  let siteData: Promise<SiteData> | undefined;
  /** Bumped on every change, so a render that raced with a change is not cached. */
  let generation = 0;
  changes.subscribe(() => {
    generation++;
    pages.clear();
    siteData = undefined;
  });

  async function readSiteData(sections: readonly string[]): Promise<SiteData> {
    const [contentRows, imageRows] = await Promise.all([
      database.db
        .select()
        .from(websiteContent)
        .where(inArray(websiteContent.section, [...sections])),
      database.db.select().from(websiteImages).orderBy(websiteImages.id),
    ]);
    const content: Record<string, ContentSection | null> = {};
    for (const section of sections) content[section] = null;
    for (const row of contentRows) {
      content[row.section] = {
        id: row.id,
        section: row.section,
        content: row.content,
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
      };
    }
    const images: WebsiteImage[] = imageRows.map((row) => ({
      ...row,
      updatedAt: row.updatedAt.toISOString(),
    }));
    return { content, images };
  }

  const getSiteData = (sections: readonly string[]) => {
    if (!siteData) {
      const loading = readSiteData(sections);
      siteData = loading;
      loading.catch(() => {
        if (siteData === loading) siteData = undefined;
      });
    }
    return siteData;
  };

  const originOf = (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    const forwardedHost = config.trustProxy ? c.req.header("x-forwarded-host") : undefined;
    const host = forwardedHost?.split(",")[0]?.trim() || url.host;
    return `${isHttps(c, config.trustProxy) ? "https" : "http"}://${host}`;
  };

  async function renderPage(pathname: string, origin: string): Promise<CachedPage> {
    const key = `${origin}${pathname}`;
    const cached = pages.get(key);
    if (cached) return cached;
    const startedAt = generation;
    const module = await loadRenderer();
    template ??= readFileSync(templatePath, "utf8");
    const data = await getSiteData(module.PUBLIC_SECTIONS);
    const result = await module.render(pathname, data, origin);
    const body = result.redirect ? "" : fillTemplate(template, result);
    const page: CachedPage = {
      status: result.status,
      ...(result.redirect && { redirect: result.redirect }),
      body,
      etag: sha256Etag(body),
    };
    if (startedAt === generation) {
      if (pages.size >= MAX_CACHED_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    }
    return page;
  }

  if (!existsSync(templatePath) || !existsSync(serverEntry)) {
    logger.warn("web build incomplete; the public site is not served", { webDist });
  }

  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      markHotCacheable(c);
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(
        `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${originOf(c)}/sitemap.xml\n`,
      );
    })
    .get("/sitemap.xml", async (c) => {
      const module = await loadRenderer();
      const origin = originOf(c);
      markHotCacheable(c);
      const urls = module
        .sitemapPaths()
        .map((path) => `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`)
        .join("\n");
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
    })
    .get("*", async (c) => {
      const pathname = c.req.path;
      const file = await files.get(pathname);
      if (file) {
        // The built files never change while the process runs.
        markHotCacheable(c);
        c.header("Content-Type", file.contentType);
        c.header("Cache-Control", file.cacheControl);
        c.header("ETag", file.etag);
        if (matchesEtag(c.req.header("if-none-match"), file.etag)) return c.body(null, 304);
        return c.body(file.body as Uint8Array<ArrayBuffer>);
      }
      // A missing hashed asset is a plain 404, not a page.
      if (pathname.startsWith("/assets/")) return c.text("Not found", 404);
      const page = await renderPage(pathname, originOf(c));
      if (page.redirect) return c.redirect(page.redirect, page.status === 302 ? 302 : 301);
      if (page.status === 200) {
        // The same for every visitor (it reads no cookie or session): replayed from memory until
        // the next content or image change. A 404 is not kept there (any path would grow it).
        markHotCacheable(c);
        c.header("ETag", page.etag);
        if (matchesEtag(c.req.header("if-none-match"), page.etag)) {
          return c.body(null, 304, { "Cache-Control": HTML_HEADERS["Cache-Control"] });
        }
      }
      return c.html(page.body, page.status as 200 | 404, HTML_HEADERS);
    });
};
