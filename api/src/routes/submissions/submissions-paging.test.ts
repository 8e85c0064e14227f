import {
  apiErrorMessages,
  encodeSubmissionCursor,
  SUBMISSION_PAGE_DEFAULT,
  SUBMISSION_PAGE_MAX,
  type Submission,
  SubmissionCountsSchema,
  type SubmissionPage,
  SubmissionPageSchema,
} from "@app/contract";
import { sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";
import { submissions } from "../../db/schema.ts";

type NewRow = typeof submissions.$inferInsert;

const quoteRow = (n: number, status: NewRow["status"] = "new"): NewRow => ({
  kind: "quote",
  status,
  name: `Client ${n}`,
  email: `client${n}@paging.example`,
  service: "GOTS certification",
  message: `Quote request number ${n}.`,
});

const contactRow: NewRow = {
  kind: "contact",
  name: "Mey Lin",
  email: "mey@paging.example",
  message: "Please call me about an audit.",
};

describe.each(drivers)("inbox paging and counts [%s]", (driver) => {
  const api = serverForTests(driver);
  /** The 120 quotes seeded first, in the order the inbox must show them. */
  let seeded: number[];

  const insert = async (rows: PgInsertValue<typeof submissions>[]) => {
    const inserted = await api.server.running.deps.database.db
      .insert(submissions)
      .values(rows)
      .returning({ id: submissions.id });
    return inserted.map((r) => r.id);
  };

  beforeAll(async () => {
    // Batches of ten share one creation time (one statement, one now()): page edges fall
    // inside ties, which only the id can order.
    seeded = [];
    for (let batch = 0; batch < 12; batch++) {
      seeded.push(
        ...(await insert(Array.from({ length: 10 }, (_, i) => quoteRow(batch * 10 + i)))),
      );
    }
    seeded.reverse();
  });

  const list = (query: Record<string, string>) => api.admin.admin.submissions.$get({ query });

  const page = async (query: Record<string, string>): Promise<SubmissionPage> => {
    const res = await list(query);
    expect(res.status).toBe(200);
    return SubmissionPageSchema.parse(await res.json());
  };

  const everything = async (query: Record<string, string> = {}) => {
    const all: Submission[] = [];
    let cursor: string | null = null;
    do {
      const next: SubmissionPage = await page({ ...query, ...(cursor && { cursor }) });
      all.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor);
    return all;
  };

  const counts = async (query: Record<string, string> = {}) => {
    const res = await api.admin.admin.submissions.counts.$get({ query });
    expect(res.status).toBe(200);
    return SubmissionCountsSchema.parse(await res.json());
  };

  it("pages 120 submissions 50/50/20 with no gap or repeat while new ones arrive", async () => {
    const first = await page({ kind: "quote", limit: "50" });
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));

    const arrivedDuring = await insert([quoteRow(1000), quoteRow(1001)]);
    const second = await page({ kind: "quote", limit: "50", cursor: first.nextCursor! });
    expect(second.items).toHaveLength(50);

    arrivedDuring.push(...(await insert([quoteRow(1002)])));
    const third = await page({ kind: "quote", limit: "50", cursor: second.nextCursor! });
    expect(third.items).toHaveLength(20);
    expect(third.nextCursor).toBeNull();

    const ids = [...first.items, ...second.items, ...third.items].map((s) => s.id);
    expect(ids).toEqual(seeded);
    expect(new Set(ids).size).toBe(120);

    // The newcomers lead a list started afresh.
    const fresh = await page({ kind: "quote", limit: "3" });
    expect(fresh.items.map((s) => s.id)).toEqual([...arrivedDuring].reverse());
  });

  it("orders newest first with ties by id, and ends without an empty last page", async () => {
    const all = await everything({ kind: "quote", limit: "41" });
    const order = all.map((s) => [s.createdAt, s.id] as const);
    const sorted = [...order].sort(([at1, id1], [at2, id2]) =>
      at1 === at2 ? id2 - id1 : at1 < at2 ? 1 : -1,
    );
    expect(order).toEqual(sorted);

    const exact = await page({ kind: "quote", limit: String(all.length) });
    expect(exact.items).toHaveLength(all.length);
    expect(exact.nextCursor).toBeNull();
  });

  it("answers the default page size without a limit, and at most the maximum", async () => {
    expect((await page({})).items).toHaveLength(SUBMISSION_PAGE_DEFAULT);
    expect((await page({ limit: "" })).items).toHaveLength(SUBMISSION_PAGE_DEFAULT);
    await insert(Array.from({ length: 100 }, (_, i) => quoteRow(2000 + i, "read")));
    const biggest = await page({ limit: String(SUBMISSION_PAGE_MAX) });
    expect(biggest.items).toHaveLength(SUBMISSION_PAGE_MAX);
    expect(biggest.nextCursor).toEqual(expect.any(String));
  });

  it("keeps rows created within one millisecond apart: the cursor holds microseconds", async () => {
    // Inserted out of time order, so the id alone would order them wrongly.
    const times = [
      "2021-06-01T10:00:00.123300Z",
      "2021-06-01T10:00:00.123100Z",
      "2021-06-01T10:00:00.123200Z",
    ];
    const ids: number[] = [];
    for (const at of times) {
      // A Date stops at the millisecond: the exact time goes in as SQL.
      ids.push(...(await insert([{ ...contactRow, createdAt: sql`${at}::timestamptz` }])));
    }
    const walked = await everything({ kind: "contact", limit: "1" });
    expect(walked.map((s) => s.id)).toEqual([ids[0], ids[2], ids[1]]);
  });

  it("filters the inbox (new and read) on the server, and never shows spam unless asked", async () => {
    await insert([
      quoteRow(4000, "archived"),
      quoteRow(4001, "spam"),
      quoteRow(4002, "spam"),
      { ...quoteRow(4003, "spam"), kind: "contact" },
    ]);
    const inbox = await everything({ status: "inbox", limit: "200" });
    expect(inbox.length).toBeGreaterThan(0);
    expect(inbox.every((s) => s.status === "new" || s.status === "read")).toBe(true);

    const unfiltered = await everything({ limit: "200" });
    expect(unfiltered.some((s) => s.status === "archived")).toBe(true);
    expect(unfiltered.some((s) => s.status === "spam")).toBe(false);
    expect(unfiltered).toHaveLength(inbox.length + 1);

    const spam = await everything({ status: "spam", limit: "2" });
    expect(spam.map((s) => s.name)).toEqual(["Client 4003", "Client 4002", "Client 4001"]);
    expect((await everything({ status: "spam", kind: "quote" })).map((s) => s.name)).toEqual([
      "Client 4002",
      "Client 4001",
    ]);
  });

  it("counts every status, for all kinds or one, and the counts match the lists", async () => {
    const all = await counts();
    const quotes = await counts({ kind: "quote" });
    const contacts = await counts({ kind: "contact" });
    expect(await counts({ kind: "" })).toEqual(all);
    expect(quotes).toEqual({ new: 123, read: 100, archived: 1, spam: 2 });
    expect(contacts).toEqual({ new: 3, read: 0, archived: 0, spam: 1 });
    expect(all).toEqual({ new: 126, read: 100, archived: 1, spam: 3 });
    for (const status of ["new", "read", "archived", "spam"] as const) {
      expect(await everything({ status, limit: "200" })).toHaveLength(all[status]);
    }
  });

  it("answers 400 with the contract's message for a bad limit", async () => {
    for (const limit of ["0", "-3", "1.5", "abc", String(SUBMISSION_PAGE_MAX + 1), "1e3"]) {
      const res = await list({ limit });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: apiErrorMessages.validation,
        fields: { limit: apiErrorMessages.pageLimit(SUBMISSION_PAGE_MAX) },
      });
    }
  });

  it("answers 400 with the contract's message for a malformed cursor, never a 500", async () => {
    const malformed = [
      "nonsense",
      "%00",
      Buffer.from("not json").toString("base64url"),
      Buffer.from('["2021-02-30T10:00:00.000000Z",1]').toString("base64url"),
      Buffer.from('["2021-06-01T10:00:00.000000Z",99999999999]').toString("base64url"),
      Buffer.from('["\'; drop table submissions; --",1]').toString("base64url"),
    ];
    for (const cursor of malformed) {
      const res = await list({ cursor });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: apiErrorMessages.validation,
        fields: { cursor: apiErrorMessages.badCursor },
      });
    }
  });

  it("treats a well-formed cursor as a position, even one no row sits at", async () => {
    const future = encodeSubmissionCursor({ createdAt: "2999-01-01T00:00:00.000000Z", id: 1 });
    expect((await page({ cursor: future, limit: "5" })).items).toHaveLength(5);
    const past = encodeSubmissionCursor({ createdAt: "1999-01-01T00:00:00.000000Z", id: 1 });
    expect(await page({ cursor: past })).toEqual({ items: [], nextCursor: null });
  });

  it("keeps the list and the counts to administrators, and refuses an unknown kind", async () => {
    expect((await api.visitor.admin.submissions.counts.$get({ query: {} })).status).toBe(401);
    expect((await api.visitor.admin.submissions.$get({ query: { limit: "5" } })).status).toBe(401);
    const letter = await api.admin.admin.submissions.counts.$get({ query: { kind: "letter" } });
    expect(letter.status).toBe(400);
  });
});
