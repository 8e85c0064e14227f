import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { sourceStamp } from "../../scripts/source-stamp.mjs";
import type { Db } from "../src/db/database.ts";
import { cachedTemplate } from "../src/db/pglite-template.ts";
import * as schema from "../src/db/schema.ts";
import { seedDatabase } from "../src/db/seed/seed-database.ts";
import { createLogger } from "../src/lib/logger.ts";
import { migrationsFolder, repoRoot } from "../src/lib/paths.ts";

/**
 * A database as a first start leaves it (migrated and seeded), made once per state of the
 * sources and copied for each test server: a server start then finds nothing to migrate or
 * seed. Any edit of the sources (a migration, seed content) makes a new one.
 */
let key: string | undefined;
const sourcesKey = () => {
  key ??= sourceStamp(repoRoot).slice(0, 16);
  return key;
};

async function migrateAndSeed(db: Db, migrate: () => Promise<void>) {
  await migrate();
  await seedDatabase(db, createLogger("silent"));
}

/** The PGlite cluster as a tarball, cached in the system's temp folder. */
export async function seededPgliteTemplate(): Promise<Uint8Array> {
  const path = join(tmpdir(), "pglite-templates", `seeded-${sourcesKey()}.tar`);
  if (!existsSync(path)) {
    const template = await cachedTemplate();
    const client = new PGlite({ loadDataDir: new Blob([template as Uint8Array<ArrayBuffer>]) });
    try {
      const db = drizzlePglite(client, { schema }) as unknown as Db;
      await migrateAndSeed(db, () => migratePglite(drizzlePglite(client), { migrationsFolder }));
      const dump = new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer());
      mkdirSync(join(path, ".."), { recursive: true });
      // Parallel test workers may race to make it: each writes its own, the last rename wins.
      const partial = `${path}.${process.pid}.partial`;
      writeFileSync(partial, dump);
      renameSync(partial, path);
    } finally {
      await client.close();
    }
  }
  return readFileSync(path);
}

/** The PostgreSQL template database's name for these sources, made once on the server. */
export async function seededPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_seeded_${sourcesKey()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (found) return name;
    // Built under a name of its own, then renamed: a half-made template is never used.
    const building = `${name}_${process.pid}`;
    await admin.unsafe(`create database "${building}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      const db = drizzlePostgres(client, { schema }) as unknown as Db;
      await migrateAndSeed(db, () =>
        migratePostgres(drizzlePostgres(client), { migrationsFolder }),
      );
    } finally {
      await client.end();
    }
    try {
      await admin.unsafe(`alter database "${building}" rename to "${name}"`);
    } catch {
      // Another worker made it meanwhile.
      await admin.unsafe(`drop database if exists "${building}"`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Where test databases' folders go: memory-backed where the system has it (Linux). */
export const testDataRoot = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();
