/**
 * The languages of the public site. English is the site's own language, at the root of every
 * path; each other language lives under its own prefix (`/km/about`) and is a translation of
 * the English content, field by field (see sections/translations.ts).
 */
export const LANGUAGES = ["en", "km"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE = "en" satisfies Language;

/** Languages that translate the English content: their sections are named `S@<language>`. */
export const TRANSLATED_LANGUAGES = ["km"] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export interface LanguageInfo {
  /** The language's own name for itself, as a switcher shows it. */
  nativeName: string;
  /** Its name in English, for the admin. */
  englishName: string;
  /** Where its pages live: "" for English, "/km" for Khmer. */
  pathPrefix: string;
  /** What Open Graph calls it. */
  ogLocale: string;
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  en: { nativeName: "English", englishName: "English", pathPrefix: "", ogLocale: "en_US" },
  km: { nativeName: "ខ្មែរ", englishName: "Khmer", pathPrefix: "/km", ogLocale: "km_KH" },
};

/** Khmer's letters as a character range for a regular expression: the Khmer and Khmer Symbols blocks. */
export const KHMER_LETTERS = "\\u1780-\\u17ff\\u19e0-\\u19ff";
/** A letter of the Khmer script. */
export const KHMER_LETTER = new RegExp(`[${KHMER_LETTERS}]`);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

export const isTranslatedLanguage = (value: unknown): value is TranslatedLanguage =>
  typeof value === "string" && (TRANSLATED_LANGUAGES as readonly string[]).includes(value);

/**
 * A site path in a language: `/about` is `/km/about` in Khmer, and the home page `/` is `/km/`.
 * Hash and query travel along (`/#contact` is `/km/#contact`).
 */
export function localizedPath(language: Language, path: string): string {
  const prefix = LANGUAGE_INFO[language].pathPrefix;
  if (!prefix) return path;
  return path === "" || path === "/" ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * The language of a path and the path as English would have it: `/km/about` is Khmer `/about`,
 * `/km` and `/km/` are Khmer `/`. Anything else is English, as it is.
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  for (const language of TRANSLATED_LANGUAGES) {
    const prefix = LANGUAGE_INFO[language].pathPrefix;
    if (pathname === prefix) return { language, path: "/" };
    if (pathname.startsWith(`${prefix}/`)) {
      return { language, path: pathname.slice(prefix.length) || "/" };
    }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}
