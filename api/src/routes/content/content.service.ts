import { apiErrorMessages, type ContentRevision, type ContentSection } from "@app/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { contentRevisions, websiteContent } from "../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import { assertSectionContent } from "./content-validation.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
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

/** Every section ordered by name, in code point order so both drivers' collations agree. */
export async function loadSections(db: Db): Promise<ContentSection[]> {
  const rows = await db.select().from(websiteContent);
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

/** Refuses a write based on a version other than the current one: it would overwrite unseen edits. */
const assertCurrentVersion = (current: ContentRow | undefined, expectedVersion?: number) => {
  if (expectedVersion !== undefined && expectedVersion !== current?.version) {
    throw new HttpError(409, apiErrorMessages.staleVersion);
  }
};

/** The next version of a locked row, recorded in content_revisions. */
async function writeNextVersion(
  tx: Tx,
  current: ContentRow,
  content: ContentObject,
  author: string,
  restoredFromVersion: number | null,
): Promise<ContentRow> {
  const [updated] = await tx
    .update(websiteContent)
    .set({ content, version: current.version + 1, updatedAt: sql`now()` })
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
}

/** Creates or updates a section and records the revision, in one transaction. */
export async function saveSection(
  db: Db,
  { section, content, expectedVersion, createOnly, author }: SaveSectionRequest,
): Promise<{ saved: ContentSection; created: boolean }> {
  return db.transaction(async (tx) => {
    let current = await lockSection(tx, section);
    if (current && createOnly) throw new HttpError(409, apiErrorMessages.sectionExists(section));
    if (!current) {
      assertCurrentVersion(current, expectedVersion);
      const [created] = await tx
        .insert(websiteContent)
        .values({ section, content, version: 1 })
        .onConflictDoNothing({ target: websiteContent.section })
        .returning();
      if (created) {
        await recordRevision(tx, created, author, null);
        return { saved: toContentSection(created), created: true };
      }
      if (createOnly) throw new HttpError(409, apiErrorMessages.sectionExists(section));
      // A concurrent save created the section after our lookup: update its row instead.
      current = (await lockSection(tx, section))!;
    }
    assertCurrentVersion(current, expectedVersion);
    const updated = await writeNextVersion(tx, current, content, author, null);
    return { saved: toContentSection(updated), created: false };
  });
}

/** A section's revisions, newest first; undefined when the section does not exist. */
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
}

/** Writes a new version holding an old revision's content; history is never rewritten. */
export async function restoreRevision(
  db: Db,
  { section, version, expectedVersion, author }: RestoreRevisionRequest,
): Promise<ContentSection> {
  return db.transaction(async (tx) => {
    const current = await lockSection(tx, section);
    if (!current) throw new HttpError(404, apiErrorMessages.sectionNotFound(section));
    const [revision] = await tx
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.section, section), eq(contentRevisions.version, version)));
    if (!revision) throw new HttpError(404, apiErrorMessages.revisionNotFound(section, version));
    assertCurrentVersion(current, expectedVersion);
    // The schema may have grown stricter since; the site must never hold what a save refuses.
    assertSectionContent(section, revision.content);
    const updated = await writeNextVersion(tx, current, revision.content, author, version);
    return toContentSection(updated);
  });
}
