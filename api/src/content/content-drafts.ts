import { type AdminContentSection, apiErrorMessages } from "@app/contract";
import { eq, sql } from "drizzle-orm";
import type { InTransaction } from "../activity/activity-log.ts";
import type { Db, Tx } from "../db/database.ts";
import { websiteContent } from "../db/schema.ts";
import { HttpError } from "../lib/http-error.ts";
import {
  assertCurrentVersion,
  lockSection,
  realignTranslations,
  toAdminSection,
  writeNextVersion,
} from "./content.service.ts";
import { type ContentRow, editedContent, isOnSite } from "./content-row.ts";
import {
  assertUnpublishable,
  cancelSchedules,
  type ScheduleRow,
  schedulableTime,
  setSchedule,
  setUnpublishAt,
} from "./content-schedules.ts";
import { assertSectionContent } from "./content-validation.ts";

export interface PublishDraftRequest {
  section: string;
  /** The version the admin reviewed: a draft changed since answers 409. A schedule names none. */
  version: number | undefined;
  author: string;
}

/** A draft put on the site, and whether the site showed the section before. */
export interface PublishedDraft {
  published: AdminContentSection;
  wasOnSite: boolean;
}

/** Puts a section's draft on the site as its next version, in the caller's transaction. */
export async function publishInTransaction(
  tx: Tx,
  { section, version, author }: PublishDraftRequest,
): Promise<PublishedDraft> {
  const current = await lockSection(tx, section);
  if (!current || current.deletedAt) {
    throw new HttpError(404, apiErrorMessages.sectionNotFound(section));
  }
  assertCurrentVersion(current, version);
  if (current.draft === null) throw new HttpError(409, apiErrorMessages.noDraft(section));
  // The schema may have grown stricter since the draft was saved.
  assertSectionContent(section, current.draft);
  const updated = await writeNextVersion(
    tx,
    current,
    { live: current.draft, draft: null },
    author,
    null,
  );
  await realignTranslations(tx, current, updated, author);
  // Published now: a time set for it before has nothing left to do.
  await cancelSchedules(tx, section, ["publish"]);
  return { published: toAdminSection(updated), wasOnSite: isOnSite(current) };
}

export interface PublishRequest extends PublishDraftRequest {
  /** When to publish; now when not given. */
  at?: string;
  /** When an entry leaves the site; null cancels a time set before, undefined keeps it. */
  unpublishAt?: string | null;
  audit?: InTransaction<PublishOutcome>;
}

export interface PublishOutcome {
  section: string;
  /**
   * The section as published now; undefined when its publishing was set for later, or when
   * the request only set when a published entry without a draft leaves the site.
   */
  published?: AdminContentSection;
  /** The publishing set for later. */
  scheduled?: ScheduleRow;
  /** The time the entry leaves the site (set), null (cancelled) or undefined (nothing to do). */
  unpublish?: ScheduleRow | null;
  /** Published now: whether the site showed the section before (its words changed, no more). */
  wasOnSite?: boolean;
}

/**
 * Publishes a section's draft now or at a time, and sets when an entry leaves the site. An
 * entry on the site without a draft has nothing to publish: the request then only sets (or
 * cancels) when it leaves.
 */
export async function publishSection(db: Db, request: PublishRequest): Promise<PublishOutcome> {
  const { section, version, at, unpublishAt, author } = request;
  const publishAt = at === undefined ? undefined : schedulableTime(at, "at");
  return db.transaction(async (tx) => {
    const outcome: PublishOutcome = { section };
    if (unpublishAt !== undefined) assertUnpublishable(section);
    // Nothing to publish: only when it leaves the site is set, below.
    const onlyLeaving =
      !publishAt && unpublishAt !== undefined ? await lockSection(tx, section) : undefined;
    if (onlyLeaving && isLiveWithoutDraft(onlyLeaving)) {
      assertCurrentVersion(onlyLeaving, version);
    } else if (publishAt) {
      const current = await lockSection(tx, section);
      if (!current || current.deletedAt) {
        throw new HttpError(404, apiErrorMessages.sectionNotFound(section));
      }
      assertCurrentVersion(current, version);
      if (current.draft === null) throw new HttpError(409, apiErrorMessages.noDraft(section));
      outcome.scheduled = await setSchedule(tx, {
        section,
        action: "publish",
        at: publishAt,
        author,
      });
    } else {
      const { published, wasOnSite } = await publishInTransaction(tx, { section, version, author });
      outcome.published = published;
      outcome.wasOnSite = wasOnSite;
    }
    if (unpublishAt !== undefined) {
      outcome.unpublish = await setUnpublishAt(tx, { section, unpublishAt, publishAt, author });
    }
    await request.audit?.(tx, outcome);
    return outcome;
  });
}

const isLiveWithoutDraft = (row: ContentRow) =>
  !row.deletedAt && row.draft === null && row.publishedVersion !== null;

/**
 * Takes an entry off the site: its page, links and sitemap entry go, and it waits in the admin
 * as "Not published", its last words (or its draft) kept to publish again.
 */
export async function unpublishInTransaction(
  tx: Tx,
  section: string,
  author: string,
): Promise<void> {
  assertUnpublishable(section);
  const current = await lockSection(tx, section);
  if (!current || current.deletedAt) {
    throw new HttpError(404, apiErrorMessages.sectionNotFound(section));
  }
  if (current.publishedVersion === null) {
    throw new HttpError(409, apiErrorMessages.notOnTheSite(section));
  }
  // A version of its own: an editor still on the version before cannot publish over it
  // unseen, and the history shows when the entry left.
  const kept = editedContent(current);
  await writeNextVersion(tx, current, { draft: kept, offTheSite: true }, author, null);
}

export interface DiscardDraftRequest {
  section: string;
  expectedVersion: number | undefined;
  author: string;
  /** `removed`: the entry was never published, so discarding its draft deleted it. */
  audit?: InTransaction<{ section: string; version: number; removed: boolean }>;
}

/**
 * Drops a section's draft; the site keeps what it shows, recorded as the next version (so the
 * version clients read is again the latest). An entry never published has nothing else: it
 * goes to the deleted entries, from where its history can still bring it back.
 */
export async function discardDraft(
  db: Db,
  { section, expectedVersion, author, audit }: DiscardDraftRequest,
): Promise<{ section: string; removed: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockSection(tx, section);
    if (!current || current.deletedAt) {
      throw new HttpError(404, apiErrorMessages.sectionNotFound(section));
    }
    assertCurrentVersion(current, expectedVersion);
    if (current.draft === null) throw new HttpError(409, apiErrorMessages.noDraft(section));
    const removed = current.publishedVersion === null;
    if (removed) {
      await tx
        .update(websiteContent)
        .set({ deletedAt: sql`now()` })
        .where(eq(websiteContent.id, current.id));
    } else {
      const change = { live: current.content, draft: null };
      await writeNextVersion(tx, current, change, author, current.publishedVersion);
    }
    await cancelSchedules(tx, section, removed ? ["publish", "unpublish"] : ["publish"]);
    await audit?.(tx, { section, version: current.version, removed });
    return { section, removed };
  });
}
