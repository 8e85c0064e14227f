import type { BackupStatus } from "@app/contract";
import type { Db } from "../db/database.ts";
import { errorForLog } from "../lib/error-for-log.ts";
import type { Logger } from "../lib/logger.ts";
import { DIGEST_HOUR, phnomPenhClock } from "../mail/digest/digest-queue.ts";
import { currentAlerts, type DiskThreshold } from "./chat-alerts.ts";
import { groupDigestText } from "./group-digest.ts";
import { enqueuePost, isQueued } from "./telegram-posts.ts";

const HOUR = 60 * 60_000;
/** The group's digest is a morning message: not planned after noon (a server down all morning). */
const DIGEST_UNTIL_HOUR = 12;

export interface ChatRoutineOptions {
  db: Db;
  logger: Logger;
  backupStatus: () => Promise<BackupStatus>;
  diskPath?: string;
  diskThreshold: DiskThreshold;
  publicUrl?: string;
  /** Something was queued: post it now. */
  queued: () => void;
  now: () => Date;
  /** How often it looks (ms). */
  everyMs: number;
}

/**
 * What the group hears besides the leads, looked at every few minutes by every process: the
 * morning digest and today's alerts are queued under a key of their day, so each is posted once
 * whatever the number of processes (telegram-posts.ts).
 */
export function startChatRoutine(options: ChatRoutineOptions): { stop(): Promise<void> } {
  const { db, logger } = options;

  async function look() {
    const now = options.now();
    const { day, sinceMidnightMs } = phnomPenhClock(now);
    let queued = false;
    const digestKey = `digest:${day}`;
    const morning =
      sinceMidnightMs >= DIGEST_HOUR * HOUR && sinceMidnightMs < DIGEST_UNTIL_HOUR * HOUR;
    // Written once: after the day's digest is queued, the morning's later looks skip the query.
    if (morning && !(await isQueued(db, digestKey))) {
      const text = await groupDigestText(db, day, now, options.publicUrl);
      if (text && (await enqueuePost(db, digestKey, text))) queued = true;
    }
    for (const alert of await currentAlerts(options)) {
      if (await enqueuePost(db, `alert:${alert.name}:${day}`, alert.text)) {
        logger.info("telegram alert queued", { alert: alert.name });
        queued = true;
      }
    }
    if (queued) options.queued();
  }

  let looking: Promise<void> | undefined;
  const run = () => {
    looking ??= look()
      .catch((error: unknown) => {
        logger.warn("telegram digest and alerts not checked", { error: errorForLog(error) });
      })
      .finally(() => {
        looking = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await looking;
    },
  };
}
