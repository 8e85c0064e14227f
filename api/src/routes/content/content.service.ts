import {
  apiErrorMessages,
  type ContentRevision,
  type ContentSection,
  type DeletedSection,
  realignTranslation,
  referenceTargets,
  sectionDefinition,
  sectionReferences,
  splitTranslation,
  TRANSLATED_LANGUAGES,
  translationMessages,
  translationName,
} from "@app/contract";
import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { InTransaction } from "../../activity/activity-log.ts";
import type { Db, Tx } from "../../db/database.ts";
import { contentRevisions, sectionRedirects, websiteContent } from "../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import { assertSectionContent } from "./content-validation.ts";

type ContentRow = typeof websiteContent.$inferSelect;
type RevisionRow = typeof contentRevisions.$inferSelect;
type ContentObject = Record<string, unknown>;

export const toContentSection = (row: ContentRow): ContentSection => ({
  id: row.id,
  section: row.section,
  content: row.content,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const toContentRevision = (row: RevisionRow): ContentRevision => ({
  id: row.id,
  section: row.section,
  version: row.version,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  restoredFromVersion: row.restoredFromVersion,
});

/** What a section's content links to, stored with it at every write. */
export const refsOf = (section: string, content: unknown) =>
  referenceTargets(sectionReferences(section, content));

/** Every live section ordered by name, in code point order so both drivers' collations agree. */
export async function loadSections(db: Db): Promise<ContentSection[]> {
  const rows = await db.select().from(websiteContent).where(isNull(websiteContent.deletedAt));
  return rows
    .sort((a, b) => (a.section < b.section ? -1 : a.section > b.section ? 1 : 0))
    .map(toContentSection);
}

const lockSection = async (tx: Tx, section: string): Promise<ContentRow | undefined> => {
  const [row] = await tx
    .select()
    .from(websiteContent)
    .where(eq(websiteContent.section, section))
    .for("update");
  return row;
};

/** A new translation needs its English section, live: there is nothing to lay it over otherwise. */
async function assertTranslatesLiveSection(tx: Tx, section: string): Promise<void> {
  const { base, language } = splitTranslation(section);
  if (!language) return;
  const [english] = await tx
    .select({ deletedAt: websiteContent.deletedAt })
    .from(websiteContent)
    .where(eq(websiteContent.section, base));
  if (!english || english.deletedAt) {
    const message = translationMessages.needsEnglish(base);
    throw new HttpError(400, message, { section: message });
  }
}

/** Refuses a write based on a version other than the current one: it would overwrite unseen edits. */
const assertCurrentVersion = (current: ContentRow | undefined, expectedVersion?: number) => {
  if (expectedVersion !== undefined && expectedVersion !== current?.version) {
    throw new HttpError(409, apiErrorMessages.staleVersion);
  }
};

/** The next version of a locked row, recorded in content_revisions. */
export async function writeNextVersion(
  tx: Tx,
  current: ContentRow,
  content: ContentObject,
  author: string,
  restoredFromVersion: number | null,
): Promise<ContentRow> {
  const [updated] = await tx
    .update(websiteContent)
    .set({
      content,
      refs: refsOf(current.section, content),
      version: current.version + 1,
      updatedAt: sql`now()`,
      deletedAt: null,
    })
    .where(eq(websiteContent.id, current.id))
    .returning();
  await recordRevision(tx, updated!, author, restoredFromVersion);
  return updated!;
}

async function recordRevision(
  tx: Tx,
  row: ContentRow,
  author: string,
  restoredFromVersion: number | null,
): Promise<void> {
  await tx.insert(contentRevisions).values({
    section: row.section,
    version: row.version,
    content: row.content,
    createdBy: author,
    restoredFromVersion,
  });
}

export interface SaveSectionRequest {
  section: string;
  content: ContentObject;
  /** The version the client edited; undefined accepts any (clients written against the spec). */
  expectedVersion: number | undefined;
  /** Refuse (409) rather than update when the section already exists. */
  createOnly: boolean;
  author: string;
  audit?: InTransaction<{ saved: ContentSection; created: boolean }>;
}

/** Creates or updates a section and records the revision, in one transaction. */
export async function saveSection(
  db: Db,
  request: SaveSectionRequest,
): Promise<{ saved: ContentSection; created: boolean }> {
  return db.transaction(async (tx) => {
    const outcome = await saveInTransaction(tx, request);
    await request.audit?.(tx, outcome);
    return outcome;
  });
}

async function saveInTransaction(
  tx: Tx,
  { section, content, expectedVersion, createOnly, author }: SaveSectionRequest,
): Promise<{ saved: ContentSection; created: boolean }> {
  let current = await lockSection(tx, section);
  // A deleted translation only meant "show the English": translating it again revives it,
  // as its next version (its history kept). Any other deleted section is restored instead.
  const revivesTranslation =
    current?.deletedAt != null && splitTranslation(section).language !== undefined;
  if (current && createOnly && !revivesTranslation) {
    throw new HttpError(
      409,
      current.deletedAt
        ? apiErrorMessages.sectionDeleted(section)
        : apiErrorMessages.sectionExists(section),
    );
  }
  if (revivesTranslation) await assertTranslatesLiveSection(tx, section);
  if (!current) {
    assertCurrentVersion(current, expectedVersion);
    await assertTranslatesLiveSection(tx, section);
    const [created] = await tx
      .insert(websiteContent)
      .values({ section, content, refs: refsOf(section, content), version: 1 })
      .onConflictDoNothing({ target: websiteContent.section })
      .returning();
    if (created) {
      // A live section of this name wins over an old URL that was renamed away from it.
      await tx.delete(sectionRedirects).where(eq(sectionRedirects.fromSection, section));
      await recordRevision(tx, created, author, null);
      return { saved: toContentSection(created), created: true };
    }
    if (createOnly) throw new HttpError(409, apiErrorMessages.sectionExists(section));
    // A concurrent save created the section after our lookup: update its row instead.
    current = (await lockSection(tx, section))!;
  }
  assertCurrentVersion(current, expectedVersion);
  const updated = await writeNextVersion(tx, current, content, author, null);
  await realignTranslations(tx, current, updated, author);
  return { saved: toContentSection(updated), created: false };
}

/**
 * An English section's live translations, kept with the items they translate when its lists
 * changed (moved, removed, added), as their next versions in the same transaction.
 */
async function realignTranslations(
  tx: Tx,
  before: ContentRow,
  after: ContentRow,
  author: string,
): Promise<void> {
  if (splitTranslation(after.section).language) return;
  const schema = sectionDefinition(after.section)?.schema;
  const names = TRANSLATED_LANGUAGES.map((language) => translationName(after.section, language));
  const translations = await tx
    .select()
    .from(websiteContent)
    .where(and(inArray(websiteContent.section, names), isNull(websiteContent.deletedAt)))
    .for("update");
  for (const row of translations) {
    const content = realignTranslation(schema, before.content, after.content, row.content);
    if (JSON.stringify(content) === JSON.stringify(row.content)) continue;
    await writeNextVersion(tx, row, content, author, null);
  }
}

/** A section's revisions, newest first (deleted sections too); undefined when it never existed. */
export async function listRevisions(
  db: Db,
  section: string,
): Promise<ContentRevision[] | undefined> {
  const [exists] = await db
    .select({ id: websiteContent.id })
    .from(websiteContent)
    .where(eq(websiteContent.section, section));
  if (!exists) return undefined;
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.section, section))
    .orderBy(desc(contentRevisions.version));
  return rows.map(toContentRevision);
}

export interface RestoreRevisionRequest {
  section: string;
  version: number;
  expectedVersion: number | undefined;
  author: string;
  /** `broughtBack`: the section was deleted, and the restore put it back on the site. */
  audit?: InTransaction<{ saved: ContentSection; broughtBack: boolean }>;
}

/** Writes a new version holding an old revision's content; history is never rewritten. */
export async function restoreRevision(
  db: Db,
  { section, version, expectedVersion, author, audit }: RestoreRevisionRequest,
): Promise<ContentSection> {
  return db.transaction(async (tx) => {
    // A deleted section comes back with the restored content.
    const current = await lockSection(tx, section);
    if (!current) throw new HttpError(404, apiErrorMessages.sectionNotFound(section));
    const [revision] = await tx
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.section, section), eq(contentRevisions.version, version)));
    if (!revision) throw new HttpError(404, apiErrorMessages.revisionNotFound(section, version));
    assertCurrentVersion(current, expectedVersion);
    const content = await restorableContent(tx, revision);
    // The schema may have grown stricter since; the site must never hold what a save refuses.
    assertSectionContent(section, content);
    const updated = await writeNextVersion(tx, current, content, author, version);
    await realignTranslations(tx, current, updated, author);
    const saved = toContentSection(updated);
    await audit?.(tx, { saved, broughtBack: current.deletedAt !== null });
    return saved;
  });
}

/**
 * What restoring a revision writes. An old translation is moved onto the English items as
 * they are now: they may have been reordered since it was saved, and its words must follow
 * the items they translate (the English as it stood then tells which they were).
 */
async function restorableContent(tx: Tx, revision: RevisionRow): Promise<ContentObject> {
  const { base, language } = splitTranslation(revision.section);
  if (!language) return revision.content;
  // Compared in the database: a JS Date would cut the microseconds the timestamps hold.
  const savedAt = sql`(select created_at from content_revisions where id = ${revision.id})`;
  const [then] = await tx
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.section, base), lte(contentRevisions.createdAt, savedAt)))
    .orderBy(desc(contentRevisions.version))
    .limit(1);
  const [now] = await tx.select().from(websiteContent).where(eq(websiteContent.section, base));
  if (!then || !now) return revision.content;
  const schema = sectionDefinition(base)?.schema;
  return realignTranslation(schema, then.content, now.content, revision.content);
}

export interface DeleteSectionRequest {
  section: string;
  expectedVersion: number | undefined;
  /** With the version the section had when it was taken off. */
  audit?: InTransaction<{ section: string; version: number }>;
}

/** Takes a section off the site; its row and history stay, so it can be restored. */
export async function deleteSection(
  db: Db,
  { section, expectedVersion, audit }: DeleteSectionRequest,
): Promise<{ section: string; deletedAt: string }> {
  return db.transaction(async (tx) => {
    const current = await lockSection(tx, section);
    if (!current || current.deletedAt) {
      throw new HttpError(404, apiErrorMessages.sectionNotFound(section));
    }
    if (sectionDefinition(section)?.required) {
      throw new HttpError(409, apiErrorMessages.sectionRequired(section));
    }
    assertCurrentVersion(current, expectedVersion);
    const [deleted] = await tx
      .update(websiteContent)
      .set({ deletedAt: sql`now()` })
      .where(eq(websiteContent.id, current.id))
      .returning();
    await audit?.(tx, { section, version: current.version });
    return { section, deletedAt: deleted!.deletedAt!.toISOString() };
  });
}

/** Deleted sections, the most recently deleted first. */
export async function listDeletedSections(db: Db): Promise<DeletedSection[]> {
  const rows = await db
    .select()
    .from(websiteContent)
    .where(isNotNull(websiteContent.deletedAt))
    .orderBy(desc(websiteContent.deletedAt));
  return rows.map((row) => ({
    section: row.section,
    version: row.version,
    deletedAt: row.deletedAt!.toISOString(),
    content: row.content,
  }));
}

/** Old section names that now answer with the new one: `certification:old` -> `certification:new`. */
export async function loadRedirects(db: Db): Promise<Record<string, string>> {
  const rows = await db.select().from(sectionRedirects);
  return Object.fromEntries(rows.map((row) => [row.fromSection, row.toSection]));
}
