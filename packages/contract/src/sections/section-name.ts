import {
  isTranslatedLanguage,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from "../i18n/languages.ts";
import { FIELD_MAXIMUMS } from "../limits.ts";

/**
 * Section names: `name` for a single section (`hero`, `services`), `prefix:slug` for an entry
 * of a collection (`certification:gots`, `pillar:capacity-building`), and either followed by
 * `@<language>` for its translation (`hero@km`, `certification:gots@km`). Plain functions, no
 * zod: the public site uses them too.
 */

/** A slug: lowercase letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Latin letters that no accent removal turns into plain ones. */
const FOLDED_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
};

/**
 * The address an entry's name makes: "Organic Content Standard" is `organic-content-standard`,
 * "Öko-Tex® 100" is `oko-tex-100`. Lowercase, accents dropped, every run of other characters
 * one hyphen, cut after the last whole word within `max`. A name without Latin letters or
 * digits (Khmer only) makes an empty one: the owner types it.
 */
export function slugFromName(name: string, max: number = FIELD_MAXIMUMS.slug): string {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (letter) => FOLDED_LETTERS[letter] ?? "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > max) return slug || word.slice(0, max);
    slug = longer;
  }
  return slug;
}

/** The whole grammar: a single name (letters, digits, `-`, `_`) or `prefix:slug`, then `@km`. */
export const SECTION_NAME_PATTERN = new RegExp(
  `^(?:[A-Za-z0-9][A-Za-z0-9_-]*|[a-z0-9][a-z0-9_-]*:[a-z0-9]+(?:-[a-z0-9]+)*)(?:@(?:${TRANSLATED_LANGUAGES.join("|")}))?$`,
);

/** The collections, and where each entry's public page lives: its prefix, then its slug. */
export const COLLECTIONS = {
  certification: { prefix: "/certifications/" },
  pillar: { prefix: "/pillars/" },
  page: { prefix: "/" },
} as const;
export type CollectionName = keyof typeof COLLECTIONS;

/** A service group's own page, by its address (the group's anchor on the home page). */
export const serviceGroupPath = (anchor: string) => `/services/${anchor}`;

/** The group address a path names (`/services/<anchor>`, still encoded), or undefined. */
export const serviceGroupAt = (path: string): string | undefined =>
  /^\/services\/([^/]+)$/.exec(path)?.[1];

/** A section's name without its language, and the language it translates to, if any. */
export interface SplitSectionName {
  /** The English section: `hero` for `hero@km`. */
  base: string;
  /** Set for a translation. */
  language: TranslatedLanguage | undefined;
}

export function splitTranslation(name: string): SplitSectionName {
  const at = name.lastIndexOf("@");
  const language = at < 0 ? undefined : name.slice(at + 1);
  return isTranslatedLanguage(language)
    ? { base: name.slice(0, at), language }
    : { base: name, language: undefined };
}

/** `hero` in Khmer is `hero@km`. */
export const translationName = (base: string, language: TranslatedLanguage) =>
  `${base}@${language}`;

export const isTranslation = (name: string) => splitTranslation(name).language !== undefined;

export interface ParsedSectionName {
  /** The collection for `prefix:slug`; undefined for a single section. */
  collection: string | undefined;
  slug: string;
  /** The language of a translation (`@km`); undefined for an English section. */
  language: TranslatedLanguage | undefined;
}

export function parseSectionName(name: string): ParsedSectionName {
  const { base, language } = splitTranslation(name);
  const colon = base.indexOf(":");
  if (colon < 0) return { collection: undefined, slug: base, language };
  return { collection: base.slice(0, colon), slug: base.slice(colon + 1), language };
}

export const isCollection = (name: string): name is CollectionName =>
  Object.hasOwn(COLLECTIONS, name);

export const entryName = (collection: CollectionName, slug: string) => `${collection}:${slug}`;

/**
 * The public path an entry's page lives at (in English): by its collection and slug, or by its
 * section name (undefined for a single section). COLLECTIONS holds the one rule.
 */
export function entryPath(collection: CollectionName, slug: string): string;
export function entryPath(name: string): string | undefined;
export function entryPath(nameOrCollection: string, slug?: string): string | undefined {
  if (slug !== undefined && isCollection(nameOrCollection)) {
    return COLLECTIONS[nameOrCollection].prefix + slug;
  }
  const parsed = parseSectionName(nameOrCollection);
  return parsed.collection && isCollection(parsed.collection)
    ? COLLECTIONS[parsed.collection].prefix + parsed.slug
    : undefined;
}

/**
 * The slug of the entry of `collection` whose page is at `path` (still URL-encoded), or
 * undefined when the path is not one of its pages.
 */
export function entrySlugAt(collection: CollectionName, path: string): string | undefined {
  const { prefix } = COLLECTIONS[collection];
  if (!path.startsWith(prefix)) return undefined;
  const slug = path.slice(prefix.length);
  return slug !== "" && !slug.includes("/") ? slug : undefined;
}

/**
 * Paths the site already answers (pages, files, the API, the home page's section links, the
 * languages' prefixes): a text page there could never be reached.
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
  "preview",
  "quote",
  "resources",
  "services",
  ...TRANSLATED_LANGUAGES,
]);
