import type { Language } from "@app/contract/languages";
import { type SiteText, siteTextEn } from "@app/contract/site-text-en";

/**
 * A language's interface text in the browser. English is part of the main bundle; another
 * language's table is its own small chunk, loaded only by pages in that language.
 */
export async function loadSiteText(language: Language): Promise<SiteText> {
  switch (language) {
    case "km":
      return (await import("@app/contract/site-text-km")).siteTextKm;
    default:
      return siteTextEn;
  }
}
