import type { ActivityAction, ActivityEntry, ActivityPage, ActivityQuery } from "@app/contract";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database.ts";
import { activityLog } from "../db/schema.ts";

/** Who did it and from where; the route's request supplies it (see activity-context.ts). */
export interface ActivityOrigin {
  actor: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface ActivityEvent {
  action: ActivityAction;
  target?: string | null;
  detail?: string | null;
}

/**
 * Called inside a change's transaction with what it did, before the commit: the activity log's
 * entry lands with the change or not at all, and a refused change never reaches it.
 */
export type InTransaction<T> = (tx: Tx, outcome: T) => Promise<void>;

/** Stored texts are bounded: a client's user agent or a tried e-mail can be anything. */
const clip = (value: string | null | undefined, max: number) =>
  value == null ? null : value.length > max ? `${value.slice(0, max - 1)}…` : value;

/** Appends one entry. Pass the transaction that made the change, so both land or neither. */
export async function recordActivity(
  db: Db,
  origin: ActivityOrigin,
  event: ActivityEvent,
): Promise<void> {
  await db.insert(activityLog).values({
    actor: clip(origin.actor, 254),
    action: event.action,
    target: clip(event.target, 300),
    detail: clip(event.detail, 500),
    ip: clip(origin.ip, 64),
    userAgent: clip(origin.userAgent, 400),
  });
}

/** Cambodia keeps UTC+7 all year: a day in the filter is that day on the office's clock. */
const OFFICE_OFFSET = "+07:00";
const startOfDay = (day: string) => new Date(`${day}T00:00:00${OFFICE_OFFSET}`);
const DAY_MS = 24 * 60 * 60 * 1000;

function entryOf(row: typeof activityLog.$inferSelect): ActivityEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action as ActivityAction,
    target: row.target,
    detail: row.detail,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

/** One page, newest first, after the cursor (an entry id); limit + 1 rows say if more follow. */
export async function listActivity(
  db: Db,
  { action, person, from, to, cursor, limit }: ActivityQuery,
  { notBefore }: { notBefore?: Date } = {},
): Promise<ActivityPage> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(
      and(
        action ? eq(activityLog.action, action) : undefined,
        person ? eq(activityLog.actor, person) : undefined,
        notBefore ? gte(activityLog.at, notBefore) : undefined,
        from ? gte(activityLog.at, startOfDay(from)) : undefined,
        to ? lt(activityLog.at, new Date(startOfDay(to).getTime() + DAY_MS)) : undefined,
        cursor ? lt(activityLog.id, Number(cursor)) : undefined,
      ),
    )
    .orderBy(desc(activityLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map(entryOf),
    nextCursor: rows.length > limit && page.length > 0 ? String(page.at(-1)!.id) : null,
  };
}

/** Deletes entries older than the retention period; answers how many went. */
export async function pruneActivity(db: Db, retentionDays: number): Promise<number> {
  const removed = await db
    .delete(activityLog)
    .where(lt(activityLog.at, sql`now() - make_interval(days => ${retentionDays})`))
    .returning({ id: activityLog.id });
  return removed.length;
}
