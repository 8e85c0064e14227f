import { formatBusinessTime } from "@app/contract";
import { recordActivity } from "../activity/activity-log.ts";
import type { Db } from "../db/database.ts";
import { isTransientDbError } from "../db/transient-error.ts";
import { errorForLog } from "../lib/error-for-log.ts";
import { HttpError } from "../lib/http-error.ts";
import { type JobLoop, startJobLoop } from "../lib/job-loop.ts";
import type { Logger } from "../lib/logger.ts";
import { publishInTransaction, unpublishInTransaction } from "./content-drafts.ts";
import { lockDueSchedule, markScheduleDone, nextScheduleInMs } from "./content-schedules.ts";

export type ScheduleWorker = JobLoop;

interface ScheduleWorkerOptions {
  db: Db;
  logger: Logger;
  /**
   * After a change went on the site or left it: every process's caches must follow.
   * `wordsOnly`: a draft published over what the site showed (no entry came or went).
   */
  onDone: (section: string, wordsOnly: boolean) => Promise<void>;
  /** Looks at least this often: changes another process set. */
  pollMs?: number;
}

/** Within a minute of its time, even when another process set it. */
const DEFAULT_POLL_MS = 30_000;

/** Tries of a change that met a passing database error (a deadlock) before it counts as failed. */
const TRANSIENT_TRIES = 5;

/**
 * Does the content changes set for a time, in this process, as each falls due. Any number of
 * processes may run one: a change is claimed, done and marked in one transaction, so exactly
 * one of them does it, and one that died midway leaves it waiting for the next.
 */
export function startScheduleWorker({
  db,
  logger,
  onDone,
  pollMs = DEFAULT_POLL_MS,
}: ScheduleWorkerOptions): ScheduleWorker {
  // Per change, in this process: a "passing" error that lasts must not be tried forever.
  const transientTries = new Map<number, number>();
  const runDue = () =>
    db.transaction(async (tx) => {
      const due = await lockDueSchedule(tx);
      if (!due) return undefined;
      const author = due.createdBy ?? "schedule";
      let failure: string | null = null;
      let wordsOnly = false;
      try {
        // A savepoint: a change that cannot be done leaves nothing half done, and is marked.
        await tx.transaction(async (inner) => {
          if (due.action === "publish") {
            const request = { section: due.section, version: undefined, author };
            ({ wasOnSite: wordsOnly } = await publishInTransaction(inner, request));
          } else {
            await unpublishInTransaction(inner, due.section, author);
          }
        });
      } catch (error) {
        // A deadlock or a lost connection says nothing about the change: everything rolls
        // back and the change stays waiting, tried again at once (a few times).
        const tries = (transientTries.get(due.id) ?? 0) + 1;
        if (isTransientDbError(error) && tries < TRANSIENT_TRIES) {
          transientTries.set(due.id, tries);
          throw error;
        }
        // Any other failure is marked as not done rather than tried again forever: the
        // earliest change that keeps failing would hold back every change after it.
        if (error instanceof HttpError) {
          failure = error.message;
        } else {
          logger.error("scheduled change failed", {
            section: due.section,
            action: due.action,
            error: errorForLog(error),
          });
          failure = "The server met an error doing it; its log says more.";
        }
      }
      transientTries.delete(due.id);
      await markScheduleDone(tx, due.id, failure);
      const when = `as scheduled for ${formatBusinessTime(due.at)}`;
      await recordActivity(
        tx,
        { actor: due.createdBy, ip: null, userAgent: null },
        {
          action: failure
            ? "content.scheduleFailed"
            : due.action === "publish"
              ? "content.published"
              : "content.unpublished",
          target: due.section,
          detail: failure ? `${when}: ${failure}` : when,
        },
      );
      return { section: due.section, action: due.action, failure, wordsOnly };
    });

  return startJobLoop({
    claim: runDue,
    async work({ section, action, failure, wordsOnly }) {
      if (failure) {
        logger.warn("scheduled change not done", { section, action, failure });
        return;
      }
      logger.info("scheduled change done", { section, action });
      await onDone(section, wordsOnly);
    },
    nextDueInMs: () => nextScheduleInMs(db),
    pollMs,
    logger,
    name: "content schedule",
  });
}
