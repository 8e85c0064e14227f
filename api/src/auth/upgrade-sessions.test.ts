import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runCli } from "../../test/run-cli.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../test/test-server.ts";
import { knownMigrations } from "../backup/migrations.ts";
import type { Db } from "../db/database.ts";
import { cachedTemplate } from "../db/pglite-template.ts";

/*
 * Issue 29, finding 9: a migration that adds `verified_at` fills it with now(), so every
 * session from before an upgrade looked as if it had just proved the password. After an
 * upgrade no old session counts as signed in recently, whoever applied it (a start or
 * `pnpm admin:create`); a plain restart changes nothing.
 */

/** Rolls the newest migration back, as if this database came from the previous release. */
async function undoNewestMigration(db: Db): Promise<void> {
  const last = knownMigrations().at(-1)!;
  // Undone by dropping the tables, indexes and columns it made, whichever migration is the newest.
  const made = (kind: string) =>
    last.statements.flatMap((statement) =>
      [
        ...statement.matchAll(new RegExp(`CREATE ${kind} (?:IF NOT EXISTS )?"([a-z_]+)"`, "gi")),
      ].map((m) => m[1]!),
    );
  const tables = made("TABLE");
  const indexes = made("INDEX");
  const columns = last.statements.flatMap((statement) =>
    [...statement.matchAll(/ALTER TABLE "([a-z_]+)" ADD COLUMN "([a-z_]+)"/gi)].map((m) => ({
      table: m[1]!,
      column: m[2]!,
    })),
  );
  expect(
    tables.length + indexes.length + columns.length,
    `${last.tag} makes nothing to undo`,
  ).toBeGreaterThan(0);
  // A column's own constraints go with it.
  for (const { table, column } of columns) {
    await db.execute(sql.raw(`alter table "${table}" drop column "${column}"`));
  }
  for (const table of tables) await db.execute(sql.raw(`drop table "${table}" cascade`));
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index}"`));
  await db.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at = ${last.createdAt}`,
  );
  // The column's default is now(): an upgrade adding it stamps old sessions with the hour.
  await db.execute(sql`update admin_sessions set verified_at = now()`);
}

/** Asks for passkey options: 200 for a session that signed in recently, 403 otherwise. */
const passkeyOptions = (server: TestServer, cookie: string) =>
  server.client(cookie).admin.passkeys.options.$post({ json: {} });

describe("sessions across an upgrade", () => {
  it("asks every session from before an upgrade to confirm it's them again", {
    timeout: 120_000,
  }, async () => {
    const testDb = await createTestDatabase("pglite");
    let server = await startTestServer("pglite", { testDb });
    try {
      const cookie = await server.login();
      expect((await passkeyOptions(server, cookie)).status).toBe(200);

      // A restart without an upgrade: the session is still recent.
      server = await server.restart();
      expect((await passkeyOptions(server, cookie)).status).toBe(200);

      await undoNewestMigration(server.running.deps.database.db);
      server = await server.restart();
      expect((await passkeyOptions(server, cookie)).status).toBe(403);
      // Issue 35: the administrator from before the team is its owner.
      const me = await (await server.client(cookie).admin.me.$get()).json();
      expect(me.admin.role).toBe("owner");
    } finally {
      await server.dispose();
    }
  });

  it("asks again when `pnpm admin:create` applied the upgrade before the server started", {
    timeout: 180_000,
  }, async () => {
    // The command opens `$DATA_DIR/pg`, as the server does.
    const dataDir = mkdtempSync(join(tmpdir(), "upgrade-by-cli-"));
    const testDb: TestDatabase = {
      options: { kind: "pglite", dataDir: join(dataDir, "pg"), template: await cachedTemplate() },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
    let server = await startTestServer("pglite", { testDb });
    try {
      const cookie = await server.login();
      expect((await passkeyOptions(server, cookie)).status).toBe(200);
      await undoNewestMigration(server.running.deps.database.db);
      await server.stop();

      // The owner sets the same password again: no session ends for that.
      const { email, password } = TEST_ADMIN;
      const cli = await runCli("src/auth/admin-create-cli.ts", [], { DATA_DIR: dataDir }, [
        email,
        password,
        password,
      ]);
      expect(cli.output).toContain(`${email} already has that password; nothing changed.`);
      expect(cli.code).toBe(0);

      server = await startTestServer("pglite", { testDb });
      expect((await passkeyOptions(server, cookie)).status).toBe(403);
    } finally {
      await server.dispose();
    }
  });
});
