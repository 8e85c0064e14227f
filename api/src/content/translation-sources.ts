import {
  ENGLISH_SOURCES_KEY,
  rememberEnglish,
  sectionDefinition,
  splitTranslation,
} from "@app/contract";
import { and, eq, inArray, isNull, like, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database.ts";
import { websiteContent } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import { editedContent } from "./content-row.ts";

type ContentObject = Record<string, unknown>;

/** The English a translator works beside: its draft when one waits, else what the site shows. */
export async function englishShown(db: Db | Tx, base: string): Promise<ContentObject | undefined> {
  const [english] = await db
    .select({ content: websiteContent.content, draft: websiteContent.draft })
    .from(websiteContent)
    .where(eq(websiteContent.section, base));
  return english ? editedContent(english) : undefined;
}

/**
 * A translation to save, each of its texts with the English it was made from (see
 * `rememberEnglish`); any other section as it is.
 */
export async function withEnglishSources(
  tx: Tx,
  section: string,
  previous: ContentObject | undefined,
  next: ContentObject,
): Promise<ContentObject> {
  const { base, language } = splitTranslation(section);
  if (!language) return next;
  const english = await englishShown(tx, base);
  if (!english) return next;
  const schema = sectionDefinition(base)?.schema;
  // The admin says which English each text it changed was made from (decision 037).
  return rememberEnglish(schema, english, previous, next, { changed: "as given" });
}

/**
 * Translations saved before texts remembered their English (or restored from such a backup)
 * are taken as made from the English shown now: from here on, a change of it is marked. Done
 * at each start, in place (no new version: nothing a reader sees changes); a no-op once done.
 */
export async function rememberEnglishOfOlderTranslations(db: Db, logger: Logger): Promise<void> {
  const lacking = (column: typeof websiteContent.content | typeof websiteContent.draft) =>
    sql`(${column} is not null and not (${column} ? ${ENGLISH_SOURCES_KEY}))`;
  const rows = await db
    .select()
    .from(websiteContent)
    .where(
      and(
        like(websiteContent.section, "%@%"),
        isNull(websiteContent.deletedAt),
        or(lacking(websiteContent.content), lacking(websiteContent.draft)),
      ),
    );
  const bases = [...new Set(rows.map((row) => splitTranslation(row.section).base))];
  const englishRows =
    bases.length === 0
      ? []
      : await db
          .select({
            section: websiteContent.section,
            content: websiteContent.content,
            draft: websiteContent.draft,
          })
          .from(websiteContent)
          .where(inArray(websiteContent.section, bases));
  const englishOf = new Map(englishRows.map((row) => [row.section, editedContent(row)]));
  let done = 0;
  for (const row of rows) {
    const { base, language } = splitTranslation(row.section);
    if (!language) continue;
    const english = englishOf.get(base);
    if (!english) continue;
    const schema = sectionDefinition(base)?.schema;
    const remember = (words: ContentObject) => rememberEnglish(schema, english, words, words);
    const content = remember(row.content);
    const draft = row.draft && remember(row.draft);
    // A translation with no words yet has nothing to remember.
    if (JSON.stringify([content, draft]) === JSON.stringify([row.content, row.draft])) continue;
    // Only the version read: a save in between (another process) already remembered.
    await db
      .update(websiteContent)
      .set({ content, draft })
      .where(and(eq(websiteContent.id, row.id), eq(websiteContent.version, row.version)));
    done++;
  }
  if (done > 0) logger.info("translations now remember their English", { sections: done });
}
