import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  asksSearch,
  businessYear,
  type ContentSection,
  type Language,
  type RenderModule,
  type RenderResult,
  realignTranslation,
  renderedSearch,
  SITE_TEXTS,
  type SiteSnapshot,
  searchQueryOf,
  sectionDefinition,
  splitLanguagePath,
  splitTranslation,
  translationName,
  type WebsiteImage,
} from "@app/contract";
import {
  type ContentCache,
  localizeSections,
  partlyEnglishReads,
} from "../content/content-cache.ts";
import type { Database } from "../db/database.ts";
import { listStoredFiles } from "../files/images.queries.ts";
import { ByteBoundedCache } from "../lib/byte-bounded-cache.ts";
import type { ChangeFeed } from "../lib/change-feed.ts";
import { type DependencyKey, staleKeys, withTranslations } from "../lib/change-keys.ts";
import { type EncodedBody, encodeBody, heldBytes, keptAsBrotli } from "../lib/encoded-body.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { sha256Etag } from "../lib/etag.ts";
import type { Logger } from "../lib/logger.ts";
import type { Asker, SiteSearch } from "../search/search-service.ts";
import { inlineScriptSources } from "./inline-scripts.ts";
import { pageAddress } from "./page-address.ts";

/** What any answer of the renderer says besides its bytes. */
interface PageAnswer {
  status: number;
  redirect?: string;
  /** Strong validator of the HTML, so a browser's revalidation costs a 304. */
  etag: string;
  /** What the page read (change-keys.ts): a change to any of it drops the page. */
  dependencies: ReadonlySet<DependencyKey>;
}

/** A page as rendered: 404s, redirects and previews, which are never kept or compressed. */
export interface RenderedPage extends PageAnswer {
  body: string;
  /** GET /api/page-data's answer for this path. */
  pageData: string;
  encoded?: undefined;
}

/**
 * A page as kept: its HTML and data compressed once, held in brotli alone (the plain bytes and
 * gzip are made again from brotli for the rare client that wants them, keptAsBrotli).
 */
export interface KeptPage extends PageAnswer {
  encoded: { html: EncodedBody; pageData: EncodedBody };
  body?: undefined;
  pageData?: undefined;
}

export type ServedPage = RenderedPage | KeptPage;

interface Draft {
  section: string;
  content: Record<string, unknown>;
}

function fillTemplate(template: string, result: RenderResult, language: Language): string {
  // Function replacers: `$` in content must not be read as a replacement pattern.
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace("<!--app-head-->", () => result.head)
    .replace("<!--app-html-->", () => result.html);
}

/** What a kept page takes in memory: its HTML and data in every coding. */
const keptBytes = (page: KeptPage) =>
  heldBytes(page.encoded.html) + heldBytes(page.encoded.pageData);

/** What a visitor past their searches a minute gets: a few words, in their language, not a page. */
function tooManySearches(language: Language): RenderedPage {
  const text = SITE_TEXTS[language].search;
  const body = `<!doctype html><html lang="${language}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title)}</title><p>${escapeHtml(text.tooMany)}</p></html>`;
  return {
    status: 429,
    body,
    etag: sha256Etag(body),
    pageData: JSON.stringify({ status: 429 }),
    dependencies: new Set(),
  };
}

export const ADMIN_PATH = "/admin";

/** The admin's addresses: `/admin` and anything below it (the page answers them all alike). */
export const isAdminPath = (pathname: string) =>
  pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);

/** What the renderer reads from: the database (the file list), the change feed, the content. */
export interface SiteRendererDeps {
  database: Database;
  changes: ChangeFeed;
  logger: Logger;
  content: ContentCache;
  /** How many bytes the kept pages may take (cacheBudgets). */
  cacheBytes: number;
  /** What the results page shows (`/search?q=`); without it the page finds nothing. */
  search?: SiteSearch;
}

/**
 * The public site's renderer: the web package's server bundle fed with the content cache's
 * snapshot. Pages are kept in memory with what they read; a change drops exactly the pages
 * that read what changed.
 */
export function createSiteRenderer(
  { database, changes, logger, content, cacheBytes, search }: SiteRendererDeps,
  webDist: string,
) {
  const clientDir = join(webDist, "client");
  const templatePath = join(clientDir, "index.html");
  const serverEntry = join(webDist, "server", "entry-server.js");
  if (!existsSync(templatePath) || !existsSync(serverEntry)) {
    logger.warn("web build incomplete; the public site is not served", { webDist });
  }

  /** Every page is rendered into it; its inline boot is allowed by hash in the CSP. */
  const template = existsSync(templatePath) ? readFileSync(templatePath, "utf8") : undefined;
  const stylesheets = new Map<string, string | undefined>();
  /** A built stylesheet's text by its public path; only files of the build are read. */
  const stylesheet = (href: string) => {
    if (!stylesheets.has(href)) {
      const path = /^\/assets\/[\w.-]+\.css$/.test(href) ? join(clientDir, href) : undefined;
      stylesheets.set(href, path && existsSync(path) ? readFileSync(path, "utf8") : undefined);
    }
    return stylesheets.get(href);
  };
  let module: Promise<RenderModule> | undefined;
  const loadModule = () => {
    module ??= import(pathToFileURL(serverEntry).href) as Promise<RenderModule>;
    module.catch(() => {
      module = undefined;
    });
    return module;
  };

  /** The stored files pages link, until a change to any of them. */
  let files: Promise<WebsiteImage[]> | undefined;
  const loadFiles = () => {
    if (!files) {
      const loading = listStoredFiles(database.db);
      files = loading;
      loading.catch(() => {
        if (files === loading) files = undefined;
      });
    }
    return files;
  };

  // Loaded at start, not on the first visitor's request: importing the bundle takes a moment.
  if (existsSync(serverEntry)) void loadModule().catch(() => {});

  /**
   * Kept until what they read changes, however old (the change feed finds changes it was not
   * told of); the least recently read go first when the budget is full.
   */
  const pages = new ByteBoundedCache<KeptPage>(cacheBytes);
  /** Renders under way, by cache key. */
  const rendering = new Map<string, Promise<ServedPage>>();
  /** Bumped on every change, so a render that raced with a change is not cached. */
  let generation = 0;
  changes.subscribe((change) => {
    if (change.kind === "redirects") return;
    generation++;
    // A render under way read what was current before this change: later requests start anew.
    rendering.clear();
    if (change.kind !== "content") files = undefined;
    pages.drop(change.kind === "everything" ? undefined : staleKeys(change));
  });

  /**
   * The site as the pages of a language read it; with a draft, as it would be with the draft
   * saved (a draft of a translation, or of an English section the translation lays over).
   */
  async function snapshot(language: Language, draft?: Draft): Promise<SiteSnapshot> {
    const [current, files] = await Promise.all([content.read(), loadFiles()]);
    let sections: readonly ContentSection[];
    let englishShownIn: readonly string[];
    if (draft) {
      const drafted = new Map(current.sections.map((s) => [s.section, s]));
      const saved = drafted.get(draft.section);
      // A draft that moves English list items moves their translations too, as saving would.
      const translation =
        language !== "en" && !splitTranslation(draft.section).language
          ? drafted.get(translationName(draft.section, language))
          : undefined;
      if (translation && saved) {
        const schema = sectionDefinition(draft.section)?.schema;
        drafted.set(translation.section, {
          ...translation,
          content: realignTranslation(schema, saved.content, draft.content, translation.content),
        });
      }
      drafted.set(draft.section, {
        id: saved?.id ?? 0,
        section: draft.section,
        content: draft.content,
        version: saved?.version ?? 0,
        updatedAt: saved?.updatedAt ?? new Date().toISOString(),
      });
      sections = localizeSections([...drafted.values()], language);
      englishShownIn = partlyEnglishReads([...drafted.values()], language);
    } else {
      ({ sections, englishShownIn } = current.inLanguage(language));
    }
    return {
      language,
      sections: Object.fromEntries(sections.map((s) => [s.section, s])),
      redirects: current.redirects,
      englishShownIn,
      files,
      year: businessYear(new Date()),
    };
  }

  /**
   * A search's results page, made for the visitor who asks (their allowance, their count in
   * Insights): never kept, and sent as it is made (no compression ahead of the answer). Past
   * the allowance, a few words instead of a page.
   */
  async function renderSearch(target: string, origin: string, asker: Asker | undefined) {
    const { language } = splitLanguagePath(target);
    const query = searchQueryOf(new URL(target, "http://localhost").search);
    const anonymous: Asker = { key: "", counted: false };
    const data = await snapshot(language);
    data.search = search
      ? await search.ask(query, language, asker ?? anonymous)
      : { query, results: [] };
    if (data.search.refused === "too-many") return tooManySearches(language);
    return renderWith(target, origin, data, false);
  }

  async function renderAndCache(
    key: string,
    pathname: string,
    origin: string,
    keep: boolean,
  ): Promise<ServedPage> {
    const startedAt = generation;
    const { language } = splitLanguagePath(pathname);
    const data = await snapshot(language);
    const rendered = await renderWith(pathname, origin, data, false);
    if (rendered.status !== 200) return rendered;
    const { body, pageData, ...answer } = rendered;
    const [html, encodedData] = await Promise.all([
      encodeBody(body, "text/html", answer.etag),
      encodeBody(pageData, "application/json", sha256Etag(pageData)),
    ]);
    const page: KeptPage = {
      ...answer,
      encoded: { html: keptAsBrotli(html), pageData: keptAsBrotli(encodedData) },
    };
    if (keep && startedAt === generation) pages.set(key, page, keptBytes(page), page.dependencies);
    return page;
  }

  async function renderWith(
    pathname: string,
    origin: string,
    data: SiteSnapshot,
    preview: boolean,
  ): Promise<RenderedPage> {
    const renderer = await loadModule();
    if (template === undefined) throw new Error(`no page template at ${templatePath}`);
    const result = await renderer.render(pathname, data, origin, { preview });
    let body = result.redirect ? "" : fillTemplate(template, result, data.language);
    // A preview shows the page as it looks, without running it: no scripts, and its styles
    // inline, so it looks the same in any frame (the desktop app's has another origin).
    if (preview) {
      body = body
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
        .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
        .replace(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/gi, (_, href: string) => {
          const css = stylesheet(href);
          return css === undefined
            ? ""
            : `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
        });
    }
    return {
      status: result.status,
      ...(result.redirect && { redirect: result.redirect }),
      body,
      etag: sha256Etag(body),
      pageData: JSON.stringify({
        status: result.status,
        ...(result.redirect && { redirect: result.redirect }),
        data: JSON.parse(result.pageData),
      }),
      dependencies: new Set(withTranslations(result.dependencies, data.language)),
    };
  }

  return {
    /** CSP `script-src` sources for the pages' own inline scripts. */
    scriptSources: template === undefined ? [] : inlineScriptSources(template),

    /**
     * A page as the site serves it, from memory when nothing it read has changed. `search` is
     * the request's query: only what the page renders with (renderedSearch) is kept. `keep`
     * false (a made-up Host, decision 031) renders without keeping; a path that is not a
     * page's one address (pageAddress) is never kept either.
     */
    async page(
      pathname: string,
      origin: string,
      query = "",
      { keep = true, asker }: { keep?: boolean; asker?: Asker } = {},
    ): Promise<ServedPage> {
      // Every admin address (`/admin/standards/gots`) gets the same shell: one entry, whatever
      // the path, so made-up paths under /admin cost neither renders nor memory.
      const admin = isAdminPath(pathname);
      const englishPath = splitLanguagePath(pathname).path;
      const target = admin ? ADMIN_PATH : `${pathname}${renderedSearch(englishPath, query)}`;
      // A search is made for each visitor who asks: never kept, never shared.
      if (!admin && asksSearch(englishPath, query)) return renderSearch(target, origin, asker);
      const kept = keep && (admin || pageAddress(pathname).kind === "page");
      const key = `${kept ? "" : "unkept "}${origin}${target}`;
      const cached = pages.get(key);
      if (cached) return cached;
      // Requests for a page that is being rendered share that render and its compression.
      const pending = rendering.get(key);
      if (pending) return pending;
      const render = renderAndCache(key, target, origin, kept).finally(() => {
        if (rendering.get(key) === render) rendering.delete(key);
      });
      rendering.set(key, render);
      return render;
    },

    /** A page rendered with one section replaced by a draft: nothing is written or cached. */
    async preview(pathname: string, origin: string, draft: Draft): Promise<RenderedPage> {
      const { language } = splitLanguagePath(pathname);
      return renderWith(pathname, origin, await snapshot(language, draft), true);
    },

    /** Every indexable path, in English (each has its twin in every other language). */
    async sitemapPaths(): Promise<string[]> {
      return (await loadModule()).sitemapPaths(await snapshot("en"));
    },

    /** For tests and the scale bench: the kept pages' keys, least recently read first. */
    cachedKeys: () => pages.keys(),
    /** For the scale bench: the bytes the kept pages take. */
    cachedBytes: () => pages.bytes,
  };
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>;
