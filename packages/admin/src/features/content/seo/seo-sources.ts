import {
  LANGUAGE_INFO,
  type Language,
  localizedContent,
  localizedPath,
  type PageSeo,
  pageSeoDefaults,
  pageSeoShown,
  parseSectionName,
  sectionPages,
  splitTranslation,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  translationName,
} from "@app/contract";

type Content = Record<string, unknown>;

/** The language of an editor's translation: the one it edits, or the one beside English. */
export const translatedLanguageOf = (section: string): TranslatedLanguage =>
  splitTranslation(section).language ?? TRANSLATED_LANGUAGES[0];

/** The other sections a page's own words read: the company's name, the About block, the hero. */
function readsOf(base: string): string[] {
  const { collection, slug } = parseSectionName(base);
  const kind = collection ?? slug;
  return [
    "site",
    ...(kind === "certification" ? ["hero"] : []),
    ...(kind === "about-page" ? ["about"] : []),
  ];
}

/**
 * The saved sections the previews of `section` read, in English and in the translation: the
 * same page in the other language, and what its own words are made from. Not `section`
 * itself: the form gives it, as it is typed.
 */
export function seoSourceNames(section: string): string[] {
  const { base } = splitTranslation(section);
  const language = translatedLanguageOf(section);
  const names = [base, ...readsOf(base)].flatMap((name) => [name, translationName(name, language)]);
  return [...new Set(names)].filter((name) => name !== section);
}

/** How a page shows in one language: in search results and on a shared link's card. */
export interface SeoPreview {
  language: Language;
  title: string;
  description: string;
  /** The picture's filename, when the page has one. */
  image: string | undefined;
  noindex: boolean;
  /** The company's name, as a search result names the site. */
  siteName: string;
  /** The page's path in this language (`/km/certifications/gots`). */
  path: string;
  /** Shows the form as it is typed (else what is saved). */
  live: boolean;
  /** The language each text is in: a translated page shows English where it has no words. */
  wordsIn: Record<"title" | "description" | "siteName", Language>;
}

interface PreviewSources {
  /** The edited section: `certification:gots` or its translation `certification:gots@km`. */
  section: string;
  /** The edited section's content from the form: English, or the translation's words only. */
  live: Content;
  /** A saved section's content, by name (`site`, `hero@km`). */
  saved: (name: string) => Content | undefined;
}

const words = (content: Content | undefined, key: string) =>
  typeof content?.[key] === "string" ? (content[key] as string) : "";

/**
 * The page in English and in the translation, as the public site works it out: the page's
 * content in that language (a translation laid over its English), its `seo` where set and its
 * own words where not (`pageSeoDefaults`, the function the site uses). The edited language
 * shows the form; the other one what is saved, over the English of the form when the English
 * is edited (its picture and "hidden" are the English ones).
 */
export function seoPreviews({ section, live, saved }: PreviewSources): [SeoPreview, SeoPreview] {
  const { base, language: edited } = splitTranslation(section);
  const language = translatedLanguageOf(section);
  const englishOf = (name: string) => (name === base && !edited ? live : saved(name));
  const translationOf = (name: string) =>
    name === base && edited ? live : saved(translationName(name, language));
  const reads: Record<"en" | "translated", (name: string) => Content | undefined> = {
    en: englishOf,
    translated: (name) => {
      const english = englishOf(name);
      return english && localizedContent(name, english, translationOf(name));
    },
  };
  const pagePath = sectionPages(base)[0] ?? "/";
  const preview = (which: "en" | "translated"): SeoPreview => {
    const read = reads[which];
    const content = read(base) ?? {};
    const shown = pageSeoShown(
      content.seo as PageSeo | undefined,
      pageSeoDefaults(base, content, read),
    );
    const shownLanguage: Language = which === "en" ? "en" : language;
    const siteName = words(read("site"), "brandName");
    return {
      ...shown,
      language: shownLanguage,
      siteName,
      path: localizedPath(shownLanguage, pagePath),
      live: which === "en" ? !edited : Boolean(edited),
      wordsIn: { title: shownLanguage, description: shownLanguage, siteName: shownLanguage },
    };
  };
  const english = preview("en");
  const translated = preview("translated");
  for (const key of ["title", "description", "siteName"] as const) {
    if (translated[key] === english[key]) translated.wordsIn[key] = "en";
  }
  return [english, translated];
}

/** What the edited language shows for a text left empty: the placeholder of its field. */
export function shownWhenEmpty(sources: PreviewSources, key: "title" | "description"): string {
  const seo = sources.live.seo;
  const live =
    typeof seo === "object" && seo !== null
      ? { ...sources.live, seo: { ...(seo as Content), [key]: undefined } }
      : sources.live;
  const [english, translated] = seoPreviews({ ...sources, live });
  return (splitTranslation(sources.section).language ? translated : english)[key];
}

/** "English", "Khmer": the language a preview is in, as its caption names it. */
export const languageName = (language: Language) => LANGUAGE_INFO[language].englishName;
