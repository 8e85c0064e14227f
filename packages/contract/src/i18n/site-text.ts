import type { Language } from "./languages.ts";
import { type SiteText, siteTextEn } from "./site-text-en.ts";
import { siteTextKm } from "./site-text-km.ts";

export type { SiteText } from "./site-text-en.ts";

/**
 * Every language's interface text, for the server (rendering, answering forms). The public
 * site's browser code imports only the table of its page's language.
 */
export const SITE_TEXTS: Readonly<Record<Language, SiteText>> = { en: siteTextEn, km: siteTextKm };
