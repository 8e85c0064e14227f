import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { isCI } from "@app/testing/ci";
import { markPostgresOpened } from "@app/testing/test-usage";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, beforeEach, it } from "vitest";
import { type Database, type DatabaseOptions, openDatabase } from "../src/db/database.ts";
import { cachedTemplate } from "../src/db/pglite-template.ts";
import { seededPgliteTemplate, seededPostgresTemplate, testDataRoot } from "./seeded-template.ts";

export type DriverKind = "pglite" | "postgres";

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * The drivers every data-layer test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL
 * is set. Under CI always both: without a database the PostgreSQL tests fail rather than
 * vanish. Use with `describe.each(drivers)("... [%s]")`: the summary counts the tests of a
 * "[postgres]" block as PostgreSQL tests, which must have run on it.
 */
export const postgresWanted = Boolean(testDatabaseUrl) || isCI;
export const drivers: DriverKind[] = postgresWanted ? ["pglite", "postgres"] : ["pglite"];

/**
 * The database the browser and desktop end-to-end tests run on: PostgreSQL when there is one,
 * else PGlite. Their subject is the site and the admin, not the driver (the data layer's own
 * tests run on both), and a native server answers them without taking CPU from the test's own
 * process, as PGlite's WebAssembly does.
 */
export const endToEndDriver: DriverKind = testDatabaseUrl ? "postgres" : "pglite";

/**
 * Declares a test of several API processes sharing one database: only PostgreSQL can be
 * shared (a PGlite folder belongs to one process), so with PGlite the test does not exist
 * rather than being skipped.
 */
export const itAcrossProcesses = (kind: DriverKind): typeof it =>
  kind === "postgres" ? it : ((() => {}) as unknown as typeof it);

export interface TestDatabase {
  options: DatabaseOptions;
  /** Removes the database (or data folder) for good. */
  drop(): Promise<void>;
}

/**
 * A database of its own: a new PostgreSQL database, or a new PGlite folder. Empty, or with
 * `seeded` as a first start leaves it (migrated and seeded, from a template made once).
 */
export async function createTestDatabase(
  kind: DriverKind,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(join(testDataRoot, "api-test-pg-"));
    const template = seeded ? await seededPgliteTemplate() : await cachedTemplate();
    return {
      options: { kind: "pglite", dataDir, template },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  try {
    const from = seeded ? ` template "${await seededPostgresTemplate(testDatabaseUrl)}"` : "";
    await admin.unsafe(`create database "${name}"${from}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const closed = markPostgresOpened();
  return {
    // A file may keep several servers up until its end: their unused connections close soon.
    // A connection may take long on a loaded machine (the outage tests keep the 2 s).
    options: {
      kind: "postgres",
      url: url.toString(),
      idleTimeoutSeconds: 2,
      connectTimeoutSeconds: 10,
    },
    async drop() {
      closed();
      const client = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
      try {
        await client.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A migrated, empty database of `kind` for each test of the surrounding describe block (or,
 * with "all", one for all of them), opened before and closed and dropped after. Hooks the
 * block registers later run before this one's cleanup (workers stop before the database goes).
 */
export function migratedDatabaseForTests(
  kind: DriverKind,
  scope: "each" | "all" = "each",
): { readonly database: Database } {
  let testDb: TestDatabase | undefined;
  let database: Database | undefined;
  const [before, after] = scope === "each" ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    testDb = await createTestDatabase(kind);
    database = openDatabase(testDb.options);
    await database.migrate();
  });
  after(async () => {
    await database?.close();
    await testDb?.drop();
  });
  return {
    get database() {
      if (!database) throw new Error("the test database is opened before each test");
      return database;
    },
  };
}
