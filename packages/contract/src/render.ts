import type { ContentSection } from "./content.ts";
import type { Language } from "./i18n/languages.ts";
import type { WebsiteImage } from "./images/files.ts";
import type { SearchPage } from "./search/search-address.ts";

/**
 * The link between the API and the web package's server bundle: what the API hands the
 * renderer, and what the renderer answers. web/src/entry-server.tsx satisfies RenderModule.
 */
export interface SiteSnapshot {
  /** The language of the pages rendered from it: its sections hold that language's words. */
  language: Language;
  /** Every live section by its English name, translated into `language` where it can be. */
  sections: Readonly<Record<string, ContentSection>>;
  /** Old entry names of renamed entries, to their new names. */
  redirects: Readonly<Record<string, string>>;
  /**
   * What a page may read (named as `RenderResult.dependencies` names it: `section:hero`,
   * `index:certification`) whose words in `language` are partly English still, a translation
   * lacking some texts: a page that reads one says so at its top. Empty in English.
   */
  englishShownIn: readonly string[];
  /** Images and PDFs. */
  files: readonly WebsiteImage[];
  /** The year on Phnom Penh's calendar when the snapshot was taken: the footer's ©. */
  year: number;
  /** The results page's search, made before it is rendered (only for that page). */
  search?: SearchPage;
}

export interface RenderResult {
  status: number;
  /** Set when the path answers with a redirect instead of a page. */
  redirect?: string;
  head: string;
  html: string;
  /** The page data itself, for client navigations (GET /api/page-data). */
  pageData: string;
  /**
   * What the page read: `section:<name>`, `index:<collection>`, `file:<filename>`. A change to
   * any of them drops the cached page, and nothing else does.
   */
  dependencies: string[];
}

export interface RenderOptions {
  /** A preview: no scripts, and the page need not be cached. */
  preview?: boolean;
}

export interface RenderModule {
  render(
    url: string,
    data: SiteSnapshot,
    origin: string,
    options?: RenderOptions,
  ): Promise<RenderResult>;
  sitemapPaths(data: SiteSnapshot): string[];
}
