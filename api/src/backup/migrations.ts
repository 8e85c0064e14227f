import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { type Queryable, queryRows } from "../db/query-rows.ts";
import { migrationsFolder } from "../lib/paths.ts";

export interface Migration {
  tag: string;
  hash: string;
  /** The journal's timestamp: drizzle's migrator records it and compares by it. */
  createdAt: number;
  statements: string[];
}

/** This build's migrations, oldest first. */
export function knownMigrations(): Migration[] {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8"),
  ) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder });
  return files.map((file, index) => ({
    tag: journal.entries[index]?.tag ?? `#${index}`,
    hash: file.hash,
    createdAt: file.folderMillis,
    statements: file.sql,
  }));
}

/** The last migration applied to this database, if any. */
export async function lastAppliedMigration(
  db: Queryable,
): Promise<{ hash: string; createdAt: number } | undefined> {
  const [exists] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return undefined;
  const [last] = await queryRows<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return last && { hash: last.hash, createdAt: Number(last.created_at) };
}

/**
 * Applies migrations inside the caller's transaction, with the same bookkeeping as drizzle's
 * migrator (pg-core dialect `migrate`), so a later `database.migrate()` sees them as applied.
 * Restore needs this to stop at an archive's migration, load its rows, then apply the rest.
 */
export async function applyMigrations(tx: Queryable, migrations: Migration[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`
    create table if not exists drizzle.__drizzle_migrations (
      id serial primary key,
      hash text not null,
      created_at bigint
    )`);
  for (const migration of migrations) {
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.createdAt})`,
    );
  }
}
