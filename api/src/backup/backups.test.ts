import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BackupStatusSchema } from "@app/contract";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, drivers, itAcrossProcesses } from "../../test/test-database.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";
import { openDatabase } from "../db/database.ts";
import { queryRows } from "../db/query-rows.ts";
import { restoreBackup } from "./restore-backup.ts";

const fastTiming = { everyMs: 1500, retryMs: 600, checkMs: 100, startDelayMs: 0 };

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(drivers)("backups [%s]", (kind) => {
  const dirs: string[] = [];
  const servers: TestServer[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), "backups-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const server of servers) await server.dispose();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const status = async (server: TestServer, cookie: string) => {
    const res = await server.client(cookie).admin.backups.$get();
    expect(res.status).toBe(200);
    return BackupStatusSchema.parse(await res.json());
  };

  it("downloads one archive of everything, for the administrator only, that restores", async () => {
    const server = await startTestServer(kind);
    servers.push(server);
    const cookie = await server.login();
    expect((await server.client().admin.backup.$post()).status).toBe(401);
    expect((await status(server, cookie)).health).toBe("off");

    const res = await server.client(cookie).admin.backup.$post();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-tar");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const name = /attachment; filename="(backup-[\dT:Z-]+\.tar)"/.exec(
      res.headers.get("content-disposition") ?? "",
    )?.[1];
    expect(name).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
    expect(bytes.subarray(257, 262).toString()).toBe("ustar");

    const after = await status(server, cookie);
    expect(after.lastSuccess).toMatchObject({ kind: "download", file: name, bytes: bytes.length });

    const file = join(folder(), name!);
    writeFileSync(file, bytes);
    const testDb = await createTestDatabase("pglite");
    const database = openDatabase(testDb.options);
    try {
      const { summary } = await restoreBackup(database, file);
      expect(summary.tables.website_content).toBeGreaterThan(10);
      expect(summary.tables.admin_users).toBe(1);
    } finally {
      await database.close();
      await testDb.drop();
    }
  });

  it("writes one archive per period, keeps the newest BACKUP_KEEP, and says when the next is due", async () => {
    const dir = folder();
    const server = await startTestServer(kind, {
      config: { backup: { dir, keep: 2 }, backupTiming: fastTiming },
    });
    servers.push(server);
    const cookie = await server.login();
    const archives = () => readdirSync(dir).filter((file) => file.endsWith(".tar"));
    const runs = async () =>
      (
        await queryRows<{ runs: number }>(
          server.running.deps.database.db,
          sql`select count(*)::int as runs from backup_runs where kind = 'automatic' and error is null and finished_at is not null`,
        )
      )[0]?.runs ?? 0;
    expect(await eventually(runs, (count) => count >= 3)).toBeGreaterThanOrEqual(3);
    await eventually(
      async () => archives().length,
      (count) => count === 2,
    );
    expect(archives()).toHaveLength(2);
    expect(readdirSync(dir).some((file) => file.endsWith(".partial"))).toBe(false);

    const current = await status(server, cookie);
    expect(current.health).toBe("ok");
    expect(current.automatic).toMatchObject({ dir, keep: 2 });
    expect(Date.parse(current.automatic!.nextAt!)).toBeGreaterThan(Date.now() - 1000);
    expect(archives()).toContain(current.lastAutomatic?.file);
  });

  it("reports a failed automatic backup with its reason, and a stale one", async () => {
    const notAFolder = join(folder(), "file");
    writeFileSync(notAFolder, "in the way");
    const server = await startTestServer(kind, {
      config: { backup: { dir: notAFolder, keep: 2 }, backupTiming: fastTiming },
    });
    servers.push(server);
    const cookie = await server.login();
    const failed = await eventually(
      () => status(server, cookie),
      (value) => value.health === "failed",
    );
    expect(failed.health).toBe("failed");
    expect(failed.lastAutomatic?.error).toMatch(/EEXIST|ENOTDIR|not a directory/);
    await server.stop();

    const db = openDatabase(server.testDb.options);
    try {
      await db.db.execute(sql`delete from backup_runs`);
      await db.db.execute(
        sql`insert into backup_runs (kind, started_at, finished_at, file, bytes)
            values ('automatic', now() - interval '3 days', now() - interval '3 days', 'old.tar', 10)`,
      );
    } finally {
      await db.close();
    }
    const again = await startTestServer(kind, {
      testDb: server.testDb,
      config: {
        backup: { dir: notAFolder, keep: 2 },
        backupTiming: { ...fastTiming, startDelayMs: 60_000 },
      },
    });
    servers.push(again);
    expect((await status(again, await again.login())).health).toBe("stale");
  });

  itAcrossProcesses(kind)(
    "makes one automatic backup per period however many processes share the database",
    async () => {
      const dir = folder();
      const testDb = await createTestDatabase(kind);
      const timing = { ...fastTiming, everyMs: 60_000, retryMs: 60_000 };
      const config = { backup: { dir, keep: 5 }, backupTiming: timing };
      const first = await startTestServer(kind, { testDb, config });
      servers.push(first);
      const second = await startTestServer(kind, { testDb, config });
      servers.push(second);
      await eventually(
        async () => readdirSync(dir).filter((file) => file.endsWith(".tar")).length,
        (count) => count >= 1,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(readdirSync(dir).filter((file) => file.endsWith(".tar"))).toHaveLength(1);
    },
  );
});
