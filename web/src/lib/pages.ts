import {
  LANGUAGE_INFO,
  type Language,
  localizedPath,
  splitLanguagePath,
} from "@app/contract/languages";
import { shownListPage } from "@app/contract/list-pages";
import { QUOTE_PATH, type QuoteChoice, quoteChoiceOf, quoteHref } from "@app/contract/quote-links";
import { SEARCH_PATH } from "@app/contract/search-address";
import {
  entryPath,
  entrySlugAt,
  serviceGroupAt,
  serviceGroupPath,
} from "@app/contract/section-name";
import { SECTION_REDIRECTS, SERVICE_GROUP_ALIASES, sectionHref } from "./navigation.ts";
import type { SiteStore } from "./site-store.ts";

/** What a path shows, apart from its language. */
export type PageKind =
  | { kind: "home" }
  | { kind: "about" }
  | { kind: "admin" }
  | { kind: "certification"; slug: string }
  | { kind: "pillar"; slug: string }
  /** A service group's page, by the group's address. */
  | { kind: "service-group"; slug: string }
  /** The quote form's own page (what it chooses is in the query). */
  | { kind: "quote" }
  /** Site search's results (the query is in the address). */
  | { kind: "search" }
  /** `/privacy`, `/terms` and any other `page:<slug>` entry. */
  | { kind: "text-page"; slug: string }
  /** `to` is a site path in the page's language. */
  | { kind: "redirect"; to: string }
  | { kind: "not-found" };

/**
 * What a path shows and in which language (`/km/about` is the about page in Khmer); the server
 * and the client router agree through this one function.
 */
export type PageMatch = PageKind & { language: Language };

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchKind(pathname: string, language: Language): PageKind {
  const redirectTo = (path: string): PageKind => ({
    kind: "redirect",
    to: localizedPath(language, path),
  });
  if (pathname === "/") return { kind: "home" };
  if (pathname === "/about") return { kind: "about" };
  if (pathname === QUOTE_PATH) return { kind: "quote" };
  if (pathname === SEARCH_PATH) return { kind: "search" };
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    // Every admin screen has an address below /admin, all answered by the same shell; there is
    // no Khmer admin.
    return language === "en" ? { kind: "admin" } : { kind: "not-found" };
  }
  const redirect = SECTION_REDIRECTS[pathname];
  if (redirect) return redirectTo(sectionHref(redirect));
  const group = serviceGroupAt(pathname);
  if (group !== undefined) {
    const slug = decodeSegment(group);
    const alias = Object.hasOwn(SERVICE_GROUP_ALIASES, slug)
      ? SERVICE_GROUP_ALIASES[slug]
      : undefined;
    return alias ? redirectTo(serviceGroupPath(alias)) : { kind: "service-group", slug };
  }
  for (const collection of ["certification", "pillar"] as const) {
    const slug = entrySlugAt(collection, pathname);
    if (slug !== undefined) return { kind: collection, slug: decodeSegment(slug) };
  }
  const page = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(pathname);
  if (page) return { kind: "text-page", slug: page[1]! };
  return { kind: "not-found" };
}

export function matchPage(rawPathname: string): PageMatch {
  const { language, path } = splitLanguagePath(rawPathname);
  // A language's home page is `/km/`: `/km` leads there.
  if (language !== "en" && rawPathname === LANGUAGE_INFO[language].pathPrefix) {
    return { kind: "redirect", to: localizedPath(language, "/"), language };
  }
  return { ...matchKind(trimSlash(path) || "/", language), language };
}

/**
 * The answer a path gets with the current content: 200, 404, or a 301 to where a renamed
 * entry (or a section of the home page) now is, in the same language.
 */
export function resolvePage(
  match: PageMatch,
  store: SiteStore,
  search = "",
): { status: number; redirect?: string } {
  switch (match.kind) {
    case "quote": {
      // A choice of a standard or group the site does not have leads to the plain form, for
      // now (302: a standard added or restored later is chosen again).
      const asked = quoteChoiceOf(search);
      const known = knownQuoteChoice(asked, store);
      const same = asked.standard === known.standard && asked.service === known.service;
      return same
        ? { status: 200 }
        : { status: 302, redirect: localizedPath(match.language, quoteHref(known)) };
    }
    case "redirect":
      return { status: 301, redirect: match.to };
    case "not-found":
      return { status: 404 };
    case "service-group": {
      const group = store.serviceGroup(match.slug);
      const shown =
        group && shownListPage(store.groupStandards(group).length, search) !== undefined;
      return shown ? { status: 200 } : { status: 404 };
    }
    case "certification":
    case "pillar":
    case "text-page": {
      const collection = match.kind === "text-page" ? "page" : match.kind;
      if (store.section(`${collection}:${match.slug}`)) return { status: 200 };
      const renamed = store.redirect(`${collection}:${match.slug}`);
      if (renamed) {
        const slug = renamed.slice(collection.length + 1);
        return {
          status: 301,
          redirect: localizedPath(match.language, entryPath(collection, slug)),
        };
      }
      return { status: 404 };
    }
    default:
      return { status: 200 };
  }
}

/** What a quote address chooses, less what the site does not have. */
export function knownQuoteChoice(choice: QuoteChoice, store: SiteStore): QuoteChoice {
  const known: QuoteChoice = {};
  if (choice.standard && store.certification(choice.standard)) {
    known.standard = choice.standard;
  }
  if (choice.service && store.serviceGroup(choice.service)) known.service = choice.service;
  return known;
}

/** The path of a page as English has it (`/km/about` is `/about`): what every language shares. */
export const englishPath = (pathname: string) => splitLanguagePath(pathname).path;
