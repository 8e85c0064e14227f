import { type Language, localizedPath } from "@app/contract/languages";
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
