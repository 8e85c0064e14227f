import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { throttleEvents } from "../db/schema.ts";

export interface ThrottleRule {
  bucket: string;
  max: number;
  windowMs: number;
}

/**
 * Counts events per (bucket, key) in a sliding window, in the database so that every API
 * process sees the same counts.
 */
export async function throttleState(
  db: Db,
  rule: ThrottleRule,
  key: string,
): Promise<{ limited: boolean; retryAfterSeconds: number }> {
  const since = new Date(Date.now() - rule.windowMs);
  const rows = await db
    .select({ at: throttleEvents.at })
    .from(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, rule.bucket),
        eq(throttleEvents.key, key),
        gt(throttleEvents.at, since),
      ),
    )
    .orderBy(asc(throttleEvents.at))
    .limit(rule.max);
  if (rows.length < rule.max) return { limited: false, retryAfterSeconds: 0 };
  const oldest = rows[0]!.at.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + rule.windowMs - Date.now()) / 1000));
  return { limited: true, retryAfterSeconds };
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

export async function clearThrottle(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await db
    .delete(throttleEvents)
    .where(and(eq(throttleEvents.bucket, rule.bucket), eq(throttleEvents.key, key)));
}
