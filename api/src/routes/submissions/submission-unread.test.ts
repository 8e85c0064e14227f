import {
  apiErrorMessages,
  type SubmissionKind,
  type SubmissionUnreadQuery,
  SubmissionUnreadSchema,
} from "@app/contract";
import { sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";
import { queryRows } from "../../db/query-rows.ts";
import { submissions } from "../../db/schema.ts";
import { unreadSubmissionsQuery } from "./submissions.service.ts";

type NewRow = PgInsertValue<typeof submissions>;

const lead = (
  kind: SubmissionKind,
  status: "new" | "read" | "archived" | "spam",
  createdAt: string,
): NewRow => ({
  kind,
  status,
  name: `${kind} ${status}`,
  email: `${status}@unread.example`,
  message: "Hello.",
  createdAt: new Date(createdAt),
});

const KINDS: SubmissionUnreadQuery[] = [{}, { kind: "quote" }, { kind: "contact" }];

describe.each(drivers)("the unread count every screen shows [%s]", (driver) => {
  const api = serverForTests(driver);
  const db = () => api.server.running.deps.database.db;

  const unread = async (query: SubmissionUnreadQuery = {}) => {
    const res = await api.admin.admin.submissions.unread.$get({ query });
    expect(res.status).toBe(200);
    return SubmissionUnreadSchema.parse(await res.json());
  };
  const counts = async (query: SubmissionUnreadQuery = {}) => {
    const res = await api.admin.admin.submissions.counts.$get({ query });
    expect(res.status).toBe(200);
    return res.json();
  };

  /** For each kind and both: the full counts' new and oldest new, and nothing else. */
  const expectSameAsCounts = async () => {
    for (const query of KINDS) {
      const full = await counts(query);
      expect(await unread(query), JSON.stringify(query)).toEqual({
        new: full.new,
        oldestNewAt: full.oldestNewAt,
      });
    }
  };

  it("says none while nothing is new", async () => {
    await db()
      .insert(submissions)
      .values([
        lead("quote", "read", "2026-11-01T08:00:00.000Z"),
        lead("quote", "archived", "2026-10-01T08:00:00.000Z"),
        lead("contact", "spam", "2026-09-01T08:00:00.000Z"),
      ]);
    for (const query of KINDS) expect(await unread(query)).toEqual({ new: 0, oldestNewAt: null });
    await expectSameAsCounts();
  });

  it("counts the new ones of each kind with the oldest, as the full counts do, spam, read and archived aside", async () => {
    const [opened] = await db()
      .insert(submissions)
      .values([
        lead("quote", "new", "2026-11-20T09:30:00.000Z"),
        lead("quote", "new", "2026-11-24T09:30:00.000Z"),
        lead("quote", "spam", "2026-11-01T00:00:00.000Z"),
        lead("contact", "new", "2026-11-22T00:00:00.000Z"),
        lead("contact", "read", "2026-11-02T00:00:00.000Z"),
        lead("contact", "archived", "2026-11-03T00:00:00.000Z"),
      ])
      .returning({ id: submissions.id });
    expect(await unread()).toEqual({ new: 3, oldestNewAt: "2026-11-20T09:30:00.000Z" });
    expect(await unread({ kind: "quote" })).toEqual({
      new: 2,
      oldestNewAt: "2026-11-20T09:30:00.000Z",
    });
    expect(await unread({ kind: "contact" })).toEqual({
      new: 1,
      oldestNewAt: "2026-11-22T00:00:00.000Z",
    });
    await expectSameAsCounts();

    // Opened: no longer unread, and the next oldest is the one waiting longest.
    const read = await api.admin.admin.submissions[":id"].$patch({
      param: { id: String(opened!.id) },
      json: { status: "read" },
    });
    expect(read.status).toBe(200);
    expect(await unread({ kind: "quote" })).toEqual({
      new: 1,
      oldestNewAt: "2026-11-24T09:30:00.000Z",
    });
    await expectSameAsCounts();
  });

  it("is for administrators only, and refuses a kind it does not know", async () => {
    expect((await api.visitor.admin.submissions.unread.$get({ query: {} })).status).toBe(401);
    const letter = await api.admin.admin.submissions.unread.$get({ query: { kind: "letter" } });
    expect(letter.status).toBe(400);
    expect(await letter.json()).toMatchObject({ error: apiErrorMessages.validation });
  });

  it("reads the index of new submissions alone, however many others are kept", async () => {
    await db().execute(sql`
      insert into submissions (kind, status, name, email, message, created_at)
      select
        case when i % 3 = 0 then 'contact' else 'quote' end,
        case when i % 400 = 0 then 'new' when i % 10 = 7 then 'spam' else 'read' end,
        'Client ' || i, 'client' || i || '@unread.example', 'Hello.',
        now() - (i || ' minutes')::interval
      from generate_series(1, 20000) as i`);
    // What autovacuum leaves behind on PostgreSQL: statistics, and a visibility map that lets
    // the index answer alone.
    await db().execute(sql`vacuum analyze submissions`);
    for (const query of KINDS) {
      const plan = (
        await queryRows<Record<string, string>>(
          db(),
          sql`explain ${unreadSubmissionsQuery(db(), query).getSQL()}`,
        )
      )
        .map((row) => Object.values(row)[0])
        .join("\n");
      expect(plan, JSON.stringify(query)).toContain("Index Only Scan using submissions_new_idx");
      expect(plan).not.toContain("Seq Scan");
    }
    await expectSameAsCounts();
  });
});
