import { join } from "node:path";
import {
  asksSearch,
  COLLECTIONS,
  type CollectionName,
  entryName,
  entrySlugAt,
  LANGUAGES,
  localizedPath,
  renderedSearch,
  splitLanguagePath,
} from "@app/contract";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../app-env.ts";
import { localPortOf, mayKeepPages } from "../lib/canonical-host.ts";
import { ALL_CONTENT } from "../lib/change-keys.ts";
import { publicOrigin } from "../lib/client-address.ts";
import { type EncodedBody, encodeBody } from "../lib/encoded-body.ts";
import { sha256Etag } from "../lib/etag.ts";
import { markHotCacheable } from "../lib/hot-cache.ts";
import { rawIsCanonical } from "../lib/path-spelling.ts";
import { sendEncoded } from "../lib/send-encoded.ts";
import { searchAsker } from "../routes/search/search.routes.ts";
import { pageAddress } from "./page-address.ts";
import { ADMIN_PATH, isAdminPath, type SiteRenderer } from "./site-renderer.ts";
import { createStaticFiles } from "./static-files.ts";

const HTML_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  // Pages change when the admin edits content: browsers revalidate, the server answers from memory.
  "Cache-Control": "no-cache",
} as const;

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const SITEMAP_TYPE = "application/xml; charset=utf-8";

/** Origins whose sitemap is kept; past this many (made-up Host headers) they start over. */
const MAX_SITEMAP_ORIGINS = 16;

/**
 * The sitemap per origin, built and compressed once and kept until content changes, so no
 * request (another query string, HEAD, a new Host) costs a compression of its own.
 */
function sitemapCache(deps: AppDeps, renderer: SiteRenderer) {
  const byOrigin = new Map<string, Promise<EncodedBody>>();
  deps.changes.subscribe(() => byOrigin.clear());
  // Every page in every language, each naming all its versions (and English as the default).
  const build = async (origin: string): Promise<EncodedBody> => {
    const link = (hreflang: string, path: string) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(`${origin}${path}`)}"/>`;
    const urls = (await renderer.sitemapPaths()).flatMap((path) => {
      const alternates = [
        ...LANGUAGES.map((language) => link(language, localizedPath(language, path))),
        link("x-default", path),
      ].join("\n");
      return LANGUAGES.map(
        (language) =>
          `  <url>\n    <loc>${xmlEscape(`${origin}${localizedPath(language, path)}`)}</loc>\n${alternates}\n  </url>`,
      );
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
    return encodeBody(xml, SITEMAP_TYPE, sha256Etag(xml));
  };
  return {
    get(origin: string): Promise<EncodedBody> {
      const kept = byOrigin.get(origin);
      if (kept) return kept;
      if (byOrigin.size >= MAX_SITEMAP_ORIGINS) byOrigin.clear();
      const sitemap = build(origin);
      byOrigin.set(origin, sitemap);
      // A failed build is not kept: the next request tries again.
      sitemap.catch(() => {
        if (byOrigin.get(origin) === sitemap) byOrigin.delete(origin);
      });
      return sitemap;
    },
  };
}

function decodedWhole(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The host of the page that linked here, if the browser said (another site's or ours). */
function referrerHost(c: Context<AppEnv>): string | null {
  const referer = c.req.header("referer");
  if (!referer) return null;
  try {
    return new URL(referer).host.slice(0, 253) || null;
  } catch {
    return null;
  }
}

/** The old name of a renamed entry whose old address this is, for its redirect's hits. */
async function renamedEntryAt(deps: AppDeps, pathname: string): Promise<string | undefined> {
  const { path } = splitLanguagePath(pathname);
  const { redirects } = await deps.caches.content.read();
  for (const collection of Object.keys(COLLECTIONS) as CollectionName[]) {
    const slug = entrySlugAt(collection, path);
    const name = slug && entryName(collection, slug);
    if (name && Object.hasOwn(redirects, name)) return name;
  }
  return undefined;
}

/**
 * Whether an answer that no query changes may be kept in the hot cache: only for its one path
 * spelled its one way and without a query, so `/robots.txt?<n>` takes no entry per `n`.
 */
const keptWhole = (c: Context<AppEnv>) => rawIsCanonical(c) && new URL(c.req.url).search === "";

/**
 * The public site: static client files, robots.txt, sitemap.xml, and every other GET path
 * rendered on the server with the current content from the database. Rendered HTML is kept in
 * memory per path and dropped when something it read changes (see site-renderer.ts).
 */
export const webRoutes = (deps: AppDeps, webDist: string, renderer: SiteRenderer) => {
  const { config } = deps;
  const files = createStaticFiles(join(webDist, "client"));
  const sitemaps = sitemapCache(deps, renderer);

  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      if (keptWhole(c)) markHotCacheable(c, []);
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(
        `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${publicOrigin(c.req.raw, config)}/sitemap.xml\n`,
      );
    })
    .get("/sitemap.xml", async (c) => {
      const sitemap = await sitemaps.get(publicOrigin(c.req.raw, config));
      if (keptWhole(c)) markHotCacheable(c, [ALL_CONTENT]);
      return sendEncoded(c, sitemap, {
        "Content-Type": SITEMAP_TYPE,
        "Cache-Control": "public, max-age=3600",
      });
    })
    .get("*", async (c) => {
      const pathname = c.req.path;
      const url = new URL(c.req.url);
      const address = pageAddress(pathname);
      if (address.kind === "refused") return c.text("Not found", 404);
      if (address.kind === "redirect") return c.redirect(`${address.location}${url.search}`, 301);
      const spelledCanonically = rawIsCanonical(c);
      const file = await files.get(pathname);
      if (file) {
        // The built files never change while the process runs.
        if (keptWhole(c)) markHotCacheable(c, []);
        return sendEncoded(c, file.encoded, {
          "Content-Type": file.contentType,
          "Cache-Control": file.cacheControl,
        });
      }
      // A missing hashed asset is a plain 404, not a page.
      if (pathname.startsWith("/assets/")) return c.text("Not found", 404);
      const page = await renderer.page(pathname, publicOrigin(c.req.raw, config), url.search, {
        keep: mayKeepPages(c.req.raw, config, localPortOf(c.env)),
        asker: searchAsker(c, deps),
      });
      if (page.redirect) {
        const renamed = await renamedEntryAt(deps, pathname);
        if (renamed) deps.redirects.countRename(renamed);
        return c.redirect(page.redirect, page.status === 302 ? 302 : 301);
      }
      if (page.status === 404) {
        // An old or mistyped address the owner sent on; else it is counted as missing.
        // One spelling for both: the path decoded whole (Hono leaves `%2B`, `%25` as they came).
        const decoded = decodedWhole(pathname);
        const redirect = await deps.redirects.find(decoded, url.search);
        if (redirect) return c.redirect(redirect.location, redirect.status);
        if (c.req.method === "GET") deps.notFound.record(decoded, referrerHost(c));
      }
      if (page.encoded) {
        // The same for every visitor (it reads no cookie or session): replayed from memory until
        // the next content or image change. A 404 is not kept there (any path would grow it).
        // The admin's shell is one entry too, under /admin: its other addresses reach it
        // through the renderer's cache, so made-up paths below /admin take no memory. A page
        // is kept under its one address: a made-up query or spelling would be a copy.
        const { path } = splitLanguagePath(pathname);
        const canonicalSearch = renderedSearch(path, url.search);
        const admin = isAdminPath(pathname);
        if (
          spelledCanonically &&
          !asksSearch(path, url.search) &&
          (admin ? pathname === ADMIN_PATH && url.search === "" : url.search === canonicalSearch)
        ) {
          markHotCacheable(c, page.dependencies);
        }
        return sendEncoded(c, page.encoded.html, HTML_HEADERS);
      }
      if (page.status === 429) c.header("Retry-After", "60");
      return c.html(page.body, page.status as 200 | 404 | 429, HTML_HEADERS);
    });
};
