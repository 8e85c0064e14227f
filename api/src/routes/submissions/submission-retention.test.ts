import { SubmissionPageSchema } from "@app/contract";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, drivers } from "../../../test/test-database.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";
import { submissionNotifications, submissions } from "../../db/schema.ts";
import { readMailConfig } from "../../mail/mail-config.ts";

describe.each(drivers)("SUBMISSION_RETENTION_DAYS [%s]", (kind) => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.dispose();
  });

  it("deletes submissions older than the limit at start (and daily), with their e-mails, but never a lead whose e-mail is still on its way", async () => {
    const testDb = await createTestDatabase(kind);
    // An unreachable mail server: the outbox rows stay, so their deletion shows.
    const mail = readMailConfig({ SMTP_URL: "smtp://127.0.0.1:9", NOTIFY_EMAIL: "a@b.example" });
    const keepAll = await startTestServer(kind, { testDb, config: { mail } });
    for (const n of [1, 2, 3]) {
      const res = await keepAll.client().quote.$post({
        json: {
          name: "Dara Sok",
          email: "d@f.example",
          service: "GOTS",
          message: `Quote number ${n}.`,
        },
      });
      expect(res.status).toBe(200);
    }
    const db = keepAll.running.deps.database.db;
    await db
      .update(submissions)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(sql`${submissions.message} in ('Quote number 1.', 'Quote number 2.')`);
    // Number 1 was e-mailed; number 2's e-mail is still being retried.
    await db
      .update(submissionNotifications)
      .set({ state: "sent" })
      .where(
        sql`${submissionNotifications.submissionId} = (select id from submissions where message = 'Quote number 1.')`,
      );
    await keepAll.stop();

    server = await startTestServer(kind, { testDb, config: { mail, submissionRetentionDays: 30 } });
    const cookie = await server.login();
    const remaining = async () => {
      const res = await server!.client(cookie).admin.submissions.$get({ query: {} });
      return SubmissionPageSchema.parse(await res.json()).items.map((s) => s.message);
    };
    await expect.poll(remaining).toEqual(["Quote number 3.", "Quote number 2."]);
    const outbox = await server.running.deps.database.db.select().from(submissionNotifications);
    expect(outbox).toHaveLength(2);
  });
});
