import {
  COLLECTIONS,
  LANGUAGE_INFO,
  parseSectionName,
  sectionDefinition,
  splitTranslation,
} from "@app/contract";

interface SectionLike {
  section: string;
  content: Record<string, unknown>;
}

const textOf = (content: Record<string, unknown>, key: string) => {
  const value = content[key];
  return typeof value === "string" ? value.trim() : "";
};

/** What the admin calls a section in lists: "Hero", "GOTS: Global Organic Textile Standard". */
export function sectionTitle({ section, content }: SectionLike): string {
  const { collection, slug } = parseSectionName(section);
  const definition = sectionDefinition(section);
  if (!collection) return definition?.label ?? section;
  const name = textOf(content, "name");
  const fullName = textOf(content, "fullName");
  if (name && fullName && name !== fullName) return `${name}: ${fullName}`;
  return name || textOf(content, "title") || fullName || slug;
}

/** The kind of a section: "Standard", "Pillar", or "Custom JSON" for a free-form one. */
export const sectionKind = (section: string): string =>
  sectionDefinition(section)?.label ?? "Custom JSON";

/**
 * A section's title by its name, from the saved sections: a translation is called after its
 * English entry ("GOTS: Global Organic Textile Standard (Khmer)"), a section no longer saved by
 * what its name says.
 */
export function sectionTitleOf(section: string, rows: readonly SectionLike[]): string {
  const row = rows.find((r) => r.section === section);
  const { base, language } = splitTranslation(section);
  if (language && parseSectionName(base).collection) {
    const english = rows.find((r) => r.section === base);
    const title = sectionTitle(english ?? { section: base, content: {} });
    return `${title} (${LANGUAGE_INFO[language].englishName})`;
  }
  // A name no kind of section has (from an older version of the site) stays as it was.
  if (!row && !sectionDefinition(section)) return section;
  return sectionTitle(row ?? { section, content: {} });
}

const COLLECTION_KEY = new RegExp(
  `\\b(?:${Object.keys(COLLECTIONS).join("|")}):[a-z0-9]+(?:-[a-z0-9]+)*(?:@[a-z]+)?`,
  "g",
);

/** A text with every entry's name (`certification:gots`) replaced by the entry's title. */
export const withSectionTitles = (text: string, rows: readonly SectionLike[]): string =>
  text.replace(COLLECTION_KEY, (name) => sectionTitleOf(name, rows));

interface LogEntry {
  action: string;
  target: string | null;
  detail: string | null;
}

/** An activity entry about content, its sections named by their titles ("content.saved: Hero"). */
export function contentEntryInWords<T extends LogEntry>(entry: T, rows: readonly SectionLike[]): T {
  if (!entry.action.startsWith("content.")) return entry;
  return {
    ...entry,
    target: entry.target && sectionTitleOf(entry.target, rows),
    detail: entry.detail && withSectionTitles(entry.detail, rows),
  };
}
