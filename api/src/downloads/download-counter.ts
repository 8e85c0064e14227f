import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { documentDownloads, websiteImages } from "../db/schema.ts";
import { errorForLog } from "../lib/error-for-log.ts";
import type { Logger } from "../lib/logger.ts";

/** Downloads are written at most this long after they happen (a few rows, not one per visit). */
export const DOWNLOAD_FLUSH_MS = 5_000;

/** Counts PDF downloads in memory and adds them to `document_downloads` in batches. */
export interface DownloadCounter {
  /** One download of the stored file with this name; never waits for the database. */
  count(filename: string): void;
  /** Writes what was counted so far (before the admin reads the totals). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: a clean shutdown loses no download. */
  stop(): Promise<void>;
}

export function startDownloadCounter(options: {
  db: Db;
  logger: Logger;
  flushMs?: number;
}): DownloadCounter {
  const { db, logger, flushMs = DOWNLOAD_FLUSH_MS } = options;
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: Map<string, number>) => {
    const rows = [...batch].map(([filename, n]) => sql`(${filename}::text, ${n}::bigint)`);
    // By name, joined to the files that still exist: a PDF deleted meanwhile drops its counts.
    await db.execute(sql`
      insert into ${documentDownloads} (image_id, downloads)
      select ${websiteImages.id}, v.n from (values ${sql.join(rows, sql`, `)}) as v(filename, n)
      join ${websiteImages} on ${websiteImages.filename} = v.filename
      on conflict (image_id) do update
      set downloads = ${documentDownloads.downloads} + excluded.downloads, updated_at = now()`);
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
        for (const [filename, n] of batch) pending.set(filename, (pending.get(filename) ?? 0) + n);
        logger.warn("download counts not written yet", { error: errorForLog(error) });
        schedule();
      }
    });
    return writing;
  };

  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => void flush(), flushMs);
    timer.unref();
  };

  let stopped = false;
  return {
    count(filename) {
      pending.set(filename, (pending.get(filename) ?? 0) + 1);
      schedule();
    },
    flush,
    async stop() {
      stopped = true;
      await flush();
    },
  };
}
