import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { restoreBackup } from "../src/backup/restore-backup.ts";
import { writeBackupFile } from "../src/backup/write-backup.ts";
import { openDatabase } from "../src/db/database.ts";
import { cachedTemplate } from "../src/db/pglite-template.ts";
import { seedDatabase } from "../src/db/seed/seed-database.ts";
import { createLogger } from "../src/lib/logger.ts";
import { sha256Hex } from "../src/lib/sha256.ts";

const MB = 1024 * 1024;
const FILE_MB = 5;

export interface BackupMeasure {
  filesMb: number;
  archiveMb: number;
  snapshotSeconds: number;
  /** The longest a `select 1` sent every 20 ms waited: what a visitor's quote would wait. */
  longestQueryWaitMs: number;
  /** Peak RSS above the start of the backup: flat memory means it does not grow with filesMb. */
  rssGrowthMb: number;
  restoreSeconds: number;
}

/**
 * A backup of embedded PGlite holding `filesMb` of photos (5 MB random files: incompressible,
 * as JPEGs are), while another query keeps asking; then its restore into a new folder.
 */
export async function measureBackup(filesMb: number): Promise<BackupMeasure> {
  const dir = mkdtempSync(join(tmpdir(), "bench-backup-"));
  const template = await cachedTemplate();
  const database = openDatabase({ kind: "pglite", dataDir: join(dir, "pg"), template });
  const archive = join(dir, "backup.tar");
  try {
    await database.migrate();
    await seedDatabase(database.db, createLogger("silent"));
    for (let i = 0; i < Math.ceil(filesMb / FILE_MB); i++) {
      const bytes = randomBytes(FILE_MB * MB);
      await database.db.execute(sql`
        insert into image_files (image_id, version, bytes, content_type, byte_size, sha256)
        select id, 1000 + ${i}, decode(${bytes.toString("hex")}, 'hex'), 'image/jpeg',
          ${bytes.length}, ${sha256Hex(bytes)}
        from website_images order by id limit 1`);
    }

    let longestWait = 0;
    let asking = true;
    const asker = (async () => {
      while (asking) {
        const sent = performance.now();
        await database.db.execute(sql`select 1`);
        longestWait = Math.max(longestWait, performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 25);
    const started = performance.now();
    const { bytes } = await writeBackupFile(database, archive);
    const snapshotSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    asking = false;
    await asker;
    await database.close();

    const target = openDatabase({ kind: "pglite", dataDir: join(dir, "restored"), template });
    const restoreStarted = performance.now();
    await restoreBackup(target, archive);
    const restoreSeconds = (performance.now() - restoreStarted) / 1000;
    await target.close();
    return {
      filesMb,
      archiveMb: bytes / MB,
      snapshotSeconds,
      longestQueryWaitMs: Math.round(longestWait),
      rssGrowthMb: (rssPeak - rssBefore) / MB,
      restoreSeconds,
    };
  } finally {
    await database.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}
