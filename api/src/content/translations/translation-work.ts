import {
  apiErrorMessages,
  isTranslation,
  parseTranslationUnitId,
  sectionDefinition,
  type TranslatedLanguage,
  type TranslationImportResult,
  type TranslationUnit,
  translationName,
  translationSchema,
  translationUnitId,
  translationUnits,
  withTranslatedText,
} from "@app/contract";
import { inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { websiteContent } from "../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import { unsaveable } from "../../lib/input-guard.ts";
import { type SaveSectionRequest, saveSection } from "../content.service.ts";
import { type ContentRow, editedContent } from "../content-row.ts";
import { sectionLabel } from "../content-usage.ts";
import type { TranslationFileEntry } from "./translation-file.ts";

type Content = Record<string, unknown>;

/** Line endings as an XML reader gives them back (CR LF and CR are read as LF). */
const sameLines = (text: string) => text.replace(/\r\n?/g, "\n");
type Row = ContentRow;

async function loadRows(db: Db, names?: string[]): Promise<Map<string, Row>> {
  const rows = await db
    .select()
    .from(websiteContent)
    .where(names ? inArray(websiteContent.section, names) : isNull(websiteContent.deletedAt));
  return new Map(rows.map((row) => [row.section, row]));
}

/**
 * Every text of the site still to translate into `language`, or to review (its English
 * changed since it was translated), section by section in name order.
 */
export async function translationWork(
  db: Db,
  language: TranslatedLanguage,
): Promise<TranslationUnit[]> {
  const rows = await loadRows(db);
  const units: TranslationUnit[] = [];
  for (const row of [...rows.values()].sort((a, b) => (a.section < b.section ? -1 : 1))) {
    if (row.deletedAt || isTranslation(row.section)) continue;
    const schema = sectionDefinition(row.section)?.schema;
    if (!schema) continue;
    const translation = rows.get(translationName(row.section, language));
    const words = translation && !translation.deletedAt ? editedContent(translation) : undefined;
    units.push(...translationUnits(schema, row.section, editedContent(row), words));
  }
  return units;
}

export const toFileEntries = (units: readonly TranslationUnit[]): TranslationFileEntry[] =>
  units.map((unit) => ({
    id: unit.id,
    label: `${sectionLabel(unit.section)}: ${unit.label}`,
    english: unit.english,
    target: unit.translation ?? "",
  }));

interface ImportRequest {
  language: TranslatedLanguage;
  entries: readonly TranslationFileEntry[];
  author: string;
  /** Recorded with each section's save, as the editor's saves are. */
  audit?: SaveSectionRequest["audit"];
}

/**
 * Puts a translator's file back: each text into its section's translation draft, checked
 * first against the English now (one whose English changed since the export is refused and
 * shown, never applied). Each section is saved as its own draft version, for review.
 */
export async function importTranslations(
  db: Db,
  { language, entries, author, audit }: ImportRequest,
): Promise<TranslationImportResult> {
  const result: TranslationImportResult = { applied: 0, sections: [], empty: 0, refused: [] };
  const bySection = new Map<string, { path: (string | number)[]; entry: TranslationFileEntry }[]>();
  const labels = new Map<string, string>();
  const refuse = (id: string, reason: string, more: object = {}) =>
    result.refused.push({ id, label: labels.get(id) ?? id, reason, ...more });
  for (const entry of entries) {
    const place = parseTranslationUnitId(entry.id);
    if (!place || isTranslation(place.section)) {
      refuse(entry.id, "No text of the site has this id.");
      continue;
    }
    if (entry.target === "") {
      result.empty++;
      continue;
    }
    if (unsaveable(entry.target)) {
      refuse(entry.id, apiErrorMessages.controlCharacters);
      continue;
    }
    const texts = bySection.get(place.section) ?? [];
    texts.push({ path: place.path, entry });
    bySection.set(place.section, texts);
  }

  const names = [...bySection.keys()].flatMap((s) => [s, translationName(s, language)]);
  const rows = await loadRows(db, names);
  for (const [section, texts] of bySection) {
    const english = rows.get(section);
    const schema = sectionDefinition(section)?.schema;
    if (!english || english.deletedAt || !schema) {
      for (const { entry } of texts) refuse(entry.id, `There is no section ${section} now.`);
      continue;
    }
    const englishNow = editedContent(english);
    const places = new Map<string, string>();
    for (const unit of translationUnits(schema, section, englishNow, {})) {
      places.set(unit.id, unit.english);
      labels.set(unit.id, `${sectionLabel(section)}: ${unit.label}`);
    }
    const translationRow = rows.get(translationName(section, language));
    const live = translationRow && !translationRow.deletedAt ? translationRow : undefined;
    let next: Content = live ? editedContent(live) : {};
    const accepted: TranslationFileEntry[] = [];
    for (const { path, entry } of texts) {
      const now = places.get(entry.id);
      if (now === undefined) {
        refuse(entry.id, "This text is no longer on the site.");
      } else if (sameLines(now) !== sameLines(entry.english)) {
        refuse(entry.id, "Its English changed since the export: translate it again.", {
          englishInFile: entry.english,
          englishNow: now,
        });
      } else {
        next = withTranslatedText(next, path, entry.target, now);
        accepted.push(entry);
      }
    }
    if (accepted.length === 0) continue;
    // Too long for the field: refused one by one, the rest still goes in.
    const checked = translationSchema(schema).safeParse(next);
    if (!checked.success) {
      const bad = new Map(
        checked.error.issues.map((i) => [
          translationUnitId(section, i.path as (string | number)[]),
          i.message,
        ]),
      );
      next = live ? editedContent(live) : {};
      for (const entry of accepted.splice(0)) {
        const message = bad.get(entry.id);
        if (message) refuse(entry.id, message);
        else {
          const place = parseTranslationUnitId(entry.id)!;
          next = withTranslatedText(next, place.path, entry.target, entry.english);
          accepted.push(entry);
        }
      }
      if (accepted.length === 0) continue;
    }
    const name = translationName(section, language);
    try {
      await saveSection(db, {
        section: name,
        content: next,
        expectedVersion: live?.version,
        createOnly: !live,
        publish: false,
        author,
        audit,
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      for (const entry of accepted) refuse(entry.id, error.message);
      continue;
    }
    result.applied += accepted.length;
    result.sections.push(name);
  }
  return result;
}
