import {
  type AdminContentSection,
  hasWordsToTranslate,
  type SectionSummary,
  sectionTitleFrom,
  TITLE_TEXT_KEYS,
  type TitleTexts,
  TRANSLATED_LANGUAGES,
  type TranslationStates,
  toSectionSummary,
  translationName,
  translationStates,
} from "@app/contract";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { websiteContent } from "../db/schema.ts";
import { toAdminSection } from "./content.service.ts";

/** The words the admin edits: the draft when one waits (see editedContent). */
const edited = sql<
  Record<string, unknown>
>`coalesce(${websiteContent.draft}, ${websiteContent.content})`;

/** What a summary takes of a row besides its words. */
interface SectionRow {
  id: number;
  section: string;
  version: number;
  publishedVersion: number | null;
  draft: boolean;
  updatedAt: string;
}

/**
 * Every section not deleted, without its words, as one JSON value: PGlite hands over one row
 * faster than thousands. The time in milliseconds, as a Date keeps it (a timestamp's text
 * costs more to make and to read).
 */
const ROWS = sql<string | null>`json_agg(json_build_array(
  ${websiteContent.id}, ${websiteContent.section}, ${websiteContent.version},
  ${websiteContent.publishedVersion},
  ${websiteContent.draft} is not null or ${websiteContent.publishedVersion} is null,
  floor(extract(epoch from ${websiteContent.updatedAt}) * 1000)
) order by ${websiteContent.id})::text`;

type RowTuple = [number, string, number, number | null, boolean, number];

async function readRowsText(db: Db): Promise<string> {
  const [found] = await db
    .select({ rows: ROWS })
    .from(websiteContent)
    .where(isNull(websiteContent.deletedAt));
  return found?.rows ?? "[]";
}

const parseRows = (text: string): SectionRow[] =>
  (JSON.parse(text) as RowTuple[])
    .map(([id, section, version, publishedVersion, draft, updatedAt]) => ({
      id,
      section,
      version,
      publishedVersion,
      draft,
      updatedAt: new Date(updatedAt).toISOString(),
    }))
    .sort(byName);

/** Code point order, as the full list sorts, so both drivers agree. */
const byName = (a: { section: string }, b: { section: string }) =>
  a.section < b.section ? -1 : a.section > b.section ? 1 : 0;

const versionOf = (row: { id: number; version: number } | undefined) =>
  row ? `${row.id}.${row.version}` : "-";

const titleTexts = (content: Record<string, unknown>): TitleTexts =>
  Object.fromEntries(TITLE_TEXT_KEYS.map((key) => [key, content[key]]));

/** The words of the sections with these ids, by name (as the admin edits them). */
async function readWords(db: Db, ids: ReadonlySet<number>) {
  if (ids.size === 0) return new Map<string, never>();
  const rows = await db
    .select({
      id: websiteContent.id,
      section: websiteContent.section,
      version: websiteContent.version,
      publishedVersion: websiteContent.publishedVersion,
      content: edited,
    })
    .from(websiteContent)
    .where(and(inArray(websiteContent.id, [...ids]), isNull(websiteContent.deletedAt)));
  return new Map(rows.map((row) => [row.section, row]));
}

/** What is kept of a section between reads: worked out from its words at `version`. */
interface Kept {
  /** The row's id and version the words were read at (`12.3`). */
  version: string;
  texts: TitleTexts;
  /** An English section's translations, and the versions of its own words and theirs. */
  translations?: { versions: string; states: TranslationStates | undefined };
}

/**
 * Reads the section summaries. A title takes a few texts of a section's words, and how far a
 * translation is takes both its words and its English's: what is worked out from words is
 * kept by the versions it was read at, so a read takes the words only of the sections saved
 * since the one before (every section's once, at the first). One reader per app: versions are
 * a database's own.
 */
export function createSummaryReader() {
  let kept = new Map<string, Kept>();
  /** The last answer and the rows it was made from: the same rows make the same answer. */
  let last: { rowsText: string; summaries: SectionSummary[] } | undefined;

  return async function readSummaries(db: Db): Promise<SectionSummary[]> {
    const rowsText = await readRowsText(db);
    if (last?.rowsText === rowsText) return last.summaries;
    const rows = parseRows(rowsText);
    const named = new Map(rows.map((row) => [row.section, row]));
    const translationsOf = (english: SectionRow) =>
      TRANSLATED_LANGUAGES.map((language) => named.get(translationName(english.section, language)));
    const translationVersions = (english: SectionRow) =>
      [english, ...translationsOf(english)].map(versionOf).join("/");

    const needed = new Set<number>();
    for (const row of rows) {
      const known = kept.get(row.section);
      if (known?.version !== versionOf(row)) needed.add(row.id);
      if (!hasWordsToTranslate(row.section)) continue;
      if (known?.translations?.versions === translationVersions(row)) continue;
      for (const other of [row, ...translationsOf(row)]) if (other) needed.add(other.id);
    }
    const read = await readWords(db, needed);

    const next = new Map<string, Kept>();
    for (const row of rows) {
      const fresh = read.get(row.section);
      const known = kept.get(row.section);
      const entry: Kept = fresh
        ? { version: versionOf(fresh), texts: titleTexts(fresh.content) }
        : (known ?? { version: "-", texts: {} });
      if (hasWordsToTranslate(row.section)) {
        const translations = TRANSLATED_LANGUAGES.map((language) =>
          read.get(translationName(row.section, language)),
        );
        // The versions the words were read at: a save in between is read again next time.
        entry.translations =
          fresh && translations.every((t, i) => t !== undefined || !translationsOf(row)[i])
            ? {
                versions: [fresh, ...translations].map(versionOf).join("/"),
                states: translationStates(fresh, (language) =>
                  read.get(translationName(row.section, language)),
                ),
              }
            : known?.translations;
      }
      next.set(row.section, entry);
    }
    kept = next;

    const titleOf = (section: string) => {
      const entry = next.get(section);
      return entry && sectionTitleFrom(section, entry.texts);
    };
    const summaries = rows.map((row) => {
      const entry = next.get(row.section)!;
      return toSectionSummary(row, entry.texts, titleOf, entry.translations?.states);
    });
    last = { rowsText, summaries };
    return summaries;
  };
}

/** One section not deleted, as the admin edits it; undefined when there is none. */
export async function loadAdminSection(
  db: Db,
  section: string,
): Promise<AdminContentSection | undefined> {
  const [row] = await db
    .select()
    .from(websiteContent)
    .where(and(eq(websiteContent.section, section), isNull(websiteContent.deletedAt)));
  return row && toAdminSection(row);
}
