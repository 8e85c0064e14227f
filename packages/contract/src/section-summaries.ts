import { z } from "zod";
import { LANGUAGE_INFO, TRANSLATED_LANGUAGES, type TranslatedLanguage } from "./i18n/languages.ts";
import { sectionDefinition } from "./sections/registry.ts";
import { parseSectionName, splitTranslation } from "./sections/section-name.ts";
import { englishChanges, translatableShape, translationProgress } from "./sections/translations.ts";

/**
 * What the admin's lists show of a section, small enough to list thousands of them: its
 * names, where it stands on the site and how far its translations are. The admin loads a
 * section in full only to edit it.
 */

/** The texts of a section its titles are read from (the server reads only these). */
export const TITLE_TEXT_KEYS = ["name", "fullName", "title"] as const;
export type TitleTexts = Partial<Record<(typeof TITLE_TEXT_KEYS)[number], unknown>>;

const textOf = (texts: TitleTexts, key: (typeof TITLE_TEXT_KEYS)[number]) => {
  const value = texts[key];
  return typeof value === "string" ? value.trim() : "";
};

/**
 * What the admin calls a section, from its own texts: an entry by its names ("GOTS: Global
 * Organic Textile Standard"), a single section by its kind ("Hero").
 */
export function sectionTitleFrom(section: string, texts: TitleTexts): string {
  const { collection, slug } = parseSectionName(section);
  if (!collection) return sectionDefinition(section)?.label ?? section;
  const name = textOf(texts, "name");
  const fullName = textOf(texts, "fullName");
  if (name && fullName && name !== fullName) return `${name}: ${fullName}`;
  return name || textOf(texts, "title") || fullName || slug;
}

/** What an entry is called when read out after a move: "GOTS", not its full title. */
export function sectionShortName(section: string, texts: TitleTexts): string {
  const { collection, slug } = parseSectionName(section);
  if (!collection) return sectionDefinition(section)?.label ?? section;
  return textOf(texts, "name") || textOf(texts, "title") || textOf(texts, "fullName") || slug;
}

/**
 * The title the admin lists a section by among the others (`titleOf`: a saved section's title
 * from its own texts): an entry's translation after its English entry ("GOTS: Global Organic
 * Textile Standard (Khmer)"); a name no kind of section has, and nothing saved, as it is.
 */
export function listedSectionTitle(
  section: string,
  titleOf: (section: string) => string | undefined,
): string {
  const { base, language } = splitTranslation(section);
  if (language && parseSectionName(base).collection) {
    const english = titleOf(base) ?? sectionTitleFrom(base, {});
    return `${english} (${LANGUAGE_INFO[language].englishName})`;
  }
  const own = titleOf(section);
  if (own !== undefined) return own;
  return sectionDefinition(section) ? sectionTitleFrom(section, {}) : section;
}

/** How far an English section's translation into one language is. */
export const TranslationStateSchema = z.object({
  /** A translation is saved (as a draft, or on the site). */
  saved: z.boolean(),
  /** It is on the site (while its English is). */
  published: z.boolean(),
  /** The English texts there are to translate, and how many of them it gives. */
  progress: z.object({ total: z.number().int(), translated: z.number().int() }),
  /** Texts translated from English that has changed since: the translation is behind it. */
  toReview: z.number().int(),
});
export type TranslationState = z.infer<typeof TranslationStateSchema>;

/** A translation as its state needs it: its words (the draft when one waits), and whether live. */
export interface TranslationWords {
  content: Record<string, unknown>;
  publishedVersion: number | null;
}

/** Whether a section has words to translate at all (a free-form one, or images only, has none). */
export function hasWordsToTranslate(section: string): boolean {
  const schema = sectionDefinition(section)?.schema;
  return schema !== undefined && !splitTranslation(section).language && !!translatableShape(schema);
}

/**
 * An English section's translation into one language, from both their words; undefined when
 * the section has no words to translate, or its content holds none yet.
 */
export function translationState(
  english: { section: string; content: Record<string, unknown> },
  translation: TranslationWords | undefined,
): TranslationState | undefined {
  if (!hasWordsToTranslate(english.section)) return undefined;
  const schema = sectionDefinition(english.section)?.schema;
  const progress = translationProgress(schema, english.content, translation?.content);
  if (progress.total === 0) return undefined;
  return {
    saved: translation !== undefined,
    published: translation !== undefined && translation.publishedVersion !== null,
    progress,
    toReview: englishChanges(schema, english.content, translation?.content).length,
  };
}

const LanguageSchema = z.enum(TRANSLATED_LANGUAGES);

/** Each language's state, for an English section with words to translate. */
export const TranslationStatesSchema = z.partialRecord(LanguageSchema, TranslationStateSchema);
export type TranslationStates = z.infer<typeof TranslationStatesSchema>;

/** Every language's state of an English section's translations; undefined when it has no words. */
export function translationStates(
  english: { section: string; content: Record<string, unknown> },
  translationIn: (language: TranslatedLanguage) => TranslationWords | undefined,
): TranslationStates | undefined {
  const states: TranslationStates = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const state = translationState(english, translationIn(language));
    if (state) states[language] = state;
  }
  return Object.keys(states).length > 0 ? states : undefined;
}

/** One row of GET /api/admin/content/summaries: a section not deleted, as the admin lists it. */
export const SectionSummarySchema = z.object({
  section: z.string(),
  /** As the admin lists it (listedSectionTitle). */
  title: z.string(),
  /** As it is read out where it is picked or moved ("GOTS"). */
  shortName: z.string(),
  /** The latest version: the one a save, publish or delete names. */
  version: z.number().int(),
  /** Some version of it is on the site. */
  published: z.boolean(),
  /** Its latest words wait unpublished (always so for an entry never published). */
  draft: z.boolean(),
  updatedAt: z.string(),
  /** An English section with words to translate: its translation in each language. */
  translations: TranslationStatesSchema.optional(),
});
export type SectionSummary = z.infer<typeof SectionSummarySchema>;

/** A section as its summary is made from: its row, whichever way it was read. */
export interface SummarySource {
  section: string;
  version: number;
  publishedVersion: number | null;
  draft: boolean;
  updatedAt: string;
}

/**
 * A section's summary, from its row and its own texts; `titleOf` names the others (a
 * translation takes its English entry's title).
 */
export function toSectionSummary(
  row: SummarySource,
  texts: TitleTexts,
  titleOf: (section: string) => string | undefined,
  translations: TranslationStates | undefined,
): SectionSummary {
  const own = sectionTitleFrom(row.section, texts);
  return {
    section: row.section,
    title: listedSectionTitle(row.section, (name) => (name === row.section ? own : titleOf(name))),
    shortName: sectionShortName(row.section, texts),
    version: row.version,
    published: row.publishedVersion !== null,
    draft: row.draft,
    updatedAt: row.updatedAt,
    ...(translations ? { translations } : {}),
  };
}
