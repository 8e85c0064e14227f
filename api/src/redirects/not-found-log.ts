import {
  NOT_FOUND_KEPT_DAYS,
  NOT_FOUND_KEPT_PATHS,
  NOT_FOUND_PATH_MAX,
  type NotFoundPath,
} from "@app/contract";
import { desc, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { notFoundPaths } from "../db/schema.ts";
import { startBatchedTally } from "../lib/batched-tally.ts";
import type { Logger } from "../lib/logger.ts";

/** Missing pages are written at most this long after they were asked for. */
export const NOT_FOUND_FLUSH_MS = 10_000;
/**
 * Distinct paths waiting in memory between two writes: a flood of made-up addresses fills it
 * and the rest of the round is dropped, never growing memory or a write past it.
 */
export const NOT_FOUND_WAITING_MAX = 2_000;
/** Of the paths kept, this many are the newest whatever their count; the rest the busiest. */
export const NOT_FOUND_NEWEST_KEPT = 200;

interface Seen {
  count: number;
  /** The last time, in ms. */
  at: number;
  referrer: string | null;
}

export interface NotFoundLog {
  /** A public path answered 404, with the site the visitor came from; never waits. */
  record(path: string, referrer: string | null): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
  /** Paths turned away since the start because the round was full. */
  readonly dropped: number;
}

const UNSAFE = /[\p{Cc}\p{Cf}]/gu;

/** How a path is kept: without characters no address shows, at most NOT_FOUND_PATH_MAX long. */
const keptPath = (path: string) =>
  Array.from(path.replace(UNSAFE, "")).slice(0, NOT_FOUND_PATH_MAX).join("");

/**
 * Counts the public paths that answered 404 in memory and adds them to `not_found_paths` in
 * batches, then keeps the table to the busiest NOT_FOUND_KEPT_PATHS paths of the last
 * NOT_FOUND_KEPT_DAYS days (decision 048).
 */
export function startNotFoundLog(options: {
  db: Db;
  logger: Logger;
  flushMs?: number;
  now?: () => Date;
}): NotFoundLog {
  const { db, logger, flushMs = NOT_FOUND_FLUSH_MS, now = () => new Date() } = options;
  const tally = startBatchedTally<Seen>({
    what: "missing pages",
    logger,
    flushMs,
    maxKeys: NOT_FOUND_WAITING_MAX,
    merge: (kept, added) => ({
      count: kept.count + added.count,
      at: Math.max(kept.at, added.at),
      referrer: added.referrer ?? kept.referrer,
    }),
    write: async (batch) => {
      const rows = [...batch].map(
        ([path, seen]) =>
          sql`(${path}::text, ${seen.count}::int, ${new Date(seen.at).toISOString()}::timestamptz, ${seen.referrer}::text)`,
      );
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into ${notFoundPaths} (path, count, last_seen_at, referrer)
          values ${sql.join(rows, sql`, `)}
          on conflict (path) do update set
            count = ${notFoundPaths.count} + excluded.count,
            last_seen_at = greatest(${notFoundPaths.lastSeenAt}, excluded.last_seen_at),
            referrer = coalesce(excluded.referrer, ${notFoundPaths.referrer})`);
        const oldest = new Date(now().getTime() - NOT_FOUND_KEPT_DAYS * 86_400_000);
        // The busiest stay, and the newest too: a real missing page asked for once per round
        // must live long enough to add up, whatever a flood's made-up paths have counted.
        await tx.execute(sql`
          delete from ${notFoundPaths} where last_seen_at < ${oldest.toISOString()}::timestamptz
            or (path not in (
                  select path from ${notFoundPaths}
                  order by count desc, last_seen_at desc
                  limit ${NOT_FOUND_KEPT_PATHS - NOT_FOUND_NEWEST_KEPT})
                and path not in (
                  select path from ${notFoundPaths}
                  order by last_seen_at desc, count desc
                  limit ${NOT_FOUND_NEWEST_KEPT}))`);
      });
    },
  });
  return {
    record(path, referrer) {
      tally.add(keptPath(path), { count: 1, at: now().getTime(), referrer });
    },
    flush: tally.flush,
    stop: tally.stop,
    get dropped() {
      return tally.dropped;
    },
  };
}

/** The missing pages of the last NOT_FOUND_KEPT_DAYS days, busiest first. */
export async function listNotFound(db: Db, now = new Date()): Promise<NotFoundPath[]> {
  const oldest = new Date(now.getTime() - NOT_FOUND_KEPT_DAYS * 86_400_000);
  const rows = await db
    .select()
    .from(notFoundPaths)
    .where(gte(notFoundPaths.lastSeenAt, oldest))
    .orderBy(desc(notFoundPaths.count), desc(notFoundPaths.lastSeenAt))
    .limit(NOT_FOUND_KEPT_PATHS);
  return rows.map((row) => ({
    path: row.path,
    count: row.count,
    lastSeenAt: row.lastSeenAt.toISOString(),
    referrer: row.referrer,
  }));
}

/** A path now redirected leaves the list, in every language it was asked in. */
export async function forgetNotFound(db: Db, paths: readonly string[]): Promise<void> {
  if (paths.length > 0)
    await db.delete(notFoundPaths).where(inArray(notFoundPaths.path, [...paths]));
}
