import {
  type ContentArea,
  isTranslatedLanguage,
  isTranslation,
  isUnknownCollection,
  parseSectionName,
  SECTION_NAME_PATTERN,
  SINGLE_SECTIONS,
  splitTranslation,
} from "@app/contract";
import { areaOfSection, collectionOf, collectionsOfArea, isContentArea } from "./content-areas.ts";

/**
 * Every screen of the admin has an address, relative to where the host mounts it (the web:
 * `/admin`). In the owner's words:
 *
 * - an area: `/pages`, `/standards`, `/images`, `/inbox`, `/activity`, `/account`, `/settings`
 *   (and a host's own view: `/bulk-replace`);
 * - a section's editor, in its area: an entry by its slug (`/standards/gots` is
 *   `certification:gots`, `/pages/privacy` is `page:privacy`), a single or free-form section
 *   by its name (`/pages/hero`, `/settings/press-kit`); its translation one step further
 *   (`/standards/gots/km`);
 * - a new free-form section: `/settings/new`;
 * - a message opened in the inbox: `/inbox/412`;
 * - the team (`/team`) and, without a session, an invitation's page (`/join#<token>`).
 *
 * Where the short form would name something else (a text page `page:hero` beside the `hero`
 * section, a free-form section called `new`), the segment is the section's full name, with a
 * leading colon when it has none of its own (`/pages/page:hero`, `/settings/:new`).
 */
export type AdminRoute =
  | { kind: "area"; area: string }
  | { kind: "section"; area: ContentArea; section: string }
  | { kind: "new-section"; area: "settings" }
  | { kind: "message"; area: "inbox"; id: number };

/** The address of the editor of a new free-form section. */
export const NEW_SECTION_ADDRESS = "/settings/new";

export const areaAddress = (area: string): string => `/${area}`;

/** The page an invitation's link opens (INVITATION_PATH under the web's `/admin`). */
export const JOIN_ADDRESS = "/join";

export const messageAddress = (id: number): string => `/inbox/${id}`;

/** The section a segment of an area's address names, or undefined when it names none there. */
function sectionOfSegment(area: ContentArea, segment: string): string | undefined {
  if (segment === "") return undefined;
  if (segment.includes(":")) return segment.startsWith(":") ? segment.slice(1) : segment;
  if (Object.hasOwn(SINGLE_SECTIONS, segment) && SINGLE_SECTIONS[segment]!.area === area) {
    return segment;
  }
  const [collection, ...others] = collectionsOfArea(area);
  if (collection && others.length === 0) return `${collection}:${segment}`;
  // Free-form sections (no schema) are filed under Settings.
  return area === "settings" ? segment : undefined;
}

/** The segment naming an English section in its area's address. */
function segmentOfSection(area: ContentArea, base: string): string {
  const short = collectionOf(base) ? parseSectionName(base).slug : base;
  const reserved = area === "settings" && short === "new";
  if (!reserved && sectionOfSegment(area, short) === base) return short;
  return base.includes(":") ? base : `:${base}`;
}

/** The admin address of a section's editor: `certification:gots@km` is `/standards/gots/km`. */
export function sectionAddress(section: string): string {
  const { base, language } = splitTranslation(section);
  const area = areaOfSection(base);
  const path = `/${area}/${encodeSegment(segmentOfSection(area, base))}`;
  return language ? `${path}/${language}` : path;
}

/** The section whose editor an address opens, or undefined: sectionAddress the other way. */
export function sectionOfAddress(path: string): string | undefined {
  const route = parseAdminPath(path);
  return route?.kind === "section" ? route.section : undefined;
}

/** Whether an English section of that name could exist and be filed in that area. */
const isSectionOf = (area: ContentArea, base: string) =>
  SECTION_NAME_PATTERN.test(base) &&
  !isTranslation(base) &&
  !isUnknownCollection(base) &&
  areaOfSection(base) === area;

// Section names hold only letters, digits, `-`, `_`, `:` and `@`: safe in a path as they are.
const encodeSegment = (segment: string) => segment;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * What an address shows, or undefined when it shows nothing (`/` included: the panel opens its
 * first area there). `areas` are the areas this admin has beyond the content ones (images,
 * inbox, ..., a host's views).
 */
export function parseAdminPath(
  path: string,
  areas: readonly string[] = [],
): AdminRoute | undefined {
  const segments = path.split("/").filter((s) => s !== "");
  const decoded = segments.map(decodeSegment);
  if (decoded.some((s) => s === undefined)) return undefined;
  const [area, item, language, ...rest] = decoded as string[];
  if (area === undefined || rest.length > 0) return undefined;
  if (isContentArea(area)) {
    if (item === undefined) return { kind: "area", area };
    if (area === "settings" && item === "new" && language === undefined) {
      return { kind: "new-section", area };
    }
    const base = sectionOfSegment(area, item);
    if (base === undefined || !isSectionOf(area, base)) return undefined;
    if (language === undefined) return { kind: "section", area, section: base };
    return isTranslatedLanguage(language)
      ? { kind: "section", area, section: `${base}@${language}` }
      : undefined;
  }
  if (area === "inbox" && item !== undefined) {
    if (language !== undefined || !/^[1-9][0-9]{0,15}$/.test(item)) return undefined;
    return { kind: "message", area, id: Number(item) };
  }
  if (item !== undefined) return undefined;
  return areas.includes(area) ? { kind: "area", area } : undefined;
}

/** The address of a route (parseAdminPath the other way). */
export function routeAddress(route: AdminRoute): string {
  switch (route.kind) {
    case "area":
      return areaAddress(route.area);
    case "section":
      return sectionAddress(route.section);
    case "new-section":
      return NEW_SECTION_ADDRESS;
    case "message":
      return messageAddress(route.id);
  }
}
