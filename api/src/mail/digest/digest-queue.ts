import { BUSINESS_UTC_OFFSET_MINUTES, businessLocalDateTime } from "@app/contract";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  claimNextJob,
  extendJobLease,
  type FailedTry,
  failJobTry,
  finishJob,
  type HeldJob,
  type LeasedQueue,
  type LeaseTiming,
  nextJobDueInMs,
} from "../../db/leased-queue.ts";
import { leadDigestDays, leadDigests } from "../../db/schema.ts";
import { type DigestMoment, peopleWithDigestLeads } from "./digest-leads.ts";

/** The digest goes out from this hour on Phnom Penh's clock (08:00). */
export const DIGEST_HOUR = 8;
/** Planned days (and their e-mails' states) are kept this long, then deleted. */
const KEPT_DAYS = 30;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A morning e-mail is worth trying until the afternoon: tries over about six hours. */
export const DEFAULT_DIGEST_TIMING: LeaseTiming = {
  retryDelaysMs: [MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, 60 * MINUTE, 2 * 60 * MINUTE],
  leaseMs: 2 * MINUTE,
};

/** The day on Phnom Penh's calendar at an instant, and how long since its midnight. */
export function phnomPenhClock(now: Date): { day: string; sinceMidnightMs: number } {
  const local = now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * MINUTE;
  return {
    day: businessLocalDateTime(now).slice(0, 10),
    sinceMidnightMs: ((local % DAY) + DAY) % DAY,
  };
}

const MORNING_MS = DIGEST_HOUR * 60 * MINUTE;

/**
 * Plans today's digest once, whichever process gets here first after DIGEST_HOUR: the process
 * whose insert of the day takes adds a row for each person with leads to list, in the same
 * transaction. Answers how many were planned, or undefined when it was not this process's to
 * plan (too early, or planned already).
 */
export async function planDigest(db: Db, now: Date): Promise<number | undefined> {
  const { day, sinceMidnightMs } = phnomPenhClock(now);
  if (sinceMidnightMs < MORNING_MS) return undefined;
  return db.transaction(async (tx) => {
    const [planned] = await tx
      .insert(leadDigestDays)
      .values({ day })
      .onConflictDoNothing()
      .returning({ day: leadDigestDays.day });
    if (!planned) return undefined;
    await tx
      .delete(leadDigestDays)
      .where(lt(leadDigestDays.day, sql`${day}::date - ${KEPT_DAYS}::integer`));
    const moment: DigestMoment = { day, now };
    const people = await peopleWithDigestLeads(tx, moment);
    if (people.length > 0) {
      await tx.insert(leadDigests).values(people.map((userId) => ({ day, userId })));
    }
    return people.length;
  });
}

/** The digests as a leased queue (leased-queue.ts): one row per person and day. */
const digestQueue: LeasedQueue<typeof leadDigests> = {
  table: leadDigests,
  key: [leadDigests.day, leadDigests.userId],
  states: { waiting: "pending", working: "sending" },
  crashedTooOften: (tries) => ({
    state: "failed",
    lastAnswer: `Gave up: the server stopped ${tries} times while sending it.`,
  }),
};

export interface ClaimedDigest {
  day: string;
  userId: string;
  claim: number;
  attempt: number;
}

export async function claimDueDigest(
  db: Db,
  timing: LeaseTiming,
): Promise<ClaimedDigest | undefined> {
  const row = await claimNextJob(db, digestQueue, timing);
  return row && { day: row.day, userId: row.userId, claim: row.claim, attempt: row.attempts };
}

/** The claim as the leased queue holds it. */
const held = ({ day, userId, claim, attempt }: ClaimedDigest): HeldJob => ({
  key: [day, userId],
  claim,
  attempt,
});

/** Pushes the lease's end out again while a send goes on; false when the claim was lost. */
export const extendDigestLease = (db: Db, claimed: ClaimedDigest, leaseMs: number) =>
  extendJobLease(db, digestQueue, held(claimed), leaseMs);

/** Sent with this many leads, or `empty`: nothing was left to list when its turn came. */
export const markDigestDone = (
  db: Db,
  claimed: ClaimedDigest,
  outcome: { state: "sent"; answer: string; leadCount: number } | { state: "empty" },
) =>
  finishJob(
    db,
    digestQueue,
    held(claimed),
    outcome.state === "sent"
      ? {
          state: "sent",
          lastAnswer: outcome.answer,
          leadCount: outcome.leadCount,
          sentAt: sql`now()`,
        }
      : { state: "empty" },
  );

/** A failed try: failed for good when refused permanently or out of tries, else due later. */
export const markDigestFailedTry = (
  db: Db,
  claimed: ClaimedDigest,
  failure: FailedTry,
  timing: LeaseTiming,
) => failJobTry(db, digestQueue, held(claimed), failure, timing);

/**
 * How long until there is digest work: 0 when today's is due to be planned, else the queue's
 * next due row or the next morning, whichever is sooner.
 */
export async function nextDigestWorkInMs(db: Db, now: Date): Promise<number> {
  const { day, sinceMidnightMs } = phnomPenhClock(now);
  const [planned] = await db
    .select({ day: leadDigestDays.day })
    .from(leadDigestDays)
    .where(eq(leadDigestDays.day, day));
  if (!planned && sinceMidnightMs >= MORNING_MS) return 0;
  const nextMorning = (MORNING_MS - sinceMidnightMs + DAY) % DAY || DAY;
  const queued = await nextJobDueInMs(db, digestQueue);
  return Math.min(nextMorning, queued ?? Number.POSITIVE_INFINITY);
}
