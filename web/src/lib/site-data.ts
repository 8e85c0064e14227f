import type {
  AboutContent,
  ContentSection,
  HeroContent,
  KnownSectionName,
  SiteContent,
  WebsiteImage,
} from "@app/contract";
import { QueryClient, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { getJson, HttpError } from "./http.ts";

/** The sections the public site reads. */
export const PUBLIC_SECTIONS = ["hero", "site", "about"] as const satisfies KnownSectionName[];
export type PublicSection = (typeof PUBLIC_SECTIONS)[number];

/**
 * What the server reads from the database and embeds in the page, so the first render on the
 * server and the hydration in the browser use the same data. A missing section is `null`
 * (what the API's 404 means).
 */
export interface SiteData {
  content: Record<PublicSection, ContentSection | null>;
  images: WebsiteImage[];
}

/** What the page embeds: the data plus the sections' defaults (so the page's script needs no zod). */
export interface EmbeddedSiteData extends SiteData {
  defaults: SectionContent;
}

export const SITE_DATA_ELEMENT_ID = "site-data";

/** The spec's hero freshness: 5 minutes, up to 3 retries, never on 404. */
export const CONTENT_STALE_MS = 5 * 60 * 1000;
export const CONTENT_MAX_RETRIES = 3;

export const queryKeys = {
  content: (section: string) => ["content", section] as const,
  images: ["images"] as const,
};

/** The spec's defaults: no retries, no refetch on focus or interval, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export function seedQueryClient(client: QueryClient, data: SiteData): void {
  for (const section of PUBLIC_SECTIONS) {
    client.setQueryData(queryKeys.content(section), data.content[section] ?? null);
  }
  client.setQueryData(queryKeys.images, data.images);
}

export async function fetchContentSection(section: string): Promise<ContentSection | null> {
  try {
    return await getJson<ContentSection>(`/api/content-json/${encodeURIComponent(section)}`);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const retryUnless404 = (failureCount: number, error: unknown) =>
  !(error instanceof HttpError && error.status === 404) && failureCount < CONTENT_MAX_RETRIES;

function useContentQuery(section: PublicSection) {
  return useQuery({
    queryKey: queryKeys.content(section),
    queryFn: () => fetchContentSection(section),
    staleTime: CONTENT_STALE_MS,
    retry: retryUnless404,
  });
}

export type SectionContent = { hero: HeroContent; site: SiteContent; about: AboutContent };

let sectionDefaults: SectionContent | undefined;

/**
 * The contract's defaults of the public sections. The server registers them from the contract;
 * the browser from the page's embedded data, which keeps the contract's zod schemas out of the
 * first script.
 */
export function registerSectionDefaults(defaults: SectionContent): void {
  sectionDefaults = defaults;
}

/**
 * Whether a value has the shape of the defaults: the same keys with values of the same kind
 * (strings, lists of strings, nested objects). The API validates every save with the
 * section's zod schema; this guard keeps zod out of the page's first script and falls back to
 * the defaults field by field for anything unexpected.
 */
function mergeWithDefaults<T>(defaults: T, value: unknown): T {
  if (typeof defaults === "string")
    return (typeof value === "string" && value.trim() ? value : defaults) as T;
  if (Array.isArray(defaults)) {
    return (
      Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string")
        ? value
        : defaults
    ) as T;
  }
  if (defaults && typeof defaults === "object") {
    if (!value || typeof value !== "object" || Array.isArray(value)) return defaults;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, fallback] of Object.entries(defaults))
      out[key] = mergeWithDefaults(fallback, record[key]);
    return out as T;
  }
  return defaults;
}

/** What the site links to: "#" (not set) or an http(s) address, as the contract allows. */
const SAFE_LINK = /^(#$|https?:\/\/)/i;
const safeLink = (href: string, fallback: string) =>
  SAFE_LINK.test(href.trim()) ? href : fallback;

/**
 * The contract refuses any other link, but a row saved before it did (or written around the
 * API) must still never become a `javascript:` or `data:` href: it keeps the default.
 */
function withSafeLinks(site: SiteContent, defaults: SiteContent): SiteContent {
  const social = { ...site.social };
  for (const key of Object.keys(social) as (keyof SiteContent["social"])[])
    social[key] = safeLink(social[key], defaults.social[key]);
  return { ...site, website: safeLink(site.website, defaults.website), social };
}

/** Stored content of a section over its defaults; anything missing or malformed keeps the default. */
export function parseSection<S extends PublicSection>(
  section: S,
  stored: ContentSection | null | undefined,
): SectionContent[S] {
  if (!sectionDefaults) throw new Error("Section defaults are not registered");
  const defaults = sectionDefaults[section];
  if (!stored) return defaults;
  const merged = mergeWithDefaults(defaults, stored.content);
  return section === "site"
    ? (withSafeLinks(merged as SiteContent, defaults as SiteContent) as SectionContent[S])
    : merged;
}

/** A content section: the defaults until (or unless) the server has one. */
export function useSectionContent<S extends PublicSection>(section: S): SectionContent[S] {
  const { data } = useContentQuery(section);
  return useMemo(() => parseSection(section, data), [section, data]);
}

export const useHeroContent = () => useSectionContent("hero");
export const useSiteContent = () => useSectionContent("site");
export const useAboutContent = () => useSectionContent("about");

export function useSiteImages(): WebsiteImage[] {
  const { data } = useQuery({
    queryKey: queryKeys.images,
    queryFn: () => getJson<WebsiteImage[]>("/api/images"),
    staleTime: CONTENT_STALE_MS,
  });
  return data ?? [];
}

/** Reads the JSON the server embedded; an empty page (no server data) gets empty data. */
export function readEmbeddedSiteData(doc: Document): EmbeddedSiteData | undefined {
  const element = doc.getElementById(SITE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as EmbeddedSiteData;
  } catch {
    return undefined;
  }
}

/** JSON safe inside a <script> element: `<` can never close the tag or open a comment. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * `filepath?v=version`: the contract's versionedImagePath, restated here because the contract's
 * images module carries zod schemas (a unit test keeps the two identical).
 */
export const imageSrc = (image: Pick<WebsiteImage, "filepath" | "version">) =>
  `${image.filepath}?v=${image.version}`;
