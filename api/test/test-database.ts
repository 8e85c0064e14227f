import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { markPostgresOpened } from "@app/testing/test-usage";
import postgres from "postgres";
import type { DatabaseOptions } from "../src/db/database.ts";
import { cachedTemplate } from "../src/db/pglite-template.ts";

export type DriverKind = "pglite" | "postgres";

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * The drivers every data-layer test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL
 * is set (CI always sets it). Use with `describe.each(drivers)`.
 */
export const drivers: DriverKind[] = testDatabaseUrl ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase {
  options: DatabaseOptions;
  /** Removes the database (or data folder) for good. */
  drop(): Promise<void>;
}

/** A fresh, empty database of its own: a new PostgreSQL database, or a new PGlite folder. */
export async function createTestDatabase(kind: DriverKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(join(tmpdir(), "api-test-pg-"));
    return {
      options: { kind: "pglite", dataDir, template: await cachedTemplate() },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const closed = markPostgresOpened();
  return {
    options: { kind: "postgres", url: url.toString() },
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
