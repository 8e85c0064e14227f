import { describe, expect, it } from "vitest";
import { createTestDatabase, drivers } from "../../test/test-database.ts";
import { openDatabase } from "../db/database.ts";
import { searchDays } from "../db/schema.ts";
import { createLogger } from "../lib/logger.ts";
import { keptQuery, pruneSearchDays, startSearchLog } from "./search-log.ts";

describe("what of a query is kept", () => {
  it.each([
    [["gots"], "GOTS", "gots"],
    [["iso", "9001"], "ISO 9001", "iso 9001"],
    [["me", "example.com"], "me@example.com", undefined],
    [["855", "12", "345", "678"], "+855 12 345 678", undefined],
    [["012", "345678"], "012 345678", undefined],
    [["john.doe", "gmail.com"], "john.doe\uff20gmail.com", undefined],
    [["call", "me", "០១២", "៣៤៥", "៦៧៨"], "call me ០១២ ៣៤៥ ៦៧៨", undefined],
    [["098", "765", "432"], "098/765/432", undefined],
    [["iso", "9001", "2015"], "ISO 9001:2015", "iso 9001 2015"],
    [["iso", "14001"], "ISO 14001", "iso 14001"],
    [["iso9001"], "iso9001", "iso9001"],
    [[], "  ", undefined],
  ])("%j from %j is %j", (words, query, kept) => {
    expect(keptQuery(words, query)).toBe(kept);
  });
});

describe.each(drivers)("the search log [%s]", (kind) => {
  it("adds to the day's queries, and keeps at most so many different ones a day", async () => {
    const testDb = await createTestDatabase(kind, { seeded: true });
    const database = openDatabase(testDb.options);
    let today = new Date("2026-11-29T03:00:00Z");
    const log = startSearchLog({
      db: database.db,
      logger: createLogger("silent"),
      flushMs: 60_000,
      now: () => today,
      queriesPerDay: 3,
    });
    try {
      const search = (query: string, results = 1) =>
        log.record("en", query.split(" "), query, results);
      search("gots");
      search("ocs", 0);
      await log.flush();
      for (const query of ["grs", "rcs", "rws", "gots"]) search(query);
      await log.flush();
      search("rws");
      search("ocs", 0);
      today = new Date("2026-11-30T03:00:00Z");
      search("rws");
      await log.flush();
      const rows = (await database.db.select().from(searchDays)).map(
        ({ day, query, searches, foundNothing }) => [day, query, searches, foundNothing],
      );
      expect(rows.sort()).toEqual([
        ["2026-11-29", "gots", 2, 0],
        ["2026-11-29", "grs", 1, 0],
        ["2026-11-29", "ocs", 2, 2],
        ["2026-11-30", "rws", 1, 0],
      ]);
      // Kept as long as the page views: older days are forgotten.
      await pruneSearchDays(database.db, "2026-11-30");
      expect((await database.db.select().from(searchDays)).map((row) => row.day)).toEqual([
        "2026-11-30",
      ]);
    } finally {
      await log.stop();
      await database.close();
      await testDb.drop();
    }
  });
});
