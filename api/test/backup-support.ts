import { createReadStream, createWriteStream } from "node:fs";
import { sql } from "drizzle-orm";
import { ident, tablesToBackUp } from "../src/backup/backup-tables.ts";
import { readTar, type TarEntry, TarWriter } from "../src/backup/tar.ts";
import type { Database } from "../src/db/database.ts";
import { queryRows } from "../src/db/query-rows.ts";

/** Per table of a backup: its row count and an MD5 over every row, bytes included. */
export async function tableDigests(database: Database): Promise<Record<string, string>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const digests: Record<string, string> = {};
    for (const table of await tablesToBackUp(tx)) {
      const [digest] = await queryRows<{ rows: number; md5: string }>(
        tx,
        sql`select count(*)::int as rows, md5(coalesce(string_agg(j, E'\n' order by j), '')) as md5
            from (select row_to_json(t)::text as j from ${ident(table.name)} t) s`,
      );
      digests[table.name] = `${digest?.rows} rows, ${digest?.md5}`;
    }
    return digests;
  });
}

/** The entries of a backup file, read whole (tests only: archives are small here). */
export async function readArchive(path: string): Promise<TarEntry[]> {
  const entries: TarEntry[] = [];
  for await (const entry of readTar(createReadStream(path))) {
    entries.push(entry);
  }
  return entries;
}

/** Writes entries as a valid tar: a tampered copy whose damage only checksums can see. */
export async function writeArchive(path: string, entries: TarEntry[]): Promise<void> {
  const tar = new TarWriter(createWriteStream(path));
  for (const entry of entries) await tar.add(entry.name, entry.data);
  await tar.finish();
}
