import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { submissions } from "../../db/schema.ts";
import type { Logger } from "../../lib/logger.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes submissions (and their e-mails) received more than `days` days ago; answers how many. */
export async function deleteSubmissionsOlderThan(db: Db, days: number): Promise<number> {
  const rows = await db
    .delete(submissions)
    .where(lt(submissions.createdAt, sql`now() - (${days}::integer * interval '1 day')`))
    .returning({ id: submissions.id });
  return rows.length;
}

/**
 * SUBMISSION_RETENTION_DAYS: at start and then once a day, submissions older than that are
 * deleted. Idempotent, so several processes may each run it. Answers a function that stops it.
 */
export function startSubmissionRetention(
  db: Db,
  logger: Logger,
  days: number | undefined,
): () => void {
  if (days === undefined) return () => {};
  const sweep = () => {
    deleteSubmissionsOlderThan(db, days)
      .then((deleted) => {
        if (deleted > 0) logger.info("old submissions deleted", { deleted, olderThanDays: days });
      })
      .catch((error: unknown) => {
        logger.error("deleting old submissions failed", { error: String(error) });
      });
  };
  sweep();
  const timer = setInterval(sweep, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
