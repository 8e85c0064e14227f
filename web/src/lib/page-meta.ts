import type { PageSeo } from "@app/contract";
import { listPageCount, listPageSearch, shownListPage } from "@app/contract/list-pages";
import { pageSeoDefaults, pageSeoShown } from "@app/contract/page-seo";
import { QUOTE_PATH } from "@app/contract/quote-links";
import { SEARCH_PATH, searchQueryOf } from "@app/contract/search-address";
import { entryName, entryPath, serviceGroupPath } from "@app/contract/section-name";
import { shareCardPath } from "@app/contract/share-card";
import type { SiteText } from "@app/contract/site-text-en";
import { type PageMatch, resolvePage } from "./pages.ts";
import type { Entries, SingleSections, SiteStore } from "./site-store.ts";

export interface PageMeta {
  title: string;
  description: string;
  /**
   * The page's path in English (`/about`), which every language has its own of (`/km/about`):
   * its canonical URL and alternates. Absent for pages that must not be indexed.
   */
  path?: string;
  /** Image path (relative to the origin) for social cards. */
  image?: string;
  /** Search engines are asked not to list it: a missing page, the admin, or the owner's choice. */
  noindex?: boolean;
  /**
   * Not a page of the site (a missing page, the admin): never counted as a visit. A page the
   * owner hides from search engines is still counted.
   */
  notCounted?: boolean;
  type: "website" | "article";
}

const single = <K extends keyof SingleSections>(store: SiteStore, name: K) =>
  store.section(name) as unknown as SingleSections[K];

const entry = <C extends keyof Entries>(store: SiteStore, collection: C, slug: string) =>
  store.section(`${collection}:${slug}`) as Entries[C] | null;

/** A picture as a shared link's card shows it: the card the server makes of it (1.91:1). */
function imagePath(store: SiteStore, filename: string): string | undefined {
  const file = store.file(filename);
  return file?.contentType.startsWith("image/") ? shareCardPath(file) : undefined;
}

const notFound = (store: SiteStore, title: string, description: string): PageMeta => ({
  title: `${title} | ${single(store, "site").brandName}`,
  description,
  noindex: true,
  notCounted: true,
  type: "website",
});

/**
 * What a page that holds its own search and sharing fields shows: the owner's words and
 * picture where set (in the page's language), the words it derives from its content otherwise.
 */
function ownPageMeta(
  store: SiteStore,
  section: string,
  page: { path: string; type: PageMeta["type"] },
): PageMeta {
  const content = (store.section(section) ?? {}) as Record<string, unknown>;
  const shown = pageSeoShown(
    content.seo as PageSeo | undefined,
    pageSeoDefaults(section, content, (name) => store.section(name) ?? undefined),
  );
  return {
    title: shown.title,
    description: shown.description,
    path: page.path,
    image: shown.image ? imagePath(store, shown.image) : undefined,
    ...(shown.noindex && { noindex: true }),
    type: page.type,
  };
}

/** Title, description, canonical path and card image of the page a path shows. */
export function pageMeta(
  match: PageMatch,
  store: SiteStore,
  text: SiteText,
  search = "",
): PageMeta {
  const notFoundMessages = text.notFound;
  const site = single(store, "site");
  const withBrand = (title: string) => `${title} | ${site.brandName}`;
  const found = resolvePage(match, store, search).status === 200;
  switch (match.kind) {
    case "home":
      return ownPageMeta(store, "hero", { path: "/", type: "website" });
    case "about":
      return ownPageMeta(store, "about-page", { path: "/about", type: "website" });
    case "quote": {
      const hero = single(store, "hero");
      return {
        title: withBrand(hero.quoteTitle),
        description: hero.quoteLead,
        path: QUOTE_PATH,
        type: "website",
      };
    }
    case "search": {
      const query = searchQueryOf(search);
      return {
        title: withBrand(query ? text.search.resultsFor(query) : text.search.title),
        description: text.search.empty,
        // Every query's page is the one results page to search engines: a link to a made-up
        // query lists no words of someone else's under the company's name.
        path: SEARCH_PATH,
        type: "website",
      };
    }
    case "service-group": {
      const group = found ? store.serviceGroup(match.slug) : undefined;
      if (!group) break;
      const standards = store.groupStandards(group).length;
      const page = shownListPage(standards, search);
      if (page === undefined) break;
      // A long list's later pages are pages of their own: named and indexed as such.
      const pages = listPageCount(standards);
      return {
        title: withBrand(
          page > 1 ? `${group.title} (${text.chrome.pageOf(page, pages)})` : group.title,
        ),
        description: group.description,
        path: serviceGroupPath(group.anchor) + listPageSearch(page),
        image: imagePath(store, group.image),
        type: "website",
      };
    }
    case "admin":
      return {
        title: withBrand("Admin"),
        description: "Administration of the website.",
        noindex: true,
        notCounted: true,
        type: "website",
      };
    case "certification": {
      const record = found ? entry(store, "certification", match.slug) : null;
      if (!record) {
        return notFound(
          store,
          notFoundMessages.certificationTitle,
          notFoundMessages.certificationText,
        );
      }
      return ownPageMeta(store, entryName("certification", match.slug), {
        path: entryPath("certification", match.slug),
        type: "article",
      });
    }
    case "pillar": {
      const pillar = found ? entry(store, "pillar", match.slug) : null;
      if (!pillar)
        return notFound(store, notFoundMessages.pillarTitle, notFoundMessages.pillarText);
      return ownPageMeta(store, entryName("pillar", match.slug), {
        path: entryPath("pillar", match.slug),
        type: "article",
      });
    }
    case "text-page": {
      const page = found ? entry(store, "page", match.slug) : null;
      if (page) {
        return ownPageMeta(store, entryName("page", match.slug), {
          path: `/${match.slug}`,
          type: "website",
        });
      }
      break;
    }
  }
  return notFound(store, notFoundMessages.pageTitle, notFoundMessages.pageText);
}
