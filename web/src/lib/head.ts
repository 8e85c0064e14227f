import type { SiteContent } from "@app/contract";
import { LANGUAGE_INFO, LANGUAGES, type Language, localizedPath } from "@app/contract/languages";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "@app/contract/share-card";
import { NOT_COUNTED_META } from "@app/contract/visit-beacon";
import { khmerFontPreloads } from "../i18n/khmer-font.ts";
import type { PageMeta } from "./page-meta.ts";
import { serializeForScript } from "./site-data.ts";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The page in each language (and English as the default), for search engines. */
export function alternateLinks(path: string, origin: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      href: `${origin}${localizedPath(language, path)}`,
    })),
    { hreflang: "x-default", href: `${origin}${path}` },
  ];
}

/**
 * The page's <head> tags: title, description, canonical and its other languages, Open Graph,
 * Twitter, JSON-LD; on a Khmer page, its font.
 */
export function renderHead(
  meta: PageMeta,
  site: SiteContent,
  origin: string,
  language: Language,
  jsonLd: Record<string, unknown> | undefined,
): string {
  const url = meta.path ? `${origin}${localizedPath(language, meta.path)}` : undefined;
  const image = meta.image ? `${origin}${meta.image}` : undefined;
  const tags = [
    ...(language === "km" ? khmerFontPreloads() : []),
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? `<meta name="robots" content="noindex" />` : "",
    meta.notCounted ? `<meta name="${NOT_COUNTED_META}" content="off" />` : "",
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : "",
    ...(meta.path
      ? alternateLinks(meta.path, origin).map(
          ({ hreflang, href }) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
        )
      : []),
    `<meta property="og:locale" content="${LANGUAGE_INFO[language].ogLocale}" />`,
    ...LANGUAGES.filter((other) => other !== language).map(
      (other) =>
        `<meta property="og:locale:alternate" content="${LANGUAGE_INFO[other].ogLocale}" />`,
    ),
    `<meta property="og:site_name" content="${escapeHtml(site.brandName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : "",
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : "",
    image ? `<meta property="og:image:type" content="image/jpeg" />` : "",
    image ? `<meta property="og:image:width" content="${SHARE_CARD_WIDTH}" />` : "",
    image ? `<meta property="og:image:height" content="${SHARE_CARD_HEIGHT}" />` : "",
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}" />` : "",
    jsonLd ? `<script type="application/ld+json">${serializeForScript(jsonLd)}</script>` : "",
  ];
  return tags.filter(Boolean).join("\n    ");
}
