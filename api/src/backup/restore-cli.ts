/**
 * `pnpm restore FILE [--replace]`: puts a backup into the database this installation uses:
 * embedded PGlite in DATA_DIR, or the PostgreSQL in DATABASE_URL. Also the way to move from
 * the embedded database to PostgreSQL: back up, set DATABASE_URL, restore, start.
 */
import { resolve } from "node:path";
import { openDatabase } from "../db/database.ts";
import { readBundledTemplate } from "../db/pglite-template.ts";
import { readEnv } from "../env.ts";
import { lockDataDir } from "../lib/data-dir-lock.ts";
import { repoRoot } from "../lib/paths.ts";
import { keepFoldersPrivate, PRIVATE_UMASK } from "../lib/private-files.ts";
import type { ArchiveSummary } from "./archive-format.ts";
import { ArchiveError, DatabaseNotEmptyError, restoreBackup } from "./restore-backup.ts";

const USAGE = `Usage: pnpm restore FILE [--replace]

Restores a backup (downloaded from the admin's Settings, or one of BACKUP_DIR's daily ones)
into the embedded database in DATA_DIR, or into the PostgreSQL in DATABASE_URL.
FILE is relative to the repository root, or absolute. Stop the server first.

  --replace   delete what the database holds and put the backup in its place`;

const out = (line: string) => process.stdout.write(`${line}\n`);

function describeContents(summary: ArchiveSummary): string {
  const count = (table: string) => summary.tables[table] ?? 0;
  const megabytes = (summary.fileBytes / 1024 / 1024).toFixed(1);
  return [
    `${count("website_content")} sections with ${count("content_revisions")} revisions`,
    `${count("website_images")} images and PDFs (${count("image_files")} versions, ${megabytes} MB)`,
    `${count("submissions")} quote requests and messages`,
    `${count("admin_users")} administrator${count("admin_users") === 1 ? "" : "s"}`,
  ].join(", ");
}

async function main(args: string[]): Promise<number> {
  const replace = args.includes("--replace");
  const files = args.filter((arg) => !arg.startsWith("--"));
  const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--replace");
  if (args.includes("--help") || files.length !== 1 || unknown.length > 0) {
    out(USAGE);
    return args.includes("--help") ? 0 : 2;
  }
  const file = resolve(repoRoot, files[0] as string);
  process.umask(PRIVATE_UMASK);
  const env = readEnv();
  const pgliteDir = `${env.DATA_DIR}/pg`;
  const target = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${pgliteDir}`;

  const release = env.DATABASE_URL ? async () => {} : await lockDataDir(pgliteDir, "restore");
  const database = openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: pgliteDir, template: readBundledTemplate() },
  );
  try {
    out(`Checking ${file} and restoring it into ${target}...`);
    const { manifest, summary } = await restoreBackup(database, file, { replace });
    out(`Restored the backup of ${manifest.createdAt} (schema ${manifest.migration.tag}):`);
    out(`  ${describeContents(summary)}.`);
    out("Start the site with `pnpm start`. Everyone signs in again: sessions are not in backups.");
    return 0;
  } catch (error) {
    if (error instanceof ArchiveError) {
      process.stderr.write(
        `The backup cannot be restored: ${error.message}. Nothing was written.\n`,
      );
      return 1;
    }
    if (error instanceof DatabaseNotEmptyError) {
      process.stderr.write(`${error.message}\nNothing was written.\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
    // The restored database's files (and a new one's, unpacked from the template) stay private.
    if (!env.DATABASE_URL) await keepFoldersPrivate([env.DATA_DIR], (message) => out(message));
    await release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `restore failed, nothing was written: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
