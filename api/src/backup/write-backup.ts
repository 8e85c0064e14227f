import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { type Queryable, queryRows } from "../db/query-rows.ts";
import { PRIVATE_FILE_MODE } from "../lib/private-files.ts";
import { sha256Hex } from "../lib/sha256.ts";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  FILE_REFS_KEY,
  fileEntryName,
  MANIFEST_NAME,
  type Manifest,
  tableEntryName,
} from "./archive-format.ts";
import { ident, type TableShape, tablesToBackUp } from "./backup-tables.ts";
import { knownMigrations, lastAppliedMigration } from "./migrations.ts";
import { TarWriter } from "./tar.ts";

const ROWS_PER_FETCH = 500;
/** Rows that carry files come one at a time: each may hold a 20 MB PDF. */
const ROWS_PER_FETCH_WITH_FILES = 1;
const CHUNK_BYTES = 4 * 1024 * 1024;
const gzipped = promisify(gzip);

/**
 * Writes a backup of everything to `path` (see archive-format.ts) from one repeatable-read
 * snapshot, so it is consistent while the site keeps serving and writing. Rows and files are
 * read a few at a time: memory stays flat however much is stored.
 */
export async function writeBackupFile(
  database: Database,
  path: string,
  signal?: AbortSignal,
): Promise<{ bytes: number; manifest: Manifest }> {
  // Every secret and lead is in it: private to the server's user whatever the umask.
  const file = createWriteStream(path, { mode: PRIVATE_FILE_MODE });
  const tar = new TarWriter(file);
  let manifest: Manifest;
  try {
    manifest = await database.db.transaction(
      (tx) => writeSnapshot(tx, database.kind, tar, signal),
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await tar.finish();
  } catch (error) {
    file.destroy();
    throw error;
  }
  return { bytes: (await stat(path)).size, manifest };
}

async function writeSnapshot(
  tx: Queryable,
  source: Manifest["source"],
  tar: TarWriter,
  signal: AbortSignal | undefined,
): Promise<Manifest> {
  const applied = await lastAppliedMigration(tx);
  const migration = knownMigrations().find(
    (known) => known.hash === applied?.hash && known.createdAt === applied.createdAt,
  );
  if (!applied || !migration) {
    throw new Error("the database's schema is not one this version knows; cannot back it up");
  }
  const entries: Manifest["entries"] = [];
  const add = async (name: string, data: Buffer) => {
    signal?.throwIfAborted();
    entries.push({ name, bytes: data.byteLength, sha256: sha256Hex(data) });
    await tar.add(name, data);
  };

  const filesWritten = new Set<string>();
  const tables: Manifest["tables"] = [];
  for (const table of await tablesToBackUp(tx)) {
    let rows = 0;
    let chunk: string[] = [];
    let chunkBytes = 0;
    let chunks = 0;
    const flush = async () => {
      if (chunk.length === 0) return;
      await add(tableEntryName(table.name, ++chunks), await gzipped(`${chunk.join("\n")}\n`));
      chunk = [];
      chunkBytes = 0;
    };
    const batch = table.byteaColumns.length > 0 ? ROWS_PER_FETCH_WITH_FILES : ROWS_PER_FETCH;
    await forEachRow<Record<string, string | null>>(tx, rowsOf(table), batch, async (result) => {
      let row = result.row as string;
      if (table.byteaColumns.length > 0) {
        // Each file goes in before the first chunk that refers to it, once.
        const refs: Record<string, string | null> = {};
        for (const [i, column] of table.byteaColumns.entries()) {
          const base64 = result[`file_${i}`];
          if (base64 === null || base64 === undefined) {
            refs[column] = null;
            continue;
          }
          const data = Buffer.from(base64, "base64");
          const sha = sha256Hex(data);
          refs[column] = sha;
          if (!filesWritten.has(sha)) {
            filesWritten.add(sha);
            await add(fileEntryName(sha), data);
          }
        }
        row = `${row.slice(0, -1)},${JSON.stringify(FILE_REFS_KEY)}:${JSON.stringify(refs)}}`;
      }
      rows++;
      chunk.push(row);
      chunkBytes += row.length;
      if (chunkBytes >= CHUNK_BYTES) await flush();
    });
    await flush();
    tables.push({ name: table.name, columns: table.columns, rows });
  }

  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    source,
    migration: { tag: migration.tag, hash: migration.hash, createdAt: migration.createdAt },
    tables,
    entries,
  };
  await tar.add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
  return manifest;
}

/**
 * Each row as PostgreSQL's JSON with its bytea columns null, and beside it each bytea value
 * as base64 (`file_0`, `file_1`...): decoding base64 is native, parsing bytea is not.
 */
function rowsOf(table: TableShape) {
  const values = table.columns.map((column) =>
    table.byteaColumns.includes(column)
      ? sql`null::bytea as ${ident(column)}`
      : sql`t.${ident(column)}`,
  );
  const files = table.byteaColumns.map(
    (column, i) => sql`, encode(t.${ident(column)}, 'base64') as ${ident(`file_${i}`)}`,
  );
  return sql`select row_to_json(r)::text as row ${sql.join(files, sql``)}
             from ${ident(table.name)} t, lateral (select ${sql.join(values, sql`, `)}) r`;
}

/** Streams a query's rows through a cursor (inside the caller's transaction). */
async function forEachRow<T>(
  tx: Queryable,
  query: SQL,
  batch: number,
  each: (row: T) => Promise<void>,
): Promise<void> {
  await tx.execute(sql`declare backup_rows no scroll cursor for ${query}`);
  for (;;) {
    const rows = await queryRows<T>(tx, sql.raw(`fetch ${batch} from backup_rows`));
    for (const row of rows) await each(row);
    if (rows.length < batch) break;
  }
  await tx.execute(sql`close backup_rows`);
}
