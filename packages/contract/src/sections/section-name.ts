/**
 * Section names: `name` for a single section (`hero`, `services`), `prefix:slug` for an entry
 * of a collection (`certification:gots`, `pillar:capacity-building`). Plain functions, no zod:
 * the public site uses them too.
 */

/** A slug: lowercase letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The whole grammar: a single name (letters, digits, `-`, `_`) or `prefix:slug`. */
export const SECTION_NAME_PATTERN =
  /^(?:[A-Za-z0-9][A-Za-z0-9_-]*|[a-z0-9][a-z0-9_-]*:[a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The collections and the public path of each entry. */
export const COLLECTIONS = {
  certification: { path: (slug: string) => `/certifications/${slug}` },
  pillar: { path: (slug: string) => `/pillars/${slug}` },
  page: { path: (slug: string) => `/${slug}` },
} as const;
export type CollectionName = keyof typeof COLLECTIONS;

export interface ParsedSectionName {
  /** The collection for `prefix:slug`; undefined for a single section. */
  collection: string | undefined;
  slug: string;
}

export function parseSectionName(name: string): ParsedSectionName {
  const colon = name.indexOf(":");
  if (colon < 0) return { collection: undefined, slug: name };
  return { collection: name.slice(0, colon), slug: name.slice(colon + 1) };
}

export const isCollection = (name: string): name is CollectionName =>
  Object.hasOwn(COLLECTIONS, name);

export const entryName = (collection: CollectionName, slug: string) => `${collection}:${slug}`;

/** The public path an entry's page lives at, or undefined for a single section. */
export function entryPath(name: string): string | undefined {
  const { collection, slug } = parseSectionName(name);
  return collection && isCollection(collection) ? COLLECTIONS[collection].path(slug) : undefined;
}

/**
 * Paths the site already answers (pages, files, the API, the home page's section links):
 * a text page there could never be reached.
 */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  "about",
  "admin",
  "api",
  "assets",
  "certifications",
  "contact",
  "images",
  "pdfs",
  "pillars",
  "resources",
  "services",
]);
