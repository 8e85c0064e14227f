import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database.ts";
import { startTestServer } from "../../test/test-server.ts";
import { knownMigrations } from "../backup/migrations.ts";

/*
 * Issue 29, finding 9: a migration that adds `verified_at` fills it with now(), so every
 * session from before an upgrade looked as if it had just proved the password. After an
 * upgrade no old session counts as signed in recently; a plain restart changes nothing.
 */
describe("sessions across an upgrade", () => {
  it("asks every session from before an upgrade to confirm it's them again", {
    timeout: 120_000,
  }, async () => {
    const testDb = await createTestDatabase("pglite");
    let server = await startTestServer("pglite", { testDb });
    try {
      const cookie = await server.login();
      const options = () =>
        server.request("/api/admin/passkeys/options", { method: "POST", cookie, json: {} });
      expect((await options()).status).toBe(200);

      // A restart without an upgrade: the session is still recent.
      server = await server.restart();
      expect((await options()).status).toBe(200);

      // Roll the last migration back, as if this database came from the previous release.
      const last = knownMigrations().at(-1)!;
      const db = server.running.deps.database.db;
      // Undone by dropping the tables it made, whichever migration is the newest.
      const made = last.statements.flatMap((statement) =>
        [...statement.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"([a-z_]+)"/gi)].map((m) => m[1]!),
      );
      expect(made.length, `${last.tag} makes no table to undo`).toBeGreaterThan(0);
      for (const table of made) await db.execute(sql.raw(`drop table "${table}" cascade`));
      await db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${last.createdAt}`,
      );
      // The column's default is now(): an upgrade adding it stamps old sessions with the hour.
      await db.execute(sql`update admin_sessions set verified_at = now()`);
      server = await server.restart();
      expect((await options()).status).toBe(403);
    } finally {
      await server.dispose();
    }
  });
});
