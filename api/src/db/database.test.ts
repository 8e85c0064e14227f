import { sql } from "drizzle-orm";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { createTestDatabase, postgresWanted } from "../../test/test-database.ts";
import { openDatabase } from "./database.ts";
import { queryRows } from "./query-rows.ts";

describe.skipIf(!postgresWanted)("the PostgreSQL pool [postgres]", () => {
  it("gives back the connections a busy moment opened once they sit unused", async () => {
    const testDb = await createTestDatabase("postgres");
    if (testDb.options.kind !== "postgres") throw new Error("expected PostgreSQL");
    const name = new URL(testDb.options.url).pathname.slice(1);
    const database = openDatabase({ ...testDb.options, idleTimeoutSeconds: 1 });
    const observer = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    const open = async () => {
      const [row] = await observer<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity where datname = ${name}`;
      return row!.n;
    };
    try {
      await Promise.all(
        Array.from({ length: 5 }, () => database.db.execute("select pg_sleep(0.3)")),
      );
      expect(await open()).toBe(5);
      await expect.poll(open, { timeout: 5000, interval: 250 }).toBe(0);
    } finally {
      await database.close();
      await observer.end();
      await testDb.drop();
    }
  });

  it("fails a transaction whose connection the database ended, and the process lives on", async () => {
    const testDb = await createTestDatabase("postgres");
    const database = openDatabase(testDb.options);
    const thrown: unknown[] = [];
    const keep = (error: unknown) => thrown.push(error);
    process.on("uncaughtException", keep);
    try {
      const work = database.db.transaction(async (tx) => {
        // The database ends this connection: its answer and the end of the stream arrive
        // together, and the next query is asked before the driver has seen the end.
        await tx.execute("select pg_terminate_backend(pg_backend_pid())").catch(() => {});
        await tx.execute("select 1");
      });
      await expect(work).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
      expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      expect(thrown).toEqual([]);
    } finally {
      process.off("uncaughtException", keep);
      await database.close();
      await testDb.drop();
    }
  });
});
