import {
  BACKUP_STALE_AFTER_MS,
  type BackupHealth,
  type BackupRun,
  type BackupStatus,
} from "@app/contract";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { backupRuns } from "../db/schema.ts";

type RunRow = typeof backupRuns.$inferSelect;

/** When automatic backups run: once per `everyMs`, a failed one tried again after `retryMs`. */
export interface BackupTiming {
  everyMs: number;
  retryMs: number;
  /** How often a process looks whether a backup is due. */
  checkMs: number;
  /** The first look after a start, once the site is up and serving. */
  startDelayMs: number;
}

export const DEFAULT_BACKUP_TIMING: BackupTiming = {
  everyMs: 24 * 60 * 60 * 1000,
  retryMs: 60 * 60 * 1000,
  checkMs: 10 * 60 * 1000,
  startDelayMs: 60 * 1000,
};

/**
 * Claims today's automatic backup if it is due (see `dueInMs`). The advisory lock makes the
 * check and the claim one step for every API process on the database.
 */
export async function claimAutomaticRun(db: Db, timing: BackupTiming): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('backup_runs.automatic'))`);
    if (dueInMs(await automaticTimes(tx), timing) > 0) return undefined;
    const [claimed] = await tx
      .insert(backupRuns)
      .values({ kind: "automatic" })
      .returning({ id: backupRuns.id });
    return claimed?.id;
  });
}

export async function startRun(db: Db, kind: BackupRun["kind"]): Promise<number> {
  const [run] = await db.insert(backupRuns).values({ kind }).returning({ id: backupRuns.id });
  return run!.id;
}

export async function finishRun(
  db: Db,
  id: number,
  result: { file: string; bytes: number } | { error: string },
): Promise<void> {
  await db
    .update(backupRuns)
    .set({ finishedAt: sql`now()`, ...result })
    .where(eq(backupRuns.id, id));
}

interface AutomaticTimes {
  now: number;
  lastGoodStart?: number;
  lastStart?: number;
}

async function automaticTimes(db: Db): Promise<AutomaticTimes> {
  const [row] = await db
    .select({
      now: sql<string>`(extract(epoch from now()) * 1000)::text`,
      lastGoodStart: sql<string | null>`(extract(epoch from max(${backupRuns.startedAt}) filter (
        where ${backupRuns.finishedAt} is not null and ${backupRuns.error} is null)) * 1000)::text`,
      lastStart: sql<
        string | null
      >`(extract(epoch from max(${backupRuns.startedAt})) * 1000)::text`,
    })
    .from(backupRuns)
    .where(eq(backupRuns.kind, "automatic"));
  const time = (ms: string | null | undefined) => (ms ? Number(ms) : undefined);
  return {
    now: time(row?.now) ?? Date.now(),
    lastGoodStart: time(row?.lastGoodStart),
    lastStart: time(row?.lastStart),
  };
}

/**
 * How long until the next automatic backup is due, on the database's clock: when none worked
 * within `everyMs` and none started within `retryMs` (one in progress, or a failure to wait out).
 */
function dueInMs({ now, lastGoodStart, lastStart }: AutomaticTimes, timing: BackupTiming): number {
  const due = Math.max(
    lastGoodStart === undefined ? now : lastGoodStart + timing.everyMs,
    lastStart === undefined ? now : lastStart + timing.retryMs,
  );
  return Math.max(0, due - now);
}

export const nextDueInMs = async (db: Db, timing: BackupTiming): Promise<number> =>
  dueInMs(await automaticTimes(db), timing);

const toRun = (row: RunRow | undefined): BackupRun | null =>
  row?.finishedAt
    ? {
        kind: row.kind,
        startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt.toISOString(),
        file: row.file,
        bytes: row.bytes,
        error: row.error,
      }
    : null;

export async function backupStatus(
  db: Db,
  automatic: { dir: string; keep: number; timing: BackupTiming } | undefined,
): Promise<BackupStatus> {
  const [lastSuccess] = await db
    .select()
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.finishedAt), isNull(backupRuns.error)))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  const [lastAutomatic] = await db
    .select()
    .from(backupRuns)
    .where(and(eq(backupRuns.kind, "automatic"), isNotNull(backupRuns.finishedAt)))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  const times = await automaticTimes(db);
  const { now, lastGoodStart } = times;

  let health: BackupHealth = "ok";
  if (!automatic) health = "off";
  else if (!lastAutomatic) health = "none-yet";
  else if (lastAutomatic.error) health = "failed";
  else if (lastGoodStart === undefined || now - lastGoodStart > BACKUP_STALE_AFTER_MS) {
    health = "stale";
  }
  return {
    automatic: automatic
      ? {
          dir: automatic.dir,
          keep: automatic.keep,
          nextAt: new Date(Date.now() + dueInMs(times, automatic.timing)).toISOString(),
        }
      : null,
    lastSuccess: toRun(lastSuccess),
    lastAutomatic: toRun(lastAutomatic),
    health,
  };
}
