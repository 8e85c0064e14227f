import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

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

/**
 * Jobs whose worker died mid-job (still claimed, lease over) as often as a job may be tried:
 * failed rather than claimed again, so a job that kills its process cannot take down every
 * process in turn. `working` is the queue's name for a claimed job.
 */
export const crashedTooOften = (
  columns: LeasedColumns,
  working: string,
  timing: LeaseTiming,
): SQL | undefined =>
  and(
    eq(columns.state, working),
    lte(columns.nextAttemptAt, sql`now()`),
    gte(columns.attempts, maxTries(timing)),
  );
