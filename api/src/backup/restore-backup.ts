import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { type Queryable, queryRows } from "../db/query-rows.ts";
import {
  type ArchiveSummary,
  FILE_REFS_KEY,
  MAX_ENTRY_BYTES,
  type Manifest,
  summarize,
} from "./archive-format.ts";
import { EXCLUDED_TABLES, ident, schemaTables } from "./backup-tables.ts";
import { applyMigrations } from "./migrations.ts";
import { ArchiveError, archiveEntries, verifyArchive } from "./read-archive.ts";

export { ArchiveError };

const gunzipped = (data: Buffer) => inflate(data, { maxOutputLength: MAX_ENTRY_BYTES });
const inflate = promisify(gunzip);

/** The database already holds a site and --replace was not given. */
export class DatabaseNotEmptyError extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  summary: ArchiveSummary;
}

/**
 * Puts an archive into `database`: all of it in one transaction, or nothing. The archive is
 * read and checked whole first. The schema is rebuilt up to the archive's own migration, its
 * rows loaded, then the newer migrations applied, as an upgrade would have done to them.
 */
export async function restoreBackup(
  database: Database,
  path: string,
  options: { replace?: boolean } = {},
): Promise<RestoreResult> {
  const { manifest, migrationIndex, migrations } = await verifyArchive(path);
  const ours = [...new Set([...schemaTables(), ...manifest.tables.map((t) => t.name)])];

  await database.db.transaction(async (tx) => {
    // What the migrations fill by themselves (the site's version) is not a site.
    const holding = await tablesWithRows(
      tx,
      ours.filter((table) => !EXCLUDED_TABLES.includes(table)),
    );
    if (holding.length > 0 && !options.replace) {
      throw new DatabaseNotEmptyError(
        `The database already holds a site (${holding.join(", ")}). Restore into an empty database, or add --replace to delete what it holds and put the backup in its place.`,
      );
    }
    await tx.execute(
      sql`drop table if exists ${sql.join([...ours, ...EXCLUDED_TABLES].map(ident), sql`, `)} cascade`,
    );
    await tx.execute(sql`drop table if exists drizzle.__drizzle_migrations`);
    await applyMigrations(tx, migrations.slice(0, migrationIndex + 1));
    await loadRows(tx, path, manifest);
    await applyMigrations(tx, migrations.slice(migrationIndex + 1));
  });
  return { manifest, summary: summarize(manifest) };
}

async function tablesWithRows(tx: Queryable, tables: string[]): Promise<string[]> {
  const holding: string[] = [];
  for (const table of tables) {
    const [found] = await queryRows<{ exists: boolean }>(
      tx,
      sql`select exists (select from pg_tables where schemaname = 'public' and tablename = ${table})`,
    );
    if (!found?.exists) continue;
    const [any] = await queryRows<{ rows: boolean }>(
      tx,
      sql`select exists (select from ${ident(table)}) as rows`,
    );
    if (any?.rows) holding.push(table);
  }
  return holding;
}

async function loadRows(tx: Queryable, path: string, manifest: Manifest): Promise<void> {
  // Files wait in a temporary table until the rows that hold them arrive.
  await tx.execute(
    sql`create temporary table restore_files (sha256 text primary key, data bytea not null) on commit drop`,
  );
  const tables = new Map(manifest.tables.map((table) => [table.name, table]));
  for await (const entry of archiveEntries(path, manifest)) {
    if (entry.name.startsWith("files/")) {
      // archiveEntries checked the bytes against the manifest, and verifyArchive the name.
      const sha = entry.name.slice("files/".length);
      await tx.execute(
        sql`insert into restore_files values (${sha}, decode(${entry.data.toString("hex")}, 'hex'))`,
      );
      continue;
    }
    const table = tables.get(entry.name.split("/")[1] ?? "");
    if (!table) throw new ArchiveError(`${entry.name} belongs to no table`);
    const lines = (await gunzipped(entry.data)).toString("utf8").trimEnd().split("\n");
    const rows = `[${lines.join(",")}]`;
    const byteaColumns = await byteaColumnsOf(tx, table.name);
    const values = table.columns.map((column) =>
      byteaColumns.has(column)
        ? sql`(select data from restore_files where sha256 = e.row -> ${FILE_REFS_KEY}::text ->> ${column}::text)`
        : sql`r.${ident(column)}`,
    );
    await tx.execute(sql`
      insert into ${ident(table.name)} (${sql.join(table.columns.map(ident), sql`, `)})
      select ${sql.join(values, sql`, `)}
      from json_array_elements(${rows}::json) as e(row),
        json_populate_record(null::${ident(table.name)}, e.row) as r`);
  }

  for (const table of manifest.tables) {
    const [count] = await queryRows<{ rows: number }>(
      tx,
      sql`select count(*)::int as rows from ${ident(table.name)}`,
    );
    if (count?.rows !== table.rows) {
      throw new ArchiveError(
        `${table.name} has ${count?.rows} rows where the manifest counts ${table.rows}`,
      );
    }
    await restartSequences(tx, table.name);
  }
}

async function byteaColumnsOf(tx: Queryable, table: string): Promise<Set<string>> {
  const rows = await queryRows<{ column_name: string }>(
    tx,
    sql`select column_name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and data_type = 'bytea'`,
  );
  return new Set(rows.map((row) => row.column_name));
}

/** Serial columns continue after the highest restored id. */
async function restartSequences(tx: Queryable, table: string): Promise<void> {
  const serials = await queryRows<{ column_name: string; sequence: string }>(
    tx,
    sql`select column_name, pg_get_serial_sequence(${`public.${table}`}, column_name) as sequence
        from information_schema.columns
        where table_schema = 'public' and table_name = ${table}
          and pg_get_serial_sequence(${`public.${table}`}, column_name) is not null`,
  );
  for (const { column_name, sequence } of serials) {
    await tx.execute(
      sql`select setval(${sequence}, coalesce((select max(${ident(column_name)}) from ${ident(table)}), 0) + 1, false)`,
    );
  }
}
