import { and, count, eq, gt, lt, min, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database.ts";
import { throttleEvents } from "../db/schema.ts";

export interface ThrottleRule {
  bucket: string;
  max: number;
  windowMs: number;
}

/**
 * How many events of one key the window holds and when the oldest was: counted in the
 * database (its index on bucket, key and time), not read out row by row.
 */
async function windowOf(db: Db | Tx, rule: ThrottleRule, key: string) {
  const [row] = await db
    .select({ count: count(), oldest: min(throttleEvents.at) })
    .from(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, rule.bucket),
        eq(throttleEvents.key, key),
        gt(throttleEvents.at, new Date(Date.now() - rule.windowMs)),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** Seconds until the window's oldest event stops counting. */
const secondsUntilFree = (oldest: Date, rule: ThrottleRule) =>
  Math.max(1, Math.ceil((oldest.getTime() + rule.windowMs - Date.now()) / 1000));

/** Keeps the table small: events older than the window no longer count. */
async function pruneExpired(db: Db | Tx, rule: ThrottleRule): Promise<void> {
  await db
    .delete(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, rule.bucket),
        lt(throttleEvents.at, sql`now() - make_interval(secs => ${rule.windowMs / 1000})`),
      ),
    );
}

export interface ThrottleSlot {
  limited: boolean;
  retryAfterSeconds: number;
  /** Gives the slot back: the attempt succeeded and should not count. */
  release(): Promise<void>;
}

/**
 * Takes one slot of the allowance before the attempt is checked or stored, so that parallel
 * attempts cannot all pass a check made before any of them was counted. The count and the
 * new event happen under a transaction lock on (bucket, key): attempts for one key are
 * counted one after another on every process that shares the database, and attempts for
 * other keys do not wait. An attempt over the limit takes no slot (refusals do not extend
 * the wait).
 */
export async function reserveThrottleSlot(
  db: Db,
  rule: ThrottleRule,
  key: string,
): Promise<ThrottleSlot> {
  const taken = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${rule.bucket}\n${key}`}, 0))`,
    );
    const window = await windowOf(tx, rule, key);
    if (window.count >= rule.max && window.oldest) {
      return { limited: true as const, oldest: window.oldest };
    }
    const [event] = await tx
      .insert(throttleEvents)
      .values({ bucket: rule.bucket, key })
      .returning({ id: throttleEvents.id });
    return { limited: false as const, id: event!.id };
  });
  if (taken.limited) {
    return {
      limited: true,
      retryAfterSeconds: secondsUntilFree(taken.oldest, rule),
      release: async () => {},
    };
  }
  if (Math.random() < 0.05) await pruneExpired(db, rule);
  return {
    limited: false,
    retryAfterSeconds: 0,
    release: async () => {
      await db.delete(throttleEvents).where(eq(throttleEvents.id, taken.id));
    },
  };
}

/**
 * Whether a key is over its allowance now, without taking a slot: a look before costly work
 * (reading a large body) that the slot's own reservation comes after. Seconds to wait, or 0.
 */
export async function throttledForSeconds(
  db: Db,
  rule: ThrottleRule,
  key: string,
): Promise<number> {
  const window = await windowOf(db, rule, key);
  return window.count >= rule.max && window.oldest ? secondsUntilFree(window.oldest, rule) : 0;
}

export async function clearThrottle(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await db
    .delete(throttleEvents)
    .where(and(eq(throttleEvents.bucket, rule.bucket), eq(throttleEvents.key, key)));
}
