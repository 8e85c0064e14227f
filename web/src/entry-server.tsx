import {
  entryName,
  entryPath,
  QUOTE_PATH,
  type RenderModule,
  type RenderResult,
  SITE_TEXTS,
  type SiteSnapshot,
  serviceGroupPath,
} from "@app/contract";
import { listPageCount, listPageSearch } from "@app/contract/list-pages";
import { byCodePoint } from "@app/contract/standard-lists";
import { StaticImagesContext } from "@app/ui/components/lazy-image";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App, preloadAllPages } from "./app.tsx";
import { AdminLoading } from "./components/admin-route.tsx";
import { LanguageProvider } from "./i18n/language.tsx";
import { escapeHtml, renderHead } from "./lib/head.ts";
import { PAGE_DATA_META_NAME, pageDataAddress, pageDataKey } from "./lib/page-data-address.ts";
import { pageMeta } from "./lib/page-meta.ts";
import { matchPage, resolvePage } from "./lib/pages.ts";
import { SiteStoreProvider } from "./lib/site-data.ts";
import type { SingleSections } from "./lib/site-store.ts";
import { SiteStore } from "./lib/site-store.ts";
import { structuredData } from "./lib/structured-data.ts";

let ready: Promise<unknown> | undefined;
/** Loads every code-split part once, so each render is synchronous and complete. */
export const prepare = () => {
  ready ??= preloadAllPages();
  return ready;
};

/**
 * Renders a path with the given content, on the server. What the render reads travels in the
 * page, so hydration in the browser sees exactly what the server rendered, and the page cache
 * knows which changes make the page stale. The content is in the path's language already.
 */
export async function render(
  url: string,
  data: SiteSnapshot,
  origin: string,
  options: { preview?: boolean } = {},
): Promise<RenderResult> {
  await prepare();
  const { pathname } = new URL(url, "http://localhost");
  const match = matchPage(pathname);
  if (match.language !== data.language) {
    throw new Error(
      `${pathname} is a ${match.language} page, rendered with ${data.language} content`,
    );
  }
  const page = { url, data, origin, preview: options.preview === true };
  const first = renderPage(page, SiteStore.fromSnapshot(data));
  // What a page reads is known once it is rendered: one that reads words still in English
  // is rendered again, now saying so, and that is in its data for the browser too. A page
  // that is not found says nothing of the kind (and costs one render).
  if (first.status !== 200 || !readsEnglish(first.dependencies, data)) return first;
  return renderPage(page, SiteStore.fromSnapshot(data, { englishShown: true }));
}

/** Whether a page that read `dependencies` shows English words on a translated page. */
function readsEnglish(dependencies: readonly string[], data: SiteSnapshot): boolean {
  if (data.englishShownIn.length === 0) return false;
  const site = data.sections.site?.content as Partial<SingleSections["site"]> | undefined;
  if (site?.englishNotice === false) return false;
  const shown = new Set(data.englishShownIn);
  return dependencies.some((dependency) => shown.has(dependency));
}

function renderPage(
  {
    url,
    data,
    origin,
    preview,
  }: { url: string; data: SiteSnapshot; origin: string; preview: boolean },
  store: SiteStore,
): RenderResult {
  const { pathname, search } = new URL(url, "http://localhost");
  const match = matchPage(pathname);
  const language = { language: data.language, text: SITE_TEXTS[data.language] };
  const site = store.section("site") as unknown as SingleSections["site"];
  const meta = pageMeta(match, store, language.text, search);
  const head = renderHead(
    meta,
    site,
    origin,
    data.language,
    structuredData(match, meta, store, language.text, origin),
  );
  const { status, redirect } = resolvePage(match, store, search);
  const finish = (html: string, hydrates: boolean): RenderResult => ({
    status,
    ...(redirect && { redirect }),
    head:
      hydrates && !preview
        ? `${head}\n<meta name="${PAGE_DATA_META_NAME}" content="${escapeHtml(pageDataAddress(pageDataKey(pathname, search)))}" />`
        : head,
    html,
    pageData: JSON.stringify(store.pageData()),
    dependencies: store.readDependencies(),
  });
  if (redirect) return finish("", false);
  if (match.kind === "admin") return finish(renderToString(<AdminLoading />), false);
  const html = renderToString(
    <StrictMode>
      <LanguageProvider value={language}>
        <SiteStoreProvider value={store}>
          <StaticImagesContext.Provider value={preview}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </StaticImagesContext.Provider>
        </SiteStoreProvider>
      </LanguageProvider>
    </StrictMode>,
  );
  return finish(html, true);
}

/** Every indexable path in English, for sitemap.xml (which lists each in every language). */
export function sitemapPaths(data: SiteSnapshot): string[] {
  const store = SiteStore.fromSnapshot(data);
  // A page the owner hides from search engines leaves the sitemap too.
  const listed = (section: string) =>
    (data.sections[section]?.content as { seo?: { noindex?: boolean } } | undefined)?.seo
      ?.noindex !== true;
  const entrySlugs = (prefix: string) =>
    Object.keys(data.sections)
      .filter((name) => name.startsWith(prefix) && listed(name))
      .map((name) => name.slice(prefix.length))
      .sort(byCodePoint);
  const pages = entrySlugs("page:").map((slug) => `/${slug}`);
  const services = store.section("services") as unknown as SingleSections["services"];
  return [
    ...(listed("hero") ? ["/"] : []),
    ...(listed("about-page") ? ["/about"] : []),
    QUOTE_PATH,
    ...services.groups.flatMap((group) =>
      // A long list's later pages are pages of their own (`?page=2`).
      Array.from(
        { length: listPageCount(store.groupStandards(group).length) },
        (_, index) => serviceGroupPath(group.anchor) + listPageSearch(index + 1),
      ),
    ),
    ...store
      .pillars()
      .filter((pillar) => listed(entryName("pillar", pillar.slug)))
      .map((pillar) => entryPath("pillar", pillar.slug)),
    ...entrySlugs("certification:").map((slug) => entryPath("certification", slug)),
    ...pages,
  ];
}

export default { render, sitemapPaths } satisfies RenderModule;
