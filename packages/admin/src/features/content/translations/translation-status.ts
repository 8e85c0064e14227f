import {
  englishChanges,
  LANGUAGE_INFO,
  sectionDefinition,
  type TranslatedLanguage,
  type TranslationProgress,
  translatableShape,
  translationName,
  translationProgress,
} from "@app/contract";
import type { ContentSectionRow } from "../content-queries.ts";

/** Where an English section's translation into a language stands. */
export interface TranslationStatus {
  language: TranslatedLanguage;
  /** The translation section, when one was saved. */
  row: ContentSectionRow | undefined;
  progress: TranslationProgress;
  /** Texts translated from English that has changed since: to review. */
  toReview: number;
}

/**
 * The translation of an English section, or undefined when it has no words to translate
 * (a free-form section, or one of images and links only).
 */
export function translationStatus(
  english: Pick<ContentSectionRow, "section" | "content">,
  rows: ReadonlyMap<string, ContentSectionRow>,
  language: TranslatedLanguage,
): TranslationStatus | undefined {
  const schema = sectionDefinition(english.section)?.schema;
  if (!schema || !translatableShape(schema)) return undefined;
  const row = rows.get(translationName(english.section, language));
  const progress = translationProgress(schema, english.content, row?.content);
  const toReview = englishChanges(schema, english.content, row?.content).length;
  return progress.total > 0 ? { language, row, progress, toReview } : undefined;
}

/** Words still missing, or translated from English that changed since: a translator's to-do. */
export const hasTranslationWork = (status: TranslationStatus | undefined) =>
  status !== undefined &&
  (status.progress.translated < status.progress.total || status.toReview > 0);

/** "Khmer: 12 of 18 fields", and "2 to review" when English changed under translated texts. */
export const progressText = ({ language, progress, toReview }: TranslationStatus) =>
  `${LANGUAGE_INFO[language].englishName}: ${progress.translated} of ${progress.total} ${progress.total === 1 ? "field" : "fields"}${toReview > 0 ? `, ${toReview} to review` : ""}`;

/** A row's translation and how to open it, for the lists; undefined when it has no words. */
export type TranslationOf = (
  row: ContentSectionRow,
) => { status: TranslationStatus; onTranslate: () => void } | undefined;
