import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { documentDownloads, websiteImages } from "../db/schema.ts";
import { startBatchedTally } from "../lib/batched-tally.ts";
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
  const tally = startBatchedTally<number>({
    what: "download counts",
    logger,
    flushMs,
    // Only files that exist reach the counter: their number bounds it.
    maxKeys: Number.MAX_SAFE_INTEGER,
    merge: (kept, added) => kept + added,
    write: async (batch) => {
      const rows = [...batch].map(([filename, n]) => sql`(${filename}::text, ${n}::bigint)`);
      // By name, joined to the files that still exist: a PDF deleted meanwhile drops its counts.
      await db.execute(sql`
        insert into ${documentDownloads} (image_id, downloads)
        select ${websiteImages.id}, v.n from (values ${sql.join(rows, sql`, `)}) as v(filename, n)
        join ${websiteImages} on ${websiteImages.filename} = v.filename
        on conflict (image_id) do update
        set downloads = ${documentDownloads.downloads} + excluded.downloads, updated_at = now()`);
    },
  });
  return {
    count: (filename) => tally.add(filename, 1),
    flush: tally.flush,
    stop: tally.stop,
  };
}
