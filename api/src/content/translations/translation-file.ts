/** One text in a file for translators: where it goes, the English it was made against, the words. */
export interface TranslationFileEntry {
  id: string;
  /** The field's name, for the translator (not read back). */
  label?: string;
  english: string;
  /** The translation; "" when the translator left it. */
  target: string;
}

/** A file the import cannot read, with what is wrong in words a translator can act on. */
export class TranslationFileError extends Error {}

export const TRANSLATION_FORMATS = ["xliff", "csv"] as const;
export type TranslationFormat = (typeof TRANSLATION_FORMATS)[number];
