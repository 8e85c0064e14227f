import {
  apiErrorMessages,
  businessLocalDateTime,
  type Submission,
  type SubmissionExportQuery,
  SubmissionPageSchema,
} from "@app/contract";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";
import { submissionNotifications, submissions } from "../../db/schema.ts";
import { EXPORT_CHUNK_ROWS, submissionChunks } from "./submissions.service.ts";

type NewRow = PgInsertValue<typeof submissions>;

const HEADER =
  'ID,Reference,"Received (Phnom Penh, UTC+7)",Kind,Status,Name,Email,Phone,Company,Service,Standard,Appointment (Phnom Penh),Message,Sent from,E-mail,Stage,Assigned to,Follow-up on,First page of the visit,Referring site,utm_source,utm_medium,utm_campaign,utm_term,utm_content';

/** The file's text with its byte-order mark (Response.text() would drop it). */
const fileText = async (res: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());

/** The id in each data line's first cell (none of our test rows breaks a line). */
const idsOf = (csv: string) =>
  csv
    .trimEnd()
    .split("\r\n")
    .slice(1)
    .map((line) => Number(line.split(",")[0]));

describe.each(drivers)("the inbox's CSV export [%s]", (driver) => {
  const api = serverForTests(driver);
  const db = () => api.server.running.deps.database.db;

  const insert = async (rows: NewRow[]) =>
    (await db().insert(submissions).values(rows).returning({ id: submissions.id })).map(
      (row) => row.id,
    );

  const exported = (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    api.admin.admin.submissions["export.csv"].$get({ query }, { headers });

  const exportedIds = async (query: Record<string, string> = {}) => {
    const res = await exported(query);
    expect(res.status).toBe(200);
    return idsOf(await fileText(res));
  };

  /** The ids the list shows for the same filters, walked to its last page. */
  const listedIds = async (query: Record<string, string>) => {
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await api.admin.admin.submissions.$get({
        query: { ...query, limit: "200", ...(cursor && { cursor }) },
      });
      expect(res.status).toBe(200);
      const page = SubmissionPageSchema.parse(await res.json());
      ids.push(...page.items.map((s: Submission) => s.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  };

  const ROWS = EXPORT_CHUNK_ROWS * 2 + 7;

  const quoteRow = (n: number, createdAt: Date): NewRow => ({
    kind: "quote",
    status: n % 10 === 3 ? "spam" : "new",
    name: `Client ${n}`,
    email: `client${n}@export.example`,
    message: `Quote request number ${n}.`,
    createdAt,
  });

  /** The rows as the export must give them: newest first, ties by id, spam left out. */
  let expected: number[];

  it("writes every row once, newest first, across chunk edges that fall inside ties", async () => {
    // Groups of 100 share one creation time: the chunks' edges (every 500 rows, spam aside)
    // fall inside ties, which only the id orders.
    const inserted: { id: number; status: string }[] = [];
    for (let group = 0; group * 100 < ROWS; group++) {
      const at = new Date(Date.UTC(2026, 0, 1) + group * 60_000);
      const rows = Array.from({ length: Math.min(100, ROWS - group * 100) }, (_, i) =>
        quoteRow(group * 100 + i, at),
      );
      inserted.push(
        ...(await db()
          .insert(submissions)
          .values(rows)
          .returning({ id: submissions.id, status: submissions.status })),
      );
    }
    expected = inserted
      .filter((row) => row.status !== "spam")
      .map((row) => row.id)
      .reverse();
    expect(expected.length).toBeGreaterThan(EXPORT_CHUNK_ROWS * 1.5);

    const res = await api.admin.admin.submissions["export.csv"].$get({ query: {} });
    expect(res.status).toBe(200);
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(idsOf(csv)).toEqual(expected);
  });

  it("reads the database a chunk at a time, each after the last", async () => {
    const chunks: number[][] = [];
    for await (const chunk of submissionChunks(db(), { status: "new" }, 97)) {
      chunks.push(chunk.map((s) => s.id));
    }
    expect(chunks.slice(0, -1).every((chunk) => chunk.length === 97)).toBe(true);
    expect(chunks.flat()).toEqual(expected);
    // A filter nothing matches reads once and yields nothing.
    const none: unknown[] = [];
    for await (const chunk of submissionChunks(db(), { kind: "contact" }, 97)) none.push(chunk);
    expect(none).toEqual([]);
  });

  it("stops reading when the download is cancelled, and the server answers on", async () => {
    const res = await api.server.request("/api/admin/submissions/export.csv", {
      cookie: api.cookie,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    const unread = await api.admin.admin.submissions.unread.$get({ query: {} });
    expect(unread.status).toBe(200);
    expect((await unread.json()).new).toBe(expected.length);
  });

  it("writes each column escaped, formulas neutralised, phones kept as typed", async () => {
    const [quoteId] = await insert([
      {
        kind: "quote",
        status: "new",
        name: '=cmd|"/c calc"!A1',
        email: "a@example.com",
        phone: "+855 12 345 678",
        service: "GOTS, GRS",
        standard: "gots",
        standardName: "GOTS",
        message: "Line one\nLine two",
        page: "/certifications/gots",
        createdAt: new Date("2025-05-01T08:00:00.000Z"),
      },
    ]);
    const [contactId] = await insert([
      {
        kind: "contact",
        status: "read",
        name: "Mey Lin",
        email: "mey@brand.example",
        company: "Brand Co; Ltd",
        appointmentAt: new Date("2026-12-01T03:00:00.000Z"),
        message: 'A question about "SLCP";=1+1',
        createdAt: new Date("2026-11-27T08:00:00.000Z"),
      },
    ]);
    await db()
      .insert(submissionNotifications)
      .values({ submissionId: quoteId!, state: "sent", attempts: 1 });

    const csv = await fileText(await exported());
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(`\uFEFF${HEADER}`);
    expect(lines).toContain(
      `${contactId},C-${String(contactId).padStart(5, "0")},2026-11-27 15:00 +07:00,contact,read,Mey Lin,mey@brand.example,,"Brand Co; Ltd",,,2026-12-01 10:00,"A question about ""SLCP"";'=1+1",,,New,,,,,,,,,`,
    );
    // The message's line break stays inside its quoted cell.
    expect(csv).toContain(
      `\r\n${quoteId},Q-${String(quoteId).padStart(5, "0")},2025-05-01 15:00 +07:00,quote,new,"'=cmd|""/c calc""!A1",a@example.com,\u200B+855 12 345 678,,"GOTS, GRS",GOTS,,"Line one\nLine two",/certifications/gots,sent,New,,,,,,,,,\r\n`,
    );
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("answers a UTF-8 attachment named by kind and Phnom Penh's day, neither compressed nor kept", async () => {
    const before = businessLocalDateTime(new Date()).slice(0, 10);
    const res = await exported({ kind: "quote" }, { "accept-encoding": "br, gzip" });
    const after = businessLocalDateTime(new Date()).slice(0, 10);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect([before, after].map((day) => `attachment; filename="inbox-quote-${day}.csv"`)).toContain(
      res.headers.get("content-disposition"),
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("etag")).toBeNull();
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const all = await exported();
    expect(all.headers.get("content-disposition")).toMatch(
      /^attachment; filename="inbox-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });

  it("holds what the list shows for the same filters, and no spam unless asked for", async () => {
    const [spam, archived] = await insert([
      { kind: "contact", status: "spam", name: "Bot", email: "bot@spam.example", message: "Buy." },
      { kind: "contact", status: "archived", name: "Old", email: "old@x.example", message: "Hi." },
    ]);
    const [failed] = await insert([
      { kind: "quote", status: "read", name: "Unlucky", email: "u@x.example", message: "Hello." },
    ]);
    await db()
      .insert(submissionNotifications)
      .values({ submissionId: failed!, state: "failed", attempts: 5 });

    const filters: SubmissionExportQuery[] = [
      {},
      { kind: "quote" },
      { kind: "contact" },
      { status: "inbox" },
      { status: "new" },
      { status: "archived" },
      { status: "spam" },
      { notification: "failed" },
      { kind: "quote", status: "read", notification: "failed" },
    ];
    for (const filter of filters) {
      const query = filter as Record<string, string>;
      expect(await exportedIds(query), JSON.stringify(filter)).toEqual(await listedIds(query));
    }
    expect(await exportedIds()).not.toContain(spam);
    expect(await exportedIds({ status: "spam", kind: "contact" })).toEqual([spam]);
    expect(await exportedIds({ status: "archived", kind: "contact" })).toEqual([archived]);
    expect(await exportedIds({ notification: "failed" })).toEqual([failed]);
    // An empty value is no filter, as in the list.
    expect(await exportedIds({ kind: "", status: "" })).toEqual(await exportedIds());
  });

  it("is for administrators only, and refuses a filter it does not know", async () => {
    const visitor = await api.visitor.admin.submissions["export.csv"].$get({ query: {} });
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get("content-disposition")).toBeNull();

    const letter = await exported({ kind: "letter" });
    expect(letter.status).toBe(400);
    expect(await letter.json()).toMatchObject({ error: apiErrorMessages.validation });
    expect((await exported({ status: "deleted" })).status).toBe(400);
    expect((await exported({ notification: "sent" })).status).toBe(400);
  });
});
