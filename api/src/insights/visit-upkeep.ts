import type { Db } from "../db/database.ts";
import { errorForLog } from "../lib/error-for-log.ts";
import type { Logger } from "../lib/logger.ts";
import { pruneSearchDays } from "../search/search-log.ts";
import { addDays, businessDayOf } from "./visit-calendar.ts";
import { pruneVisits, rollUpDays } from "./visit-days.ts";
import { forgetSaltsBefore } from "./visit-salt.ts";

/** How often finished days are rolled up and old visits deleted. */
const UPKEEP_MS = 60 * 60 * 1000;

/**
 * Keeps the daily figures and the retention of raw visits, at start and then every hour (any
 * number of processes may: both steps are idempotent). Answers a function that stops it and
 * waits for a round in hand.
 */
export function startVisitUpkeep(options: {
  db: Db;
  logger: Logger;
  retentionDays: number;
  now?: () => Date;
}): () => Promise<void> {
  const { db, logger, retentionDays, now = () => new Date() } = options;
  let round: Promise<void> = Promise.resolve();
  const run = () => {
    round = upkeepVisits(db, businessDayOf(now()), retentionDays)
      .then(({ rolledUp, deleted }) => {
        if (rolledUp > 0) logger.info("visit figures kept", { days: rolledUp });
        if (deleted > 0) logger.info("old page views deleted", { deleted, retentionDays });
      })
      .catch((error: unknown) => {
        logger.error("keeping the visit figures failed", { error: errorForLog(error) });
      });
  };
  run();
  const timer = setInterval(run, UPKEEP_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    return round;
  };
}

/**
 * Forgets the salts of days over (also on a day when nothing was counted), rolls up every day
 * before yesterday (yesterday stays open for views written just after midnight), then deletes
 * the visits of days older than `retentionDays` that were rolled up, and what visitors
 * searched on those days (words they typed, decision 049).
 */
export async function upkeepVisits(db: Db, today: string, retentionDays: number) {
  await forgetSaltsBefore(db, today);
  const rolledUp = await rollUpDays(db, addDays(today, -1));
  const deleted = await pruneVisits(db, addDays(today, -retentionDays));
  await pruneSearchDays(db, addDays(today, -retentionDays));
  return { rolledUp, deleted };
}
