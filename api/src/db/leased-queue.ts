import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "./database.ts";
import { msFromNow, msUntilEarliest } from "./db-time.ts";

/**
 * The rules every leased job queue here keeps (the lead e-mail outbox, the image renditions):
 * a worker claims a due row and holds it until its lease ends; a failed try waits the next
 * delay; after the last, the job is failed for good; a job whose worker died mid-way is due
 * again once its lease ends, until it has been tried as often as any job may be.
 */
export interface LeaseTiming {
  /** Wait after the 1st, 2nd, ... failed try; after the last one the job is failed. */
  retryDelaysMs: readonly number[];
  /** How long a claimed job is held before another worker may take it (a crash mid-job). */
  leaseMs: number;
}

/** How many tries a job gets: the first, then one after each retry delay. */
export const maxTries = (timing: LeaseTiming) => timing.retryDelaysMs.length + 1;

/** How long to wait after the `attempt`th try failed; undefined: that was the last. */
export const retryDelayAfter = (timing: LeaseTiming, attempt: number): number | undefined =>
  timing.retryDelaysMs[attempt - 1];

/** A queue table's columns the rules read. */
export interface LeasedColumns {
  state: AnyPgColumn;
  attempts: AnyPgColumn;
  nextAttemptAt: AnyPgColumn;
}

/** A queue table: its rules' columns, and a `claim` counter that tells a worker its hold is still its own. */
export type LeasedTable = PgTable &
  LeasedColumns & {
    claim: AnyPgColumn;
    updatedAt: AnyPgColumn;
  };

/** One queue: its table and what it calls its states. */
export interface LeasedQueue<T extends LeasedTable> {
  table: T;
  /** The columns that name one job. */
  key: readonly AnyPgColumn[];
  /** Waiting for a try, and claimed by a worker. */
  states: { waiting: string; working: string };
  /** What a job that ended its worker's process too often is set to (its failed state and why). */
  crashedTooOften: (tries: number) => PgUpdateSetSource<T>;
}

/**
 * Jobs whose worker died mid-job (still claimed, lease over) as often as a job may be tried:
 * failed rather than claimed again, so a job that kills its process cannot take down every
 * process in turn.
 */
const crashedTooOften = (
  columns: LeasedColumns,
  working: string,
  timing: LeaseTiming,
): SQL | undefined =>
  and(
    eq(columns.state, working),
    lte(columns.nextAttemptAt, sql`now()`),
    gte(columns.attempts, maxTries(timing)),
  );

/** Jobs not yet done or failed: waiting for a try, or held by a worker. */
const unfinished = ({ table, states }: LeasedQueue<LeasedTable>) =>
  inArray(table.state, [states.waiting, states.working]);

/**
 * How long until the queue's next unfinished job falls due (0 when one is due now), or
 * undefined when there is none. Measured on the database's clock, which the due times are
 * on: the server's own clock may be ahead or behind.
 */
export async function nextJobDueInMs<T extends LeasedTable>(
  db: Db,
  queue: LeasedQueue<T>,
): Promise<number | undefined> {
  const [row] = await db
    .select({ ms: msUntilEarliest(queue.table.nextAttemptAt) })
    .from(queue.table as PgTable)
    .where(unfinished(queue));
  return row?.ms ?? undefined;
}

/**
 * Takes the next due job for this worker: one statement that locks the row it picks (skipping
 * rows another worker holds) and marks it working until the lease ends, one job at a time so a
 * lease only ever covers the work in hand. A job whose lease ran out (its worker died mid-job)
 * is due again until it has been tried as often as any job may be: then it is failed. Returns
 * the claimed row, its `attempts` counting this try and its `claim` this worker's hold.
 */
export async function claimNextJob<T extends LeasedTable>(
  db: Db,
  queue: LeasedQueue<T>,
  timing: LeaseTiming,
): Promise<T["$inferSelect"] | undefined> {
  const { table, key, states } = queue;
  await db
    .update(table)
    .set({ ...queue.crashedTooOften(maxTries(timing)), updatedAt: sql`now()` })
    .where(crashedTooOften(table, states.working, timing));
  const due = db
    .select(Object.fromEntries(key.map((column, i) => [`key${i}`, column])))
    .from(table as PgTable)
    .where(and(unfinished(queue), lte(table.nextAttemptAt, sql`now()`)))
    .orderBy(asc(table.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(table)
    .set({
      state: states.working,
      attempts: sql`${table.attempts} + 1`,
      claim: sql`${table.claim} + 1`,
      nextAttemptAt: msFromNow(timing.leaseMs),
      updatedAt: sql`now()`,
    } as PgUpdateSetSource<T>)
    .where(sql`(${sql.join([...key], sql`, `)}) in (${due})`)
    .returning();
  return (claimed as T["$inferSelect"][])[0];
}

/** A job a worker claimed: the values of the queue's key, and the worker's hold on it. */
export interface HeldJob {
  key: readonly unknown[];
  /** The claim's number: the hold is this worker's while the row still has it. */
  claim: number;
  /** Which try this is (1 for the first). */
  attempt: number;
}

/** The job's row, while this worker still holds it (no other re-claimed after a lost lease). */
const stillHeld = <T extends LeasedTable>(queue: LeasedQueue<T>, job: HeldJob) =>
  and(
    ...queue.key.map((column, i) => eq(column, job.key[i])),
    eq(queue.table.state, queue.states.working),
    eq(queue.table.claim, job.claim),
  );

/** Pushes the lease's end out again while the work goes on; false when the hold was lost. */
export async function extendJobLease<T extends LeasedTable>(
  db: Db,
  queue: LeasedQueue<T>,
  job: HeldJob,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(queue.table)
    .set({ nextAttemptAt: msFromNow(leaseMs) } as PgUpdateSetSource<T>)
    .where(stillHeld(queue, job))
    .returning({ claim: queue.table.claim });
  return rows.length > 0;
}

/** Ends a held job with what it came to (its done state and fields); nothing if the hold was lost. */
export async function finishJob<T extends LeasedTable>(
  db: Db,
  queue: LeasedQueue<T>,
  job: HeldJob,
  outcome: PgUpdateSetSource<T>,
): Promise<void> {
  await db
    .update(queue.table)
    .set({ ...outcome, updatedAt: sql`now()` })
    .where(stillHeld(queue, job));
}

/** What the other side answered to a try that did not go through. */
export interface FailedTry {
  answer: string;
  /** Trying again will not help (a refusal, not an outage). */
  permanent: boolean;
}

/**
 * Records a failed try: failed for good when refused permanently or out of tries (its answer
 * then says so), else due again after the next delay.
 */
export async function failJobTry<T extends LeasedTable & { lastAnswer: AnyPgColumn }>(
  db: Db,
  queue: LeasedQueue<T>,
  job: HeldJob,
  failure: FailedTry,
  timing: LeaseTiming,
): Promise<void> {
  const delay = retryDelayAfter(timing, job.attempt);
  const giveUp = failure.permanent || delay === undefined;
  const answer =
    giveUp && !failure.permanent
      ? `Gave up after ${job.attempt} tries. Last answer: ${failure.answer}`
      : failure.answer;
  const outcome = giveUp
    ? { state: "failed", lastAnswer: answer, updatedAt: sql`now()` }
    : {
        state: queue.states.waiting,
        lastAnswer: answer,
        nextAttemptAt: msFromNow(delay),
        updatedAt: sql`now()`,
      };
  await db
    .update(queue.table)
    .set(outcome as unknown as PgUpdateSetSource<T>)
    .where(stillHeld(queue, job));
}

/** What the admin shows of a job: one waiting is "queued" before its first try, "retrying" after. */
export function jobStory<State extends string>(
  row: {
    state: string;
    attempts: number;
    lastAnswer: string | null;
    nextAttemptAt: Date;
    sentAt: Date | null;
  },
  waiting: string,
): {
  state: State;
  attempts: number;
  lastAnswer: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
} {
  const isWaiting = row.state === waiting;
  return {
    state: (isWaiting ? (row.attempts === 0 ? "queued" : "retrying") : row.state) as State,
    attempts: row.attempts,
    lastAnswer: row.lastAnswer,
    nextAttemptAt: isWaiting ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The jobs not done (waiting, held, failed) counted by state; never reads the done ones. */
export const openJobsQuery = <T extends LeasedTable>(db: Db, { table, states }: LeasedQueue<T>) =>
  db
    .select({ state: table.state, count: count() })
    .from(table as PgTable)
    .where(inArray(table.state, [states.waiting, states.working, "failed"]))
    .groupBy(table.state);

/** Jobs not done yet (waiting or held), and those failed for good. */
export async function openJobCounts<T extends LeasedTable>(
  db: Db,
  queue: LeasedQueue<T>,
): Promise<{ waiting: number; failed: number }> {
  const rows = await openJobsQuery(db, queue);
  let waiting = 0;
  let failed = 0;
  for (const row of rows as { state: string; count: number }[]) {
    if (row.state === "failed") failed += Number(row.count);
    else waiting += Number(row.count);
  }
  return { waiting, failed };
}
