import { errorForLog } from "./error-for-log.ts";
import type { Logger } from "./logger.ts";

/**
 * Counts kept in memory by key and written in batches (downloads, redirects' hits, missing
 * pages): a request adds to a map and never waits for the database. At most `maxKeys` keys wait
 * at once, so made-up keys cannot grow memory; past it a new key is dropped (and counted as
 * such). A batch the database refuses waits for the next round; stop() writes what is left.
 */
export interface BatchedTally<V> {
  add(key: string, value: V): void;
  /** Writes what was counted so far (before the admin reads the totals). */
  flush(): Promise<void>;
  stop(): Promise<void>;
  /** Keys turned away since the start because `maxKeys` were waiting. */
  readonly dropped: number;
  /** Keys waiting now. */
  readonly waiting: number;
}

export function startBatchedTally<V>(options: {
  /** What is counted, for the log: "download counts". */
  what: string;
  logger: Logger;
  flushMs: number;
  maxKeys: number;
  merge: (kept: V, added: V) => V;
  write: (batch: ReadonlyMap<string, V>) => Promise<void>;
}): BatchedTally<V> {
  const { what, logger, flushMs, maxKeys, merge, write } = options;
  let pending = new Map<string, V>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  let dropped = 0;

  const keep = (key: string, value: V) => {
    const kept = pending.get(key);
    if (kept !== undefined) pending.set(key, merge(kept, value));
    else if (pending.size < maxKeys) pending.set(key, value);
    else dropped++;
  };

  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => void flush(), flushMs);
    timer.unref();
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    // One write at a time, in order: a batch never overtakes the one before it.
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await write(batch);
      } catch (error) {
        // The database is away: the counts wait in memory for the next round.
        for (const [key, value] of batch) keep(key, value);
        logger.warn(`${what} not written yet`, { error: errorForLog(error) });
        schedule();
      }
    });
    return writing;
  };

  return {
    add(key, value) {
      keep(key, value);
      schedule();
    },
    flush,
    async stop() {
      stopped = true;
      await flush();
    },
    get dropped() {
      return dropped;
    },
    get waiting() {
      return pending.size;
    },
  };
}
