import {
  type AdminContentSection,
  apiErrorMessages,
  type ContentRevision,
  type ContentSection,
  type DeletedSection,
  realignTranslation,
  rememberEnglish,
  sectionDefinition,
  splitTranslation,
  storedRefs,
  TRANSLATED_LANGUAGES,
  translationMessages,
  translationName,
  withoutEnglishSources,
} from "@app/contract";
import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { InTransaction } from "../activity/activity-log.ts";
import type { Db, Tx } from "../db/database.ts";
import { contentRevisions, sectionRedirects, websiteContent } from "../db/schema.ts";
import { HttpError } from "../lib/http-error.ts";
import { type ContentRow, editedContent, isOnSite } from "./content-row.ts";
import { cancelSchedules, setUnpublishAt } from "./content-schedules.ts";
import { assertSectionContent } from "./content-validation.ts";
import { withEnglishSources } from "./translation-sources.ts";

export type { ContentRow };

type RevisionRow = typeof contentRevisions.$inferSelect;
type ContentObject = Record<string, unknown>;

/** A section as the site shows it: its published content, named by its published version. */
export const toContentSection = (row: ContentRow): ContentSection => ({
  id: row.id,
  section: row.section,
  // The English a translation was made from is for its translators only: it may be a draft.
  content: withoutEnglishSources(row.content),
  version: row.publishedVersion ?? row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** A section as the admin edits it: the draft when one waits, and the latest version. */
export const toAdminSection = (row: ContentRow): AdminContentSection => {
  const draft = row.draft !== null || row.publishedVersion === null;
  return {
    id: row.id,
    section: row.section,
    content: editedContent(row),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    publishedVersion: row.publishedVersion,
    published: row.draft !== null && row.publishedVersion !== null ? row.content : null,
    draft,
  };
};

const toContentRevision = (row: RevisionRow): ContentRevision => ({
  id: row.id,
  section: row.section,
  version: row.version,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  restoredFromVersion: row.restoredFromVersion,
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

/**
 * The rows the site shows: published, and not deleted. A translation shows only while its
 * English does: Khmer prepared for a standard still a draft, or taken off the site, waits.
 */
export const onTheSite = and(
  isNull(websiteContent.deletedAt),
  isNotNull(websiteContent.publishedVersion),
  sql`(strpos(${websiteContent.section}, '@') = 0 or exists (
    select 1 from website_content english
    where english.section = split_part(${websiteContent.section}, '@', 1)
      and english.deleted_at is null and english.published_version is not null))`,
);

const byName = (a: ContentRow, b: ContentRow) =>
  a.section < b.section ? -1 : a.section > b.section ? 1 : 0;

/** Every section on the site ordered by name, in code point order so both drivers agree. */
export async function loadSections(db: Db): Promise<ContentSection[]> {
  const rows = await db.select().from(websiteContent).where(onTheSite);
  return rows.sort(byName).map(toContentSection);
}

/** Every section not deleted, drafts and entries never published too, as the admin edits them. */
export async function loadAdminSections(db: Db): Promise<AdminContentSection[]> {
  const rows = await db.select().from(websiteContent).where(isNull(websiteContent.deletedAt));
  return rows.sort(byName).map(toAdminSection);
}

export const lockSection = async (tx: Tx, section: string): Promise<ContentRow | undefined> => {
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
export const assertCurrentVersion = (current: ContentRow | undefined, expectedVersion?: number) => {
  if (expectedVersion !== undefined && expectedVersion !== current?.version) {
    throw new HttpError(409, apiErrorMessages.staleVersion);
  }
};

/**
 * What a write does with a section: `live` goes on the site (the draft kept as it is, replaced,
 * or dropped with null); `draft` alone is saved beside what the site shows, or, `offTheSite`,
 * in its place: the entry leaves the site and waits as never published.
 */
export type VersionChange =
  | { live: ContentObject; draft?: ContentObject | null }
  | { live?: undefined; draft: ContentObject; offTheSite?: boolean };

/**
 * The next version of a locked row, recorded in content_revisions. An entry never published
 * keeps its draft in `content` too, so the row always holds content of its kind.
 */
export async function writeNextVersion(
  tx: Tx,
  current: ContentRow,
  change: VersionChange,
  author: string,
  restoredFromVersion: number | null,
): Promise<ContentRow> {
  const version = current.version + 1;
  const offTheSite = change.live === undefined && change.offTheSite === true;
  const published = change.live !== undefined || (current.publishedVersion !== null && !offTheSite);
  const content = change.live ?? (published ? current.content : change.draft!);
  // Publishing an entry never published leaves no draft behind, unless one is given.
  const draft =
    change.draft !== undefined
      ? change.draft
      : change.live !== undefined && current.publishedVersion === null
        ? null
        : current.draft;
  const [updated] = await tx
    .update(websiteContent)
    .set({
      content,
      draft,
      refs: storedRefs(current.section, content, draft),
      version,
      ...(change.live !== undefined
        ? { publishedVersion: version, updatedAt: sql`now()` }
        : offTheSite
          ? { publishedVersion: null, updatedAt: sql`now()` }
          : {}),
      deletedAt: null,
    })
    .where(eq(websiteContent.id, current.id))
    .returning();
  await recordRevision(tx, {
    section: current.section,
    version,
    content: change.live ?? change.draft!,
    createdBy: author,
    restoredFromVersion,
    published: change.live !== undefined,
  });
  return updated!;
}

async function recordRevision(
  tx: Tx,
  revision: {
    section: string;
    version: number;
    content: ContentObject;
    createdBy: string | null;
    restoredFromVersion: number | null;
    published: boolean;
  },
): Promise<void> {
  const { published, ...values } = revision;
  await tx
    .insert(contentRevisions)
    .values({ ...values, publishedAt: published ? sql`now()` : null });
}

export interface SaveSectionRequest {
  section: string;
  content: ContentObject;
  /** The version the client edited; undefined accepts any (clients written against the spec). */
  expectedVersion: number | undefined;
  /** Refuse (409) rather than update when the section already exists. */
  createOnly: boolean;
  /** false: saved as the draft, the site keeps what it shows. */
  publish: boolean;
  /** When an entry leaves the site; null cancels a time set before, undefined keeps it. */
  unpublishAt?: string | null;
  author: string;
  audit?: InTransaction<SaveOutcome>;
}

export interface SaveOutcome {
  saved: AdminContentSection;
  created: boolean;
  /** The site showed the section before this save (published, and not deleted). */
  wasOnSite: boolean;
}

/** Creates or updates a section and records the revision, in one transaction. */
export async function saveSection(db: Db, request: SaveSectionRequest): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const outcome = await saveInTransaction(tx, request);
    if (request.unpublishAt !== undefined) {
      const { section, unpublishAt, author } = request;
      await setUnpublishAt(tx, { section, unpublishAt, author });
    }
    await request.audit?.(tx, outcome);
    return outcome;
  });
}

async function saveInTransaction(
  tx: Tx,
  { section, content: words, expectedVersion, createOnly, publish, author }: SaveSectionRequest,
): Promise<SaveOutcome> {
  let current = await lockSection(tx, section);
  const content = await withEnglishSources(
    tx,
    section,
    current && !current.deletedAt ? editedContent(current) : undefined,
    words,
  );
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
      .values({
        section,
        content,
        refs: storedRefs(section, content),
        version: 1,
        publishedVersion: publish ? 1 : null,
        draft: publish ? null : content,
      })
      .onConflictDoNothing({ target: websiteContent.section })
      .returning();
    if (created) {
      // A live section of this name wins over an old URL that was renamed away from it.
      await tx.delete(sectionRedirects).where(eq(sectionRedirects.fromSection, section));
      await recordRevision(tx, {
        section,
        version: 1,
        content,
        createdBy: author,
        restoredFromVersion: null,
        published: publish,
      });
      return { saved: toAdminSection(created), created: true, wasOnSite: false };
    }
    if (createOnly) throw new HttpError(409, apiErrorMessages.sectionExists(section));
    // A concurrent save created the section after our lookup: update its row instead.
    current = (await lockSection(tx, section))!;
  }
  assertCurrentVersion(current, expectedVersion);
  // A save that named the version it edited was made from the draft, if one waited, and
  // replaces it; a spec client's save (no version) leaves a colleague's draft waiting.
  // A draft over a deleted section (a translation translated again) waits off the site: the
  // words it had when deleted must not come back with it.
  const change: VersionChange = publish
    ? { live: content, ...(expectedVersion !== undefined ? { draft: null } : {}) }
    : { draft: content, ...(current.deletedAt ? { offTheSite: true } : {}) };
  const updated = await writeNextVersion(tx, current, change, author, null);
  await realignTranslations(tx, current, updated, author);
  return { saved: toAdminSection(updated), created: false, wasOnSite: isOnSite(current) };
}

/** Two translations alike but for empty places at the end of their lists. */
const sameWords = (a: unknown, b: unknown) => {
  const trimmed = (_: string, value: unknown) => {
    if (!Array.isArray(value)) return value;
    const items = [...value];
    while (items.length > 0 && items.at(-1) == null) items.pop();
    return items;
  };
  return JSON.stringify(a, trimmed) === JSON.stringify(b, trimmed);
};

/**
 * An English section's live translations, kept with the items they translate when its lists
 * changed (moved, removed, added), as their next versions in the same transaction.
 */
export async function realignTranslations(
  tx: Tx,
  before: ContentRow,
  after: ContentRow,
  author: string,
): Promise<void> {
  if (splitTranslation(after.section).language) return;
  if (JSON.stringify(before.content) === JSON.stringify(after.content)) return;
  const schema = sectionDefinition(after.section)?.schema;
  const names = TRANSLATED_LANGUAGES.map((language) => translationName(after.section, language));
  const translations = await tx
    .select()
    .from(websiteContent)
    .where(and(inArray(websiteContent.section, names), isNull(websiteContent.deletedAt)))
    .for("update");
  const realign = (words: ContentObject) =>
    realignTranslation(schema, before.content, after.content, words);
  for (const row of translations) {
    const content = realign(row.content);
    const draft = row.draft && realign(row.draft);
    // Lists realigned come as long as the English ones: places left empty change nothing.
    if (sameWords([content, draft], [row.content, row.draft])) continue;
    await writeNextVersion(
      tx,
      row,
      row.publishedVersion === null ? { draft: draft ?? content } : { live: content, draft },
      author,
      null,
    );
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
  audit?: InTransaction<RestoreOutcome>;
}

export interface RestoreOutcome {
  saved: AdminContentSection;
  /** The section was deleted, and the restore put it back. */
  broughtBack: boolean;
}

/**
 * Writes a new version holding an old revision's content; history is never rewritten. It goes
 * where the work on the section is: on the site, or into the draft when one waits (or the
 * entry was never published).
 */
export async function restoreRevision(
  db: Db,
  { section, version, expectedVersion, author, audit }: RestoreRevisionRequest,
): Promise<RestoreOutcome> {
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
    const intoDraft = current.draft !== null || current.publishedVersion === null;
    const change: VersionChange = intoDraft ? { draft: content } : { live: content };
    const updated = await writeNextVersion(tx, current, change, author, version);
    await realignTranslations(tx, current, updated, author);
    const outcome = { saved: toAdminSection(updated), broughtBack: current.deletedAt !== null };
    await audit?.(tx, outcome);
    return outcome;
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
  // A translation saved before its texts remembered their English was made from the English
  // as it stood then.
  const made = rememberEnglish(schema, then.content, revision.content, revision.content);
  return realignTranslation(schema, then.content, now.content, made);
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
    // Nothing is published or taken off for an entry that is gone.
    await cancelSchedules(tx, section, ["publish", "unpublish"]);
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
