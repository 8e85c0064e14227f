import {
  COLLECTION_SECTIONS,
  CONTENT_AREAS,
  type CollectionName,
  type ContentArea,
  parseSectionName,
  sectionDefinition,
} from "@app/contract";

/**
 * The panel's areas: the content areas, plus images, the inbox, the activity log and the
 * administrator's account, in the order the nav lists them.
 */
export type PanelArea = ContentArea | "images" | "inbox" | "activity" | "account";

/** Where a section is filed; free-form sections (no schema) live under Settings. */
export function areaOfSection(name: string): ContentArea {
  return sectionDefinition(name)?.area ?? "settings";
}

/** The collections an area lists as entries (Standards: `certification:*`). */
export function collectionsOfArea(area: ContentArea): CollectionName[] {
  return (Object.keys(COLLECTION_SECTIONS) as CollectionName[]).filter(
    (name) => COLLECTION_SECTIONS[name].area === area,
  );
}

/** The collection an entry belongs to, or undefined for a single section. */
export function collectionOf(name: string): CollectionName | undefined {
  const { collection } = parseSectionName(name);
  return collection !== undefined && Object.hasOwn(COLLECTION_SECTIONS, collection)
    ? (collection as CollectionName)
    : undefined;
}

export const contentAreaLabel = (area: ContentArea): string =>
  CONTENT_AREAS.find((a) => a.id === area)?.label ?? area;

export const isContentArea = (id: string): id is ContentArea =>
  CONTENT_AREAS.some((area) => area.id === id);

/** What the admin opens first: the pages, where the home page's words are. */
export const DEFAULT_AREA: PanelArea = "pages";
