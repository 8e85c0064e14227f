import { DEFAULT_LANGUAGE, type Language } from "./i18n/languages.ts";
import type { ServiceGroup } from "./sections/home-sections.ts";

/**
 * Lists of standards as the public site shows them, the same in the pages and in the API's
 * lists the quote form reads: a standard as a list names it, the group that lists it, the
 * standards of a group that are on the site, and those no group lists.
 */

/** A standard as lists name it: not its whole page. */
export interface CertificationSummary {
  slug: string;
  name: string;
  fullName: string;
}

export const summarizeCertification = (
  slug: string,
  content: Readonly<Record<string, unknown>>,
): CertificationSummary => ({
  slug,
  name: String(content.name ?? slug),
  fullName: String(content.fullName ?? slug),
});

export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The service group a standard belongs to: the first that lists it. */
export const groupOfStandard = <G extends Pick<ServiceGroup, "standards">>(
  groups: readonly G[],
  slug: string,
): G | undefined => groups.find((group) => group.standards.includes(slug));

/**
 * A group's standards on the site, in the group's order: a slug whose standard was deleted
 * since, or never published, is no standard of it (nor counted).
 */
export const groupStandardsOnSite = (
  group: Pick<ServiceGroup, "standards">,
  isOnSite: (slug: string) => boolean,
): string[] => group.standards.filter(isOnSite);

/** The standards on the site that no group lists, by slug in code-point order. */
export function standardsInNoGroup(
  groups: readonly Pick<ServiceGroup, "standards">[],
  onSite: Iterable<string>,
): string[] {
  const grouped = new Set(groups.flatMap((group) => group.standards));
  return [...onSite].filter((slug) => !grouped.has(slug)).sort(byCodePoint);
}

/** GET (under /api) a service group's standards on the site, as the quote form offers them. */
export const GROUP_STANDARDS_ROUTE = "/site/service-groups/:anchor/standards";
/** GET (under /api) the standards on the site that no group lists: the quote form's "Other". */
export const UNGROUPED_STANDARDS_ROUTE = "/site/standards-in-no-group";

/** What both answer, in the language asked for. */
export interface StandardList {
  standards: CertificationSummary[];
}

/**
 * The address of a list of standards in a language: a group's by its anchor, or (null) the
 * standards in no group. English asks without a query, another language with `?lang=`: the
 * one spelling the server keeps.
 */
export function standardListAddress(anchor: string | null, language: Language): string {
  const path =
    anchor === null
      ? UNGROUPED_STANDARDS_ROUTE
      : GROUP_STANDARDS_ROUTE.replace(":anchor", encodeURIComponent(anchor));
  return `/api${path}${standardListQuery(language)}`;
}

/** The query of a list's address in a language: "" in English. */
export const standardListQuery = (language: Language) =>
  language === DEFAULT_LANGUAGE ? "" : `?lang=${language}`;
