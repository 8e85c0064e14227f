import {
  apiErrorMessages,
  type ContentSchedule,
  canLeaveTheSite,
  SCHEDULE_MAX_DAYS_AHEAD,
  type ScheduleAction,
} from "@app/contract";
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database.ts";
import { msUntilEarliest } from "../db/db-time.ts";
import { contentSchedules } from "../db/schema.ts";
import { HttpError } from "../lib/http-error.ts";

export type ScheduleRow = typeof contentSchedules.$inferSelect;

const waiting = and(isNull(contentSchedules.doneAt), isNull(contentSchedules.cancelledAt));

export const toContentSchedule = (row: ScheduleRow): ContentSchedule => ({
  id: row.id,
  section: row.section,
  action: row.action,
  at: row.at.toISOString(),
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  doneAt: row.doneAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  failure: row.failure,
});

/** A clock a minute behind the admin's still lets them choose "now". */
const PAST_TOLERANCE_MS = 60_000;

/** The moment asked for, refused when it has passed or is more than a year ahead. */
export function schedulableTime(at: string, field: string, now = Date.now()): Date {
  const time = new Date(at);
  const refuse = (message: string) => {
    throw new HttpError(400, message, { [field]: message });
  };
  if (time.getTime() < now - PAST_TOLERANCE_MS) refuse(apiErrorMessages.scheduleInThePast);
  if (time.getTime() > now + SCHEDULE_MAX_DAYS_AHEAD * 86_400_000) {
    refuse(apiErrorMessages.scheduleTooFar);
  }
  return time;
}

/** Cancels a section's waiting changes of these kinds; answers those it cancelled. */
export async function cancelSchedules(
  tx: Tx,
  section: string,
  actions: readonly ScheduleAction[],
): Promise<ScheduleRow[]> {
  return tx
    .update(contentSchedules)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        eq(contentSchedules.section, section),
        inArray(contentSchedules.action, [...actions]),
        waiting,
      ),
    )
    .returning();
}

/** Sets a section's change for a time, in place of one of the same kind set before. */
export async function setSchedule(
  tx: Tx,
  request: { section: string; action: ScheduleAction; at: Date; author: string },
): Promise<ScheduleRow> {
  await cancelSchedules(tx, request.section, [request.action]);
  const [row] = await tx
    .insert(contentSchedules)
    .values({
      section: request.section,
      action: request.action,
      at: request.at,
      createdBy: request.author,
    })
    .returning();
  return row!;
}

/** A renamed entry keeps its waiting changes under its new name. */
export async function moveSchedules(tx: Tx, from: string, to: string): Promise<void> {
  await tx
    .update(contentSchedules)
    .set({ section: to })
    .where(and(eq(contentSchedules.section, from), waiting));
}

/** How long the recently done, failed or cancelled stay in the Scheduled list. */
const RECENT_DAYS = 7;

/** Waiting changes, soonest first, then those done or cancelled in the last week, latest first. */
export async function listSchedules(db: Db): Promise<ContentSchedule[]> {
  const rows = await db
    .select()
    .from(contentSchedules)
    .where(
      or(
        waiting,
        gte(contentSchedules.doneAt, sql`now() - make_interval(days => ${RECENT_DAYS})`),
        gte(contentSchedules.cancelledAt, sql`now() - make_interval(days => ${RECENT_DAYS})`),
      ),
    )
    .orderBy(asc(contentSchedules.at), desc(contentSchedules.id));
  return rows.map(toContentSchedule);
}

/** Cancels one waiting change; a change already done or cancelled answers 409. */
export async function cancelSchedule(tx: Tx, id: number): Promise<ScheduleRow> {
  const [row] = await tx
    .select()
    .from(contentSchedules)
    .where(eq(contentSchedules.id, id))
    .for("update");
  if (!row) throw new HttpError(404, apiErrorMessages.scheduleNotFound);
  if (row.doneAt || row.cancelledAt) throw new HttpError(409, apiErrorMessages.scheduleOver);
  const [cancelled] = await tx
    .update(contentSchedules)
    .set({ cancelledAt: sql`now()` })
    .where(eq(contentSchedules.id, id))
    .returning();
  return cancelled!;
}

/**
 * The earliest change due now, locked for this transaction: a second process skips it and
 * takes the next, so each is done once.
 */
export async function lockDueSchedule(tx: Tx): Promise<ScheduleRow | undefined> {
  const [due] = await tx
    .select()
    .from(contentSchedules)
    .where(and(waiting, lte(contentSchedules.at, sql`now()`)))
    .orderBy(asc(contentSchedules.at), asc(contentSchedules.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return due;
}

/** Records that a change ran, with why it did nothing when it could not. */
export async function markScheduleDone(tx: Tx, id: number, failure: string | null) {
  await tx
    .update(contentSchedules)
    .set({ doneAt: sql`now()`, cancelledAt: null, failure })
    .where(eq(contentSchedules.id, id));
}

/** How long until the next waiting change falls due, on the database's clock. */
export async function nextScheduleInMs(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ ms: msUntilEarliest(contentSchedules.at) })
    .from(contentSchedules)
    .where(waiting);
  return row?.ms ?? undefined;
}

/** An entry of a collection, English, that the site can do without (not a footer link). */
export function assertUnpublishable(section: string): void {
  if (!canLeaveTheSite(section)) {
    const message = apiErrorMessages.unpublishEntriesOnly;
    throw new HttpError(400, message, { unpublishAt: message });
  }
}

/**
 * Sets (or, with null, cancels) the time an entry leaves the site: the schedule set, null when
 * one was cancelled, undefined when there was none to cancel.
 */
export async function setUnpublishAt(
  tx: Tx,
  request: { section: string; unpublishAt: string | null; publishAt?: Date; author: string },
): Promise<ScheduleRow | null | undefined> {
  const { section, unpublishAt, publishAt, author } = request;
  assertUnpublishable(section);
  if (unpublishAt === null) {
    const cancelled = await cancelSchedules(tx, section, ["unpublish"]);
    return cancelled.length > 0 ? null : undefined;
  }
  const at = schedulableTime(unpublishAt, "unpublishAt");
  if (publishAt && at <= publishAt) {
    const message = apiErrorMessages.unpublishBeforePublish;
    throw new HttpError(400, message, { unpublishAt: message });
  }
  return setSchedule(tx, { section, action: "unpublish", at, author });
}
