import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { createTestDatabase, postgresWanted } from "../../test/test-database.ts";
import { openDatabase } from "./database.ts";

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
});
