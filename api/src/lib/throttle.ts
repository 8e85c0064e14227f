import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { throttleEvents } from "../db/schema.ts";

export interface ThrottleRule {
  bucket: string;
  max: number;
  windowMs: number;
}

/** The window's events of one key, oldest first (ids grow with time). */
function eventsInWindow(db: Db, rule: ThrottleRule, key: string, limit: number) {
  return db
    .select({ id: throttleEvents.id, at: throttleEvents.at })
    .from(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, rule.bucket),
        eq(throttleEvents.key, key),
        gt(throttleEvents.at, new Date(Date.now() - rule.windowMs)),
      ),
    )
    .orderBy(asc(throttleEvents.id))
    .limit(limit);
}

/** Seconds until the window's oldest event stops counting. */
const secondsUntilFree = (oldest: Date, rule: ThrottleRule) =>
  Math.max(1, Math.ceil((oldest.getTime() + rule.windowMs - Date.now()) / 1000));

/**
 * Counts events per (bucket, key) in a sliding window, in the database so that every API
 * process sees the same counts.
 */
export async function throttleState(
  db: Db,
  rule: ThrottleRule,
  key: string,
): Promise<{ limited: boolean; retryAfterSeconds: number }> {
  const rows = await eventsInWindow(db, rule, key, rule.max);
  if (rows.length < rule.max) return { limited: false, retryAfterSeconds: 0 };
  return { limited: true, retryAfterSeconds: secondsUntilFree(rows[0]!.at, rule) };
}

export async function recordThrottleEvent(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await db.insert(throttleEvents).values({ bucket: rule.bucket, key });
  // Keep the table small: events older than the window no longer count.
  if (Math.random() < 0.05) {
    await db
      .delete(throttleEvents)
      .where(
        and(
          eq(throttleEvents.bucket, rule.bucket),
          lt(throttleEvents.at, sql`now() - make_interval(secs => ${rule.windowMs / 1000})`),
        ),
      );
  }
}

export interface ThrottleSlot {
  limited: boolean;
  retryAfterSeconds: number;
  /** Gives the slot back: the attempt succeeded and should not count. */
  release(): Promise<void>;
}

/**
 * Takes one slot of the allowance before the attempt is checked, so that parallel attempts
 * cannot all pass a check made before any of them was counted: the event is written first,
 * then counted with every event written before it, on any process. An attempt over the limit
 * gives its slot back at once (refusals do not extend the wait).
 */
export async function reserveThrottleSlot(
  db: Db,
  rule: ThrottleRule,
  key: string,
): Promise<ThrottleSlot> {
  const [event] = await db
    .insert(throttleEvents)
    .values({ bucket: rule.bucket, key })
    .returning({ id: throttleEvents.id });
  const release = async () => {
    await db.delete(throttleEvents).where(eq(throttleEvents.id, event!.id));
  };
  const rows = await eventsInWindow(db, rule, key, rule.max + 1);
  // Limited when this event is not among the first `max` of the window.
  const limited =
    rows.length > rule.max && !rows.slice(0, rule.max).some((r) => r.id === event!.id);
  if (!limited) return { limited, retryAfterSeconds: 0, release };
  await release();
  return {
    limited,
    retryAfterSeconds: secondsUntilFree(rows[0]!.at, rule),
    release: async () => {},
  };
}

export async function clearThrottle(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await db
    .delete(throttleEvents)
    .where(and(eq(throttleEvents.bucket, rule.bucket), eq(throttleEvents.key, key)));
}
