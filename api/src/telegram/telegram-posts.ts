import type { LeadTelegram } from "@app/contract";
import { and, desc, eq, gt, gte, inArray, type SQL, sql } from "drizzle-orm";
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
} from "../db/leased-queue.ts";
import { queryRows } from "../db/query-rows.ts";
import { submissions, telegramPosts } from "../db/schema.ts";
import { DEFAULT_OUTBOX_TIMING } from "../mail/outbox.ts";

/**
 * A lead seen late is often lost: the e-mail outbox's day and a half of tries, its first
 * 15 s wait split into two quicker ones (10 s, then 30 s).
 */
export const DEFAULT_TELEGRAM_TIMING: LeaseTiming = {
  retryDelaysMs: [10_000, 30_000, ...DEFAULT_OUTBOX_TIMING.retryDelaysMs.slice(1)],
  leaseMs: 60_000,
};

/** The group's messages as a leased queue: one row per message, "posting" while a worker holds it. */
const postQueue: LeasedQueue<typeof telegramPosts> = {
  table: telegramPosts,
  key: [telegramPosts.id],
  states: { waiting: "pending", working: "posting" },
  crashedTooOften: (tries) => ({
    state: "failed",
    lastAnswer: `Gave up: the server stopped ${tries} times while posting it.`,
  }),
};

/** The key that names a lead's message: one per lead, however often it is queued. */
export const leadPostKey = (submissionId: number) => `lead:${submissionId}`;

/** Queues a lead's message; call inside the transaction that stores the lead. */
export async function enqueueLeadPost(db: Db, submissionId: number): Promise<void> {
  await db.insert(telegramPosts).values({ key: leadPostKey(submissionId), submissionId });
}

/** What a lead's message in the group says once the lead is erased (or deleted by retention). */
export const ERASED_LEAD_TEXT =
  "This lead was erased from the website's admin; its details are no longer kept.";

const ERASE_KEY = /^erase:(-?\d{1,20}):(\d{1,10})$/;

/** The message an `erase:` post edits, or undefined for any other post. */
export function erasedMessageOf(key: string): { chatId: string; messageId: number } | undefined {
  const match = ERASE_KEY.exec(key);
  return match ? { chatId: match[1]!, messageId: Number(match[2]) } : undefined;
}

const REFRESH_KEY = /^refresh:lead:(\d{1,10})$/;

/** The lead a `refresh:lead:<id>` post brings up to date in the group, or undefined. */
export function refreshedLeadOf(key: string): number | undefined {
  const match = REFRESH_KEY.exec(key);
  return match ? Number(match[1]) : undefined;
}

/**
 * The lead changed in the admin (its stage, its owner): its message in the group is edited to
 * match. One row per lead, armed again by each change; a change while an edit is under way
 * arms it again too (that worker's result no longer counts), so the last change always shows.
 * Nothing is queued for a lead whose message is not posted: it will read as it is when it is.
 */
export async function queueLeadRefresh(db: Db, submissionId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into ${telegramPosts} (key)
    select ${`refresh:lead:${submissionId}`}
    where exists (
      select 1 from ${telegramPosts}
      where ${telegramPosts.submissionId} = ${submissionId} and ${telegramPosts.messageId} is not null
    )
    on conflict (key) do update set state = 'pending', attempts = 0, next_attempt_at = now(),
      updated_at = now()
    returning id`,
  );
  return rows.length > 0;
}

/** Where a lead's message was posted, if it was. */
export async function leadPostPlace(
  db: Db,
  submissionId: number,
): Promise<{ chatId: string; messageId: number } | undefined> {
  const [row] = await db
    .select({ chatId: telegramPosts.chatId, messageId: telegramPosts.messageId })
    .from(telegramPosts)
    .where(eq(telegramPosts.submissionId, submissionId));
  return row?.chatId && row.messageId
    ? { chatId: row.chatId, messageId: row.messageId }
    : undefined;
}

/**
 * Queues, for the leads `leads` selects, the edit that empties their posted messages: call in
 * the transaction that deletes them, before it does (the delete takes their rows). The details
 * a visitor asked to be forgotten do not stay in the group.
 */
export async function queueErasedLeadPosts(tx: Db, leads: SQL | undefined): Promise<void> {
  const erased = tx.select({ id: submissions.id }).from(submissions).where(leads);
  await tx.execute(sql`
    insert into ${telegramPosts} (key)
    select 'erase:' || ${telegramPosts.chatId} || ':' || ${telegramPosts.messageId}
    from ${telegramPosts}
    where ${telegramPosts.messageId} is not null and ${telegramPosts.submissionId} in (${erased})
    on conflict (key) do nothing`);
}

/** A message under this key was queued already (today's digest, say). */
export async function isQueued(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: telegramPosts.id })
    .from(telegramPosts)
    .where(eq(telegramPosts.key, key));
  return row !== undefined;
}

/** Queues a message written now (a digest, an alert) under its key; false when it was queued already. */
export async function enqueuePost(db: Db, key: string, text: string): Promise<boolean> {
  const rows = await db
    .insert(telegramPosts)
    .values({ key, text })
    .onConflictDoNothing()
    .returning({ id: telegramPosts.id });
  return rows.length > 0;
}

export interface ClaimedPost extends HeldJob {
  id: number;
  key: readonly [number];
  postKey: string;
  submissionId: number | null;
  text: string | null;
}

/** Takes the next due message for this worker (the leased queue's claim). */
export async function claimDuePost(db: Db, timing: LeaseTiming): Promise<ClaimedPost | undefined> {
  const row = await claimNextJob(db, postQueue, timing);
  return (
    row && {
      id: row.id,
      key: [row.id],
      postKey: row.key,
      submissionId: row.submissionId,
      text: row.text,
      claim: row.claim,
      attempt: row.attempts,
    }
  );
}

export const extendPostLease = (db: Db, claimed: ClaimedPost, leaseMs: number) =>
  extendJobLease(db, postQueue, claimed, leaseMs);

/** Posted: where, so its buttons can edit it. A written text is not kept once it is in the chat. */
export const markPosted = (
  db: Db,
  claimed: ClaimedPost,
  posted: { chatId: string; messageId: number },
) =>
  finishJob(db, postQueue, claimed, {
    state: "sent",
    sentAt: sql`now()`,
    lastAnswer: `Posted as message ${posted.messageId}`,
    chatId: posted.chatId,
    messageId: posted.messageId,
    text: null,
  });

/** Done without a message of its own (an edit made, or nothing left to edit). */
export const markDone = (db: Db, claimed: ClaimedPost, answer: string) =>
  finishJob(db, postQueue, claimed, {
    state: "sent",
    sentAt: sql`now()`,
    lastAnswer: answer,
    text: null,
  });

export const markPostFailedTry = (
  db: Db,
  claimed: ClaimedPost,
  failure: FailedTry,
  timing: LeaseTiming,
) => failJobTry(db, postQueue, claimed, failure, timing);

/**
 * Telegram answers again: messages waiting out a retry delay are due now rather than in
 * minutes (their tries still count). A lead should not wait for a backoff meant for outages.
 */
export async function retryWaitingPostsNow(db: Db): Promise<number> {
  const rows = await db
    .update(telegramPosts)
    .set({ nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(telegramPosts.state, "pending"),
        gt(telegramPosts.attempts, 0),
        gt(telegramPosts.nextAttemptAt, sql`now()`),
      ),
    )
    .returning({ id: telegramPosts.id });
  return rows.length;
}

/** How long until the next unfinished message falls due (the leased queue's rule). */
export const nextPostDueInMs = (db: Db) => nextJobDueInMs(db, postQueue);

type PostRow = typeof telegramPosts.$inferSelect;

/** The admin's view of a lead's message. */
export const leadTelegramOf = (row: PostRow): LeadTelegram =>
  jobStory<LeadTelegram["state"]>(row, "pending");

/** A lead's message to the group, or null when none was due (Telegram off, or spam). */
export async function leadTelegram(db: Db, submissionId: number): Promise<LeadTelegram | null> {
  const [row] = await db
    .select()
    .from(telegramPosts)
    .where(eq(telegramPosts.submissionId, submissionId));
  return row ? leadTelegramOf(row) : null;
}

/** The lead a posted message in the group tells of, if it is one. */
export async function leadOfMessage(
  db: Db,
  chatId: string,
  messageId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ submissionId: telegramPosts.submissionId })
    .from(telegramPosts)
    .where(and(eq(telegramPosts.chatId, chatId), eq(telegramPosts.messageId, messageId)));
  return row?.submissionId ?? undefined;
}

/** Messages still to post, and those that failed for good. */
export const postCounts = (db: Db) => openJobCounts(db, postQueue);

/** The last message that was posted or failed for good. */
export async function lastDelivery(db: Db): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(telegramPosts)
    .where(
      and(
        inArray(telegramPosts.state, ["sent", "failed"]),
        gte(telegramPosts.updatedAt, sql`now() - interval '90 days'`),
      ),
    )
    .orderBy(desc(telegramPosts.updatedAt))
    .limit(1);
  return row;
}
