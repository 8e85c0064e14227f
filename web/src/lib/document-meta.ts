import { type Language, localizedPath } from "@app/contract/languages";
import { NOT_COUNTED_META } from "@app/contract/visit-beacon";
import { useEffect, useMemo } from "react";
import { useLocation } from "react-router-dom";
import { useLanguage, useSiteText } from "../i18n/language.tsx";
import { alternateLinks } from "./head.ts";
import { type PageMeta, pageMeta } from "./page-meta.ts";
import { matchPage } from "./pages.ts";
import { useSiteStore } from "./site-data.ts";
import { countNavigation } from "./visit-entry.ts";

function setMeta(attribute: "name" | "property", key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string | undefined) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === undefined) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.append(link);
  }
  link.href = href;
}

/** The page's versions in every language; none for a page that is not indexed. */
function setAlternates(path: string | undefined, origin: string) {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
    link.remove();
  }
  if (path === undefined) return;
  for (const { hreflang, href } of alternateLinks(path, origin)) {
    const link = document.createElement("link");
    link.rel = "alternate";
    link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Keeps the head in step with client-side navigation; the server already wrote the same tags
 * for the first page.
 */
export function useDocumentMeta(meta: PageMeta, language: Language) {
  useEffect(() => {
    const origin = window.location.origin;
    const url = meta.path ? `${origin}${localizedPath(language, meta.path)}` : undefined;
    const image = meta.image ? `${origin}${meta.image}` : undefined;
    document.title = meta.title;
    setMeta("name", "description", meta.description);
    setMeta("name", "robots", meta.noindex ? "noindex" : undefined);
    setMeta("name", NOT_COUNTED_META, meta.notCounted ? "off" : undefined);
    setCanonical(url);
    setAlternates(meta.path, origin);
    setMeta("property", "og:title", meta.title);
    setMeta("property", "og:description", meta.description);
    setMeta("property", "og:type", meta.type);
    setMeta("property", "og:url", url);
    setMeta("property", "og:image", image);
    setMeta("name", "twitter:title", meta.title);
    setMeta("name", "twitter:description", meta.description);
    setMeta("name", "twitter:image", image);
  }, [meta, language]);
}

/** The head of the page the current path shows, from the current content. */
export function usePageMeta() {
  const store = useSiteStore();
  const text = useSiteText();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const meta = useMemo(
    () => pageMeta(matchPage(pathname), store, text, search),
    [pathname, search, store, text],
  );
  useDocumentMeta(meta, language);
  // Counted once the page's head says what it is: a missing page is not counted.
  useEffect(() => countNavigation(pathname, !meta.notCounted), [pathname, meta.notCounted]);
}
