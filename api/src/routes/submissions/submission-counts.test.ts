import type { SubmissionCountsQuery } from "@app/contract";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";
import { submissions } from "../../db/schema.ts";

const quote = (name: string, status: "new" | "read", createdAt: string) => ({
  kind: "quote" as const,
  status,
  name,
  email: `${name.toLowerCase()}@counts.example`,
  message: "A quotation, please.",
  createdAt: new Date(createdAt),
});

describe.each(drivers)("counts with the oldest waiting message [%s]", (driver) => {
  const api = serverForTests(driver);

  const insert = (rows: PgInsertValue<typeof submissions>[]) =>
    api.server.running.deps.database.db.insert(submissions).values(rows);
  const counts = async (query: SubmissionCountsQuery = {}) => {
    const res = await api.admin.admin.submissions.counts.$get({ query });
    expect(res.status).toBe(200);
    return res.json();
  };

  it("says null while nothing is new, then when the oldest new one came in, for its kind", async () => {
    expect(await counts()).toEqual({ new: 0, read: 0, archived: 0, spam: 0, oldestNewAt: null });
    await insert([
      // Read long ago: no longer waiting, so it does not count as the oldest.
      quote("Answered", "read", "2026-11-01T08:00:00.000Z"),
      quote("Waiting", "new", "2026-11-24T09:30:00.000Z"),
      quote("Newer", "new", "2026-11-26T09:30:00.000Z"),
      {
        kind: "contact",
        name: "Mey",
        email: "mey@counts.example",
        message: "Call me.",
        createdAt: new Date("2026-11-20T00:00:00.000Z"),
      },
    ]);
    expect(await counts({ kind: "quote" })).toEqual({
      new: 2,
      read: 1,
      archived: 0,
      spam: 0,
      oldestNewAt: "2026-11-24T09:30:00.000Z",
    });
    expect((await counts({ kind: "contact" })).oldestNewAt).toBe("2026-11-20T00:00:00.000Z");
    expect((await counts()).oldestNewAt).toBe("2026-11-20T00:00:00.000Z");
    // None of them had an e-mail, so none failed.
    expect((await counts({ notification: "failed" })).oldestNewAt).toBeNull();
  });
});
