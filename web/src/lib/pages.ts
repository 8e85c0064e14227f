import { CERTIFICATION_INDEX, certificationName } from "../catalog/certification-index.ts";
import { SECTION_REDIRECTS, SERVICES_SECTION_ID, sectionHref } from "../catalog/navigation.ts";
import { isPillarSlug, PILLAR_INDEX } from "../catalog/pillar-index.ts";

/** What a path shows; the server and the client router agree through this one function. */
export type PageMatch =
  | { kind: "home" }
  | { kind: "about" }
  | { kind: "privacy" }
  | { kind: "terms" }
  | { kind: "admin" }
  | { kind: "certification"; id: string; found: boolean }
  | { kind: "pillar"; slug: string; found: boolean }
  | { kind: "redirect"; to: string }
  | { kind: "not-found" };

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function matchPage(rawPathname: string): PageMatch {
  const pathname = trimSlash(rawPathname) || "/";
  if (pathname === "/") return { kind: "home" };
  if (pathname === "/about") return { kind: "about" };
  if (pathname === "/privacy") return { kind: "privacy" };
  if (pathname === "/terms") return { kind: "terms" };
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return { kind: "admin" };
  const redirect = SECTION_REDIRECTS[pathname];
  if (redirect) return { kind: "redirect", to: sectionHref(redirect) };
  if (/^\/services\/[^/]+$/.test(pathname)) {
    return { kind: "redirect", to: sectionHref(SERVICES_SECTION_ID) };
  }
  const certification = /^\/certifications\/([^/]+)$/.exec(pathname);
  if (certification) {
    const id = decodeSegment(certification[1]!);
    return { kind: "certification", id, found: certificationName(id) !== undefined };
  }
  const pillar = /^\/pillars\/([^/]+)$/.exec(pathname);
  if (pillar) {
    const slug = decodeSegment(pillar[1]!);
    return { kind: "pillar", slug, found: isPillarSlug(slug) };
  }
  return { kind: "not-found" };
}

export function pageStatus(match: PageMatch): number {
  switch (match.kind) {
    case "not-found":
      return 404;
    case "certification":
    case "pillar":
      return match.found ? 200 : 404;
    case "redirect":
      return 301;
    default:
      return 200;
  }
}

/** Every indexable path, for sitemap.xml. */
export function sitemapPaths(): string[] {
  return [
    "/",
    "/about",
    ...PILLAR_INDEX.map((p) => `/pillars/${p.slug}`),
    ...CERTIFICATION_INDEX.map((c) => `/certifications/${c.id}`),
    "/privacy",
    "/terms",
  ];
}
