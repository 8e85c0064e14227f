import { errorForLog } from "./error-for-log.ts";
import type { Logger } from "./logger.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs an idempotent clean-up at start and then once a day (several processes may each run
 * it). Answers a function that stops it and waits for a sweep in hand, so that no query
 * outlives the database.
 */
export function startDailySweep(
  logger: Logger,
  what: string,
  sweep: () => Promise<number>,
): () => Promise<void> {
  let sweeping: Promise<void> = Promise.resolve();
  const run = () => {
    sweeping = sweep()
      .then((deleted) => {
        if (deleted > 0) logger.info(`old ${what} deleted`, { deleted });
      })
      .catch((error: unknown) => {
        logger.error(`deleting old ${what} failed`, { error: errorForLog(error) });
      });
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    return sweeping;
  };
}
