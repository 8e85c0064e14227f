import {
  LANGUAGE_INFO,
  type TranslatedLanguage,
  type TranslationState,
  translationName,
  translationState,
} from "@app/contract";
import type { ContentSectionRow, SectionSummaryRow } from "../content-queries.ts";

/** Where an English section's translation into a language stands (the contract's rule). */
export interface TranslationStatus extends TranslationState {
  language: TranslatedLanguage;
}

/** A section's translation as its summary says, or undefined when it has no words. */
export function summaryTranslation(
  row: Pick<SectionSummaryRow, "translations">,
  language: TranslatedLanguage,
): TranslationStatus | undefined {
  const state = row.translations?.[language];
  return state && { ...state, language };
}

/**
 * The translation of an English section from both their words (an editor holds them), or
 * undefined when it has no words to translate (a free-form section, or one of images and links).
 */
export function translationStatus(
  english: Pick<ContentSectionRow, "section" | "content">,
  rows: ReadonlyMap<string, ContentSectionRow>,
  language: TranslatedLanguage,
): TranslationStatus | undefined {
  const state = translationState(english, rows.get(translationName(english.section, language)));
  return state && { ...state, language };
}

/** Words still missing, or translated from English that changed since: a translator's to-do. */
export const hasTranslationWork = (status: TranslationState | undefined) =>
  status !== undefined &&
  (status.progress.translated < status.progress.total || status.toReview > 0);

/** "Khmer: 12 of 18 fields", and "2 to review" when English changed under translated texts. */
export const progressText = ({ language, progress, toReview }: TranslationStatus) =>
  `${LANGUAGE_INFO[language].englishName}: ${progress.translated} of ${progress.total} ${progress.total === 1 ? "field" : "fields"}${toReview > 0 ? `, ${toReview} to review` : ""}`;

/** A row's translation and how to open it, for the lists; undefined when it has no words. */
export type TranslationOf = (
  row: SectionSummaryRow,
) => { status: TranslationStatus; onTranslate: () => void } | undefined;
