import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Update } from "grammy/types";
import type { Db } from "../db/database.ts";
import { msFromNow } from "../db/db-time.ts";
import { telegramPolling } from "../db/schema.ts";
import { errorForLog } from "../lib/error-for-log.ts";
import type { Logger } from "../lib/logger.ts";
import { randomHex } from "../lib/random-token.ts";
import { type TelegramApi, telegramFailure, withoutToken } from "./telegram-api.ts";

/** What handling an update asks of Telegram once its transaction is committed (answers, edits). */
export type AfterCommit = () => Promise<void>;

/** Handles one update inside the transaction that also marks it handled. */
export type UpdateHandler = (tx: Db, update: Update) => Promise<AfterCommit | undefined>;

export interface PollTiming {
  /** How long Telegram may hold a getUpdates open when there is nothing new (seconds). */
  waitSeconds: number;
  /** How long one process holds the reading; renewed at every round. */
  leaseMs: number;
  /** The least time between two rounds: a Bot API that answers at once is not asked in a busy loop. */
  minRoundMs: number;
  /** Waited after a failed round (Telegram unreachable, the token refused). */
  retryMs: number;
}

export const DEFAULT_POLL_TIMING: PollTiming = {
  waitSeconds: 25,
  leaseMs: 60_000,
  minRoundMs: 1_000,
  retryMs: 15_000,
};

export interface UpdatePoller {
  /** Why the last round failed (Telegram's answer), while rounds keep failing; else null. */
  problem(): string | null;
  stop(): Promise<void>;
}

/**
 * Takes or keeps the reading of this bot's updates for this process: a row per bot names the
 * process that holds it until its lease ends. Answers the next update id to read, or undefined
 * when another process holds it.
 */
async function holdReading(db: Db, botId: string, holder: string, leaseMs: number) {
  const [row] = await db
    .insert(telegramPolling)
    .values({ botId, holder, leaseUntil: msFromNow(leaseMs) })
    .onConflictDoUpdate({
      target: telegramPolling.botId,
      set: { holder, leaseUntil: msFromNow(leaseMs) },
      setWhere: sql`${telegramPolling.holder} = ${holder} or ${telegramPolling.holder} is null or ${telegramPolling.leaseUntil} < now()`,
    })
    .returning({ nextUpdateId: telegramPolling.nextUpdateId });
  return row?.nextUpdateId;
}

/**
 * Handles one update once: in one transaction, the row is locked while it is still this
 * process's and the update not yet handled, the handler runs, and the next id moves past it. A
 * crash before the commit leaves the update to be read again; after it, Telegram may send it
 * again (the confirmation rides on the next getUpdates) and it is skipped.
 */
async function handleOnce(
  db: Db,
  botId: string,
  holder: string,
  update: Update,
  handle: UpdateHandler,
): Promise<AfterCommit | undefined> {
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ botId: telegramPolling.botId })
      .from(telegramPolling)
      .where(
        and(
          eq(telegramPolling.botId, botId),
          eq(telegramPolling.holder, holder),
          gte(sql`${update.update_id}::bigint`, telegramPolling.nextUpdateId),
        ),
      )
      .for("update");
    if (!mine) return undefined;
    const after = await handle(tx, update);
    await tx
      .update(telegramPolling)
      .set({ nextUpdateId: update.update_id + 1 })
      .where(eq(telegramPolling.botId, botId));
    return after;
  });
}

/** An update is handled in this many rounds at most before it is skipped. */
const HANDLING_TRIES = 5;

/** Moves past one update without handling it, while this process still holds the reading. */
async function skipUpdate(db: Db, botId: string, holder: string, updateId: number) {
  await db
    .update(telegramPolling)
    .set({ nextUpdateId: updateId + 1 })
    .where(
      and(
        eq(telegramPolling.botId, botId),
        eq(telegramPolling.holder, holder),
        lte(telegramPolling.nextUpdateId, updateId),
      ),
    );
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    signal.addEventListener("abort", done);
  });

/**
 * Reads the bot's updates by long polling (no public address needed), in whichever process
 * holds the reading (one at a time, across processes and restarts), handling each exactly once.
 */
export function startUpdatePoller(options: {
  db: Db;
  api: TelegramApi;
  botId: string;
  handle: UpdateHandler;
  logger: Logger;
  timing?: PollTiming;
  /** Telegram answered this process's first round, or its first after failed ones. */
  onReachable?: () => Promise<void>;
}): UpdatePoller {
  const { db, api, botId, handle, logger } = options;
  const timing = options.timing ?? DEFAULT_POLL_TIMING;
  const holder = randomHex(8);
  const abort = new AbortController();
  let lastProblem: string | undefined;
  /** Telegram answered the last getUpdates: false at start and after a failed round. */
  let reachable = false;
  /** Updates whose handling failed, and how often (only while they keep failing). */
  const failures = new Map<number, number>();

  async function round() {
    const next = await holdReading(db, botId, holder, timing.leaseMs);
    if (next === undefined) {
      await sleep(timing.leaseMs / 2, abort.signal);
      return;
    }
    const updates = await api.getUpdates(
      {
        offset: next,
        timeout: timing.waitSeconds,
        allowed_updates: ["message", "callback_query"],
      },
      // grammY types its signal as the abort-controller package's; Node's is the same thing.
      abort.signal as Parameters<TelegramApi["getUpdates"]>[1],
    );
    if (!reachable) {
      reachable = true;
      await options.onReachable?.().catch((error: unknown) => {
        logger.warn("telegram messages not brought forward", { error: errorForLog(error) });
      });
    }
    for (const update of updates) {
      if (abort.signal.aborted) return;
      if (update.update_id < next) continue;
      let after: AfterCommit | undefined;
      try {
        after = await handleOnce(db, botId, holder, update, handle);
        failures.delete(update.update_id);
      } catch (error) {
        const tries = (failures.get(update.update_id) ?? 0) + 1;
        failures.set(update.update_id, tries);
        if (tries < HANDLING_TRIES) throw error;
        // Failed that often while the database answers (the skip below needs it): an update
        // this server cannot handle, which must not hold back every one after it.
        await skipUpdate(db, botId, holder, update.update_id);
        failures.delete(update.update_id);
        logger.error("telegram update skipped: handling it kept failing", {
          update: update.update_id,
          error: withoutToken(errorForLog(error)),
        });
        continue;
      }
      await after?.().catch((error: unknown) => {
        logger.warn("telegram answer not sent", {
          update: update.update_id,
          answer: telegramFailure(error)?.answer ?? withoutToken(errorForLog(error)),
        });
      });
    }
    lastProblem = undefined;
  }

  const running = (async () => {
    while (!abort.signal.aborted) {
      const started = Date.now();
      try {
        await round();
      } catch (error) {
        if (abort.signal.aborted) break;
        if (telegramFailure(error)) reachable = false;
        const problem = telegramFailure(error)?.answer ?? withoutToken(errorForLog(error));
        // Said once, not at every retry: a refused token would fill the log.
        if (problem !== lastProblem) logger.warn("telegram updates not read", { problem });
        lastProblem = problem;
        await sleep(timing.retryMs, abort.signal);
        continue;
      }
      await sleep(timing.minRoundMs - (Date.now() - started), abort.signal);
    }
  })();

  return {
    problem: () => lastProblem ?? null,
    async stop() {
      abort.abort();
      await running;
      // Another process may read at once rather than after the lease.
      await db
        .update(telegramPolling)
        .set({ holder: null })
        .where(and(eq(telegramPolling.botId, botId), eq(telegramPolling.holder, holder)))
        .catch(() => {});
    },
  };
}
