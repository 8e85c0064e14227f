import type { z } from "zod";
import { LANGUAGE_INFO, localizedPath } from "../i18n/languages.ts";
import { type ImageSlotId, isImageSlotId } from "../images/slots.ts";
import {
  CertificationContentSchema,
  CertificationPageContentSchema,
  PillarContentSchema,
  PillarPageContentSchema,
  TextPageContentSchema,
} from "./entry-sections.ts";
import {
  AboutContentSchema,
  AboutPageContentSchema,
  ContactContentSchema,
  GetStartedContentSchema,
  HeroContentSchema,
  ResourcesContentSchema,
  ServicesContentSchema,
  SiteContentSchema,
  TrainingContentSchema,
} from "./home-sections.ts";
import {
  findReferences,
  type Reference,
  type ReferencePattern,
  type ReferenceTarget,
  referenceTargets,
} from "./references.ts";
import { fieldMetaAt } from "./schema-meta.ts";
import { type CollectionName, entryPath, isCollection, parseSectionName } from "./section-name.ts";
import { overlayTranslation, translationProgress, translationSchema } from "./translations.ts";

/** Where the admin files a section. */
export const CONTENT_AREAS = [
  { id: "pages", label: "Pages" },
  { id: "standards", label: "Standards" },
  { id: "pillars", label: "Pillars" },
  { id: "services", label: "Services" },
  { id: "resources", label: "Resources & PDFs" },
  { id: "settings", label: "Settings" },
] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number]["id"];

export interface SectionDefinition {
  schema: z.ZodType<Record<string, unknown>>;
  /** What the admin calls it: "Hero", "Standard". */
  label: string;
  area: ContentArea;
  /** The layout needs it: it cannot be deleted. */
  required: boolean;
  /**
   * The public paths it feeds; `*` stands for every entry of a collection, so
   * `/certifications/*` is every standard's page.
   */
  pages: (slug: string) => string[];
  references: readonly ReferencePattern[];
  /**
   * Where what it links to shows, when narrower than `pages`: a standard listed in a service
   * group is linked from the home page (the other standards' pages only name the group).
   */
  linkPages?: (slug: string) => string[];
  /**
   * Makes a translated section whole where a field depends on another's words: a resource's
   * category names one of the categories, which are translated in their own list.
   */
  localize?: (english: Content, merged: Content) => Content;
}

type Content = Record<string, unknown>;

/** Each resource's category as the translated categories call it. */
function localizeResourceCategories(english: Content, merged: Content): Content {
  const englishCategories = english.categories as string[];
  const categories = merged.categories as string[];
  const items = merged.items as Content[];
  return {
    ...merged,
    items: items.map((item) => {
      const at = englishCategories.indexOf(item.category as string);
      return at < 0 ? item : { ...item, category: categories[at] };
    }),
  };
}

const single = (
  label: string,
  area: ContentArea,
  schema: z.ZodType<Record<string, unknown>>,
  pages: string[],
  references: readonly ReferencePattern[] = [],
): SectionDefinition => ({ schema, label, area, required: true, pages: () => pages, references });

/** The single sections the layout reads, by name. */
export const SINGLE_SECTIONS: Record<string, SectionDefinition> = {
  hero: single("Hero", "pages", HeroContentSchema, ["/"], [["image", "image"]]),
  services: {
    ...single(
      "Service groups",
      "services",
      ServicesContentSchema,
      ["*"],
      [
        ["certification", "groups", "*", "standards", "*"],
        ["image", "groups", "*", "image"],
      ],
    ),
    linkPages: () => ["/"],
  },
  training: single(
    "Training block",
    "resources",
    TrainingContentSchema,
    ["/"],
    [
      ["image", "image"],
      ["pillar", "pillar"],
      ["document", "items", "*", "document"],
    ],
  ),
  resources: {
    ...single(
      "Resources library",
      "resources",
      ResourcesContentSchema,
      ["/"],
      [["document", "items", "*", "document"]],
    ),
    localize: localizeResourceCategories,
  },
  "get-started": single("Closing block", "pages", GetStartedContentSchema, ["/"]),
  contact: single("Contact block", "pages", ContactContentSchema, ["/", "/pillars/*"]),
  about: single("About", "pages", AboutContentSchema, ["/", "/about"], [["image", "image"]]),
  "about-page": single("About page", "pages", AboutPageContentSchema, ["/about"]),
  "certification-page": single("Standard page words", "standards", CertificationPageContentSchema, [
    "/certifications/*",
  ]),
  "pillar-page": single(
    "Pillar page words and order",
    "pillars",
    PillarPageContentSchema,
    ["/", "/about", "/pillars/*"],
    [["pillar", "order", "*"]],
  ),
  site: single("Company details", "settings", SiteContentSchema, ["*"], [["image", "logo"]]),
};

/** The collections: every `prefix:slug` entry is a page of its own. */
export const COLLECTION_SECTIONS: Record<CollectionName, SectionDefinition> = {
  certification: {
    schema: CertificationContentSchema,
    label: "Standard",
    area: "standards",
    required: false,
    pages: (slug) => [entryPath("certification", slug)],
    references: [],
  },
  pillar: {
    schema: PillarContentSchema,
    label: "Pillar",
    area: "pillars",
    required: false,
    pages: (slug) => [entryPath("pillar", slug), "/", "/about"],
    references: [
      ["image", "image"],
      ["image", "seo", "image"],
    ],
  },
  page: {
    schema: TextPageContentSchema,
    label: "Text page",
    area: "pages",
    required: false,
    pages: (slug) => [entryPath("page", slug)],
    references: [],
  },
};

/** Text pages the footer links to: they exist as long as the footer does. */
const REQUIRED_ENTRIES = new Set(["page:privacy", "page:terms"]);

function englishDefinition(name: string): SectionDefinition | undefined {
  const { collection } = parseSectionName(name);
  if (collection === undefined)
    return Object.hasOwn(SINGLE_SECTIONS, name) ? SINGLE_SECTIONS[name] : undefined;
  if (!isCollection(collection)) return undefined;
  const definition = COLLECTION_SECTIONS[collection];
  return REQUIRED_ENTRIES.has(name) ? { ...definition, required: true } : definition;
}

const translationDefinitions = new Map<string, SectionDefinition | undefined>();

/**
 * What a section is, or undefined for a free-form custom section (a plain name, no schema). A
 * translation (`hero@km`) is its English section's kind: its schema holds only the words, it
 * links to nothing itself, it feeds the same pages in its language, and it may be deleted (the
 * English words then show).
 */
export function sectionDefinition(name: string): SectionDefinition | undefined {
  const { collection, slug, language } = parseSectionName(name);
  if (!language) return englishDefinition(name);
  const key = `${collection ?? ""}:${language}`;
  if (translationDefinitions.has(key)) return translationDefinitions.get(key);
  const english = englishDefinition(collection === undefined ? slug : `${collection}:${slug}`);
  const definition = english && {
    schema: translationSchema(english.schema),
    label: `${english.label} (${LANGUAGE_INFO[language].englishName})`,
    area: english.area,
    required: false,
    pages: (entrySlug: string) =>
      english.pages(entrySlug).map((page) => (page === "*" ? page : localizedPath(language, page))),
    references: [],
  };
  // Single sections differ by name, entries only by collection.
  if (collection !== undefined) translationDefinitions.set(key, definition);
  return definition;
}

/**
 * A section as a page in a translated language reads it: the English content with the
 * translation's words laid over it (see translations.ts).
 */
export function localizedContent(
  base: string,
  english: Content,
  translation: Content | null | undefined,
): Content {
  const definition = englishDefinition(base);
  const merged = overlayTranslation(definition?.schema, english, translation);
  return translation && definition?.localize ? definition.localize(english, merged) : merged;
}

/**
 * Whether a page in a translation's language shows some of this section's English words: a
 * text the translation lacks (a missing translation lacks them all). A text whose English
 * changed since it was translated still shows its translation, so it is no English shown.
 */
export function showsEnglish(
  base: string,
  english: Content,
  translation: Content | null | undefined,
): boolean {
  const { translated, total } = translationProgress(
    englishDefinition(base)?.schema,
    english,
    translation,
  );
  return translated < total;
}

/**
 * Whether a section can be taken off the site (now or at a time): an English entry of a
 * collection the site can do without (not a text page the footer links to).
 */
export function canLeaveTheSite(name: string): boolean {
  const { collection, language } = parseSectionName(name);
  return collection !== undefined && !language && sectionDefinition(name)?.required === false;
}

/** A `prefix:slug` name whose prefix is no collection: refused, never stored as free-form. */
export function isUnknownCollection(name: string): boolean {
  const { collection } = parseSectionName(name);
  return collection !== undefined && !isCollection(collection);
}

/** The references a section's content makes, with their paths. */
export function sectionReferences(name: string, content: unknown): Reference[] {
  const definition = sectionDefinition(name);
  return definition ? findReferences(content, definition.references) : [];
}

/** Each image a section's content shows, with the slot it fills there (hero, card, ...). */
export function imageSlotsIn(
  name: string,
  content: unknown,
): { filename: string; slot: ImageSlotId }[] {
  const definition = sectionDefinition(name);
  if (!definition) return [];
  return findReferences(content, definition.references).flatMap(({ target, path }) => {
    const slot = fieldMetaAt(definition.schema, path).slot;
    return target.startsWith("image:") && isImageSlotId(slot)
      ? [{ filename: target.slice("image:".length), slot }]
      : [];
  });
}

/** The public paths where what a section links to shows, `*` patterns included. */
export function sectionLinkPages(name: string): string[] {
  const definition = sectionDefinition(name);
  if (!definition) return [];
  return (definition.linkPages ?? definition.pages)(parseSectionName(name).slug);
}

/** The public paths a section feeds, `*` patterns included. */
export function sectionPages(name: string): string[] {
  const definition = sectionDefinition(name);
  if (!definition) return [];
  return definition.pages(parseSectionName(name).slug);
}

/**
 * What a section links to, stored with it at every write (`refs`): its content's targets and
 * its draft's, so nothing a draft links to is taken away before it is published.
 */
export const storedRefs = (section: string, content: unknown, draft?: unknown): ReferenceTarget[] =>
  referenceTargets([
    ...sectionReferences(section, content),
    ...(draft ? sectionReferences(section, draft) : []),
  ]);
