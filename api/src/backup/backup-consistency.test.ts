import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, drivers } from "../../test/test-database.ts";
import { startTestServer } from "../../test/test-server.ts";
import { openDatabase } from "../db/database.ts";
import { queryRows } from "../db/query-rows.ts";
import { restoreBackup } from "./restore-backup.ts";
import { writeBackupFile } from "./write-backup.ts";

describe.each(drivers)("a backup taken while the site is written to [%s]", (kind) => {
  const dir = mkdtempSync(join(tmpdir(), "backup-consistency-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is one consistent snapshot: every section's version has its revision", async () => {
    const server = await startTestServer(kind, {
      config: { formRateLimit: { max: 10_000, windowMs: 60_000 } },
    });
    const admin = server.client(await server.login());
    const visitor = server.client();
    let saves = 0;
    let quotes = 0;
    let writing = true;
    const unexpected: string[] = [];
    const saveLoop = async (section: string) => {
      while (writing && unexpected.length === 0) {
        const current = await (
          await visitor["content-json"][":section"].$get({ param: { section }, query: {} })
        ).json();
        const res = await admin.admin.content.$post({
          json: { section, version: current.version, content: current.content },
        });
        // Any status: a stale version's 409 is thrown by the route, not among its declared ones.
        const status: number = res.status;
        if (status === 200) saves++;
        else if (status !== 409) unexpected.push(`save ${status}: ${await res.text()}`);
      }
    };
    const quoteLoop = async () => {
      while (writing && unexpected.length === 0) {
        const res = await visitor.quote.$post({
          json: {
            name: "Sokha Chan",
            email: "sokha@factory.example",
            service: "GOTS certification",
            message: `We would like a quote for GOTS, request ${quotes}.`,
          },
        });
        if (res.status === 200) quotes++;
        else unexpected.push(`quote ${res.status}: ${await res.text()}`);
      }
    };
    const until = async (done: () => boolean) => {
      while (!done() && unexpected.length === 0)
        await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const writers = [saveLoop("hero"), saveLoop("about"), quoteLoop(), quoteLoop()];
    await until(() => saves >= 5 && quotes >= 5);
    const archive = join(dir, `${kind}.tar`);
    const { manifest } = await writeBackupFile(server.running.deps.database, archive);
    const [savesAfter, quotesAfter] = [saves + 5, quotes + 5];
    await until(() => saves >= savesAfter && quotes >= quotesAfter);
    writing = false;
    await Promise.all(writers);
    await server.dispose();
    expect(unexpected).toEqual([]);

    const testDb = await createTestDatabase("pglite");
    const database = openDatabase(testDb.options);
    try {
      await restoreBackup(database, archive);
      const torn = await queryRows<{ section: string }>(
        database.db,
        sql`select section from website_content w
            where version <> (select max(version) from content_revisions r where r.section = w.section)`,
      );
      expect(torn).toEqual([]);
      const stored = manifest.tables.find((table) => table.name === "submissions")?.rows ?? 0;
      expect(stored).toBeGreaterThanOrEqual(5);
      expect(stored).toBeLessThan(quotesAfter);
    } finally {
      await database.close();
      await testDb.drop();
    }
  });
});
