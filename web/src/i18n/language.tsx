import { KHMER_LETTER, type Language, localizedPath } from "@app/contract/languages";
import type { SiteText } from "@app/contract/site-text-en";
import { createContext, useCallback, useContext } from "react";

interface LanguageValue {
  /** The page's language: fixed for a document (switching languages loads the other page). */
  language: Language;
  /** Its interface text. */
  text: SiteText;
}

const LanguageContext = createContext<LanguageValue | null>(null);
export const LanguageProvider = LanguageContext.Provider;

function useLanguageValue(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("No LanguageProvider above this component");
  return value;
}

export const useLanguage = () => useLanguageValue().language;

/** The interface text (navigation, labels, messages) in the page's language. */
export const useSiteText = () => useLanguageValue().text;

/** A site path in the page's language: `/about` on a Khmer page is `/km/about`. */
export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(language, path), [language]);
}

/** A letter of the Khmer script; a text without one on a Khmer page fell back to English. */
const SCRIPT_OF: Partial<Record<Language, RegExp>> = { km: KHMER_LETTER };
const LATIN_LETTER = /[A-Za-z]/;

/**
 * The `lang` of a text of the content: on a page in another language, words that are still
 * English (nothing translated them yet) are marked as English, so a screen reader speaks them
 * with an English voice (WCAG 3.1.2). Undefined where the page's own language holds.
 */
export function useTextLanguage(): (text: string) => "en" | undefined {
  const language = useLanguage();
  return useCallback(
    (text: string) => {
      const script = SCRIPT_OF[language];
      return script && !script.test(text) && LATIN_LETTER.test(text) ? "en" : undefined;
    },
    [language],
  );
}
