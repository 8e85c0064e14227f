import { and, inArray, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { submissionNotifications, submissions } from "../../db/schema.ts";
import { startDailySweep } from "../../lib/daily-sweep.ts";
import type { Logger } from "../../lib/logger.ts";
import { queueErasedLeadPosts } from "../../telegram/telegram-posts.ts";

/**
 * Deletes submissions (and their e-mails) received more than `days` days ago; answers how many.
 * A lead whose e-mail is still on its way stays until it is sent or fails: retention never
 * deletes a lead nobody has been told about.
 */
export async function deleteSubmissionsOlderThan(db: Db, days: number): Promise<number> {
  const emailUnderway = db
    .select({ id: submissionNotifications.submissionId })
    .from(submissionNotifications)
    .where(
      and(
        sql`${submissionNotifications.submissionId} = ${submissions.id}`,
        inArray(submissionNotifications.state, ["pending", "sending"]),
      ),
    );
  const expired = and(
    lt(submissions.createdAt, sql`now() - (${days}::integer * interval '1 day')`),
    notExists(emailUnderway),
  );
  const rows = await db.transaction(async (tx) => {
    // Their messages in the staff's Telegram group are emptied too.
    await queueErasedLeadPosts(tx, expired);
    return tx.delete(submissions).where(expired).returning({ id: submissions.id });
  });
  return rows.length;
}

/**
 * SUBMISSION_RETENTION_DAYS: at start and then once a day, submissions older than that are
 * deleted. Answers a function that stops it.
 */
export function startSubmissionRetention(
  db: Db,
  logger: Logger,
  days: number | undefined,
): () => Promise<void> {
  if (days === undefined) return async () => {};
  return startDailySweep(logger, `submissions (older than ${days} days)`, () =>
    deleteSubmissionsOlderThan(db, days),
  );
}
