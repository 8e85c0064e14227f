import {
  COLLECTIONS,
  listedSectionTitle,
  sectionDefinition,
  sectionTitleFrom,
} from "@app/contract";

interface SectionLike {
  section: string;
  content: Record<string, unknown>;
}

/** What the admin calls a section from its own words: "Hero", "GOTS: Global Organic ...". */
export const sectionTitle = ({ section, content }: SectionLike): string =>
  sectionTitleFrom(section, content);

/** The kind of a section: "Standard", "Pillar", or "Custom JSON" for a free-form one. */
export const sectionKind = (section: string): string =>
  sectionDefinition(section)?.label ?? "Custom JSON";

/** Titles in the order a list shows them, as the reader's language sorts. */
export const byTitle = new Intl.Collator().compare;

/** A saved section as the lists know it: its name and title (a summary). */
interface Titled {
  section: string;
  title: string;
}

/**
 * A section's title by its name, from the saved sections' summaries: a translation is called
 * after its English entry ("GOTS: Global Organic Textile Standard (Khmer)"), a section no
 * longer saved by what its name says.
 */
export function sectionTitleOf(section: string, rows: readonly Titled[]): string {
  return listedSectionTitle(section, (name) => rows.find((row) => row.section === name)?.title);
}

const COLLECTION_KEY = new RegExp(
  `\\b(?:${Object.keys(COLLECTIONS).join("|")}):[a-z0-9]+(?:-[a-z0-9]+)*(?:@[a-z]+)?`,
  "g",
);

/** A text with every entry's name (`certification:gots`) replaced by the entry's title. */
export const withSectionTitles = (text: string, rows: readonly Titled[]): string =>
  text.replace(COLLECTION_KEY, (name) => sectionTitleOf(name, rows));

interface LogEntry {
  action: string;
  target: string | null;
  detail: string | null;
}

/** An activity entry about content, its sections named by their titles ("content.saved: Hero"). */
export function contentEntryInWords<T extends LogEntry>(entry: T, rows: readonly Titled[]): T {
  if (!entry.action.startsWith("content.")) return entry;
  return {
    ...entry,
    target: entry.target && sectionTitleOf(entry.target, rows),
    detail: entry.detail && withSectionTitles(entry.detail, rows),
  };
}
