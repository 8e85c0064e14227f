import type { SubmissionNotification } from "@app/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import {
  claimNextJob,
  extendJobLease,
  type FailedTry,
  failJobTry,
  finishJob,
  type HeldJob,
  jobStory,
  type LeasedQueue,
  type LeaseTiming,
  nextJobDueInMs,
  openJobCounts,
  openJobsQuery,
} from "../db/leased-queue.ts";
import { submissionNotifications, submissions } from "../db/schema.ts";
import type { LeadSubmission } from "./lead-email.ts";

/** How the outbox paces its tries (the leased queue's rules); tests shorten it. */
export type OutboxTiming = LeaseTiming;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * First retry after 15 s, then growing to every 4 hours: 15 tries spread over about 32 hours
 * (more when the server itself was down), so a mail server that is out for a day still gets
 * every lead once it is back.
 */
export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  retryDelaysMs: [
    15 * SECOND,
    MINUTE,
    5 * MINUTE,
    15 * MINUTE,
    30 * MINUTE,
    HOUR,
    2 * HOUR,
    ...Array<number>(7).fill(4 * HOUR),
  ],
  leaseMs: 2 * MINUTE,
};

type NotificationRow = typeof submissionNotifications.$inferSelect;

/** The admin's view of a stored outbox row. */
export const notificationOf = (row: NotificationRow): SubmissionNotification =>
  jobStory<SubmissionNotification["state"]>(row, "pending");

/** Puts one submission's e-mail in the outbox; call inside the transaction that stores it. */
export async function enqueueNotification(db: Db, submissionId: number): Promise<void> {
  await db.insert(submissionNotifications).values({ submissionId });
}

export interface ClaimedNotification {
  /** The claim's number: this worker's hold on the row while it is still the row's. */
  claim: number;
  attempt: number;
  lead: LeadSubmission;
}

/** The outbox as a leased queue: one row per lead, "sending" while a worker holds it. */
const outboxQueue: LeasedQueue<typeof submissionNotifications> = {
  table: submissionNotifications,
  key: [submissionNotifications.submissionId],
  states: { waiting: "pending", working: "sending" },
  crashedTooOften: (tries) => ({
    state: "failed",
    lastAnswer: `Gave up: the server stopped ${tries} times while sending it. Send again to try once more.`,
  }),
};

/** Takes the next due e-mail for this worker (the leased queue's claim) with its lead. */
export async function claimDueNotification(
  db: Db,
  timing: OutboxTiming,
): Promise<ClaimedNotification | undefined> {
  const claimed = await claimNextJob(db, outboxQueue, timing);
  if (!claimed) return undefined;
  const [lead] = await db
    .select()
    .from(submissions)
    .where(eq(submissions.id, claimed.submissionId));
  // Erased between the claim and now: the cascade took its outbox row too.
  return lead && { claim: claimed.claim, attempt: claimed.attempts, lead };
}

/** The claim as the leased queue holds it. */
const held = ({ lead, claim, attempt }: ClaimedNotification): HeldJob => ({
  key: [lead.id],
  claim,
  attempt,
});

/** Pushes the lease's end out again while a send goes on; false when the claim was lost. */
export const extendLease = (db: Db, claimed: ClaimedNotification, leaseMs: number) =>
  extendJobLease(db, outboxQueue, held(claimed), leaseMs);

export const markSent = (db: Db, claimed: ClaimedNotification, answer: string) =>
  finishJob(db, outboxQueue, held(claimed), {
    state: "sent",
    sentAt: sql`now()`,
    lastAnswer: answer,
  });

/**
 * Records a failed try: failed for good when the server refused permanently or the tries ran
 * out, else due again after the next delay.
 */
export const markFailedTry = (
  db: Db,
  claimed: ClaimedNotification,
  failure: FailedTry,
  timing: OutboxTiming,
) => failJobTry(db, outboxQueue, held(claimed), failure, timing);

/**
 * Queues a failed or retrying e-mail to be sent now, with a fresh run of tries. False when
 * the submission has no e-mail that can be sent again (none, sending, or already sent).
 */
export async function requeueNotification(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(submissionNotifications)
    .set({ state: "pending", attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(submissionNotifications.submissionId, id),
        inArray(submissionNotifications.state, ["pending", "failed"]),
      ),
    )
    .returning({ id: submissionNotifications.submissionId });
  return rows.length > 0;
}

/** How long until the next unfinished e-mail falls due (the leased queue's rule). */
export const nextDueInMs = (db: Db) => nextJobDueInMs(db, outboxQueue);

/** The e-mails not sent, by state: read from the index of those alone (never the sent ones). */
export const openNotificationsQuery = (db: Db) => openJobsQuery(db, outboxQueue);

/** E-mails still to send, and those that failed for good. */
export const outboxCounts = (db: Db) => openJobCounts(db, outboxQueue);
