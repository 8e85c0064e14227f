import { businessLocalDateTime, submissionReference } from "@app/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { drivers, itAcrossProcesses } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";
import { startTestSmtp } from "../../../test/test-smtp.ts";
import { openDatabase } from "../../db/database.ts";
import { queryRows } from "../../db/query-rows.ts";
import { adminUsers, leadDigests, submissionNotes, submissions } from "../../db/schema.ts";
import { readMailConfig } from "../mail-config.ts";
import { planDigest } from "./digest-queue.ts";

const SITE = "https://www.company.example";
const NOTIFY = "sales@company.example";
const DAY_MS = 86_400_000;

/** Tomorrow on Phnom Penh's calendar, whenever the test runs. */
const tomorrow = businessLocalDateTime(new Date(Date.now() + DAY_MS)).slice(0, 10);
const at = (time: string) => new Date(`${tomorrow}T${time}:00+07:00`);

const smtp = await startTestSmtp();
afterAll(() => smtp.stop());

/** Issue 36: the morning e-mail to each person with leads due or untouched. */
describe.each(drivers)("the morning lead digest [%s]", (kind) => {
  // The mail server is shared by both drivers' runs: each has its own salesperson.
  const SALES = `sothea-${kind}@company.example`;
  let clock = at("07:30");
  const api = serverForTests(kind, {
    config: {
      mail: readMailConfig({ SMTP_URL: smtp.url, NOTIFY_EMAIL: NOTIFY }),
      publicUrl: SITE,
      outboxPollMs: 100,
      digestClock: () => clock,
      digestPollMs: 100,
    },
  });
  const db = () => api.server.running.deps.database.db;
  const digestsTo = (address: string) =>
    smtp.received.filter(
      (mail) => mail.envelope.to.includes(address) && mail.parsed.subject?.startsWith("Your leads"),
    );

  async function lead(message: string, work: Partial<typeof submissions.$inferInsert>) {
    const res = await api.visitor.quote.$post({
      json: { name: "Dara Sok", email: "dara@mill.example", service: "GOTS", message },
    });
    expect(res.status).toBe(200);
    const [row] = await db()
      .update(submissions)
      .set(work)
      .where(eq(submissions.message, message))
      .returning({ id: submissions.id });
    return row!.id;
  }

  it("lists a salesperson's follow-ups due and untouched leads the next morning, once", async () => {
    const salesId = crypto.randomUUID();
    await db()
      .insert(adminUsers)
      .values({ id: salesId, email: SALES, name: "Sothea", role: "sales", passwordHash: "x" });
    const quoted = await lead("A quote for GOTS, called and quoted.", {
      assigneeId: salesId,
      stage: "quoted",
      followUpOn: tomorrow,
      company: "Sok Garments",
      standardName: "GOTS",
    });
    const stale = await lead("A lead nobody has called for days.", {
      assigneeId: salesId,
      updatedAt: new Date(clock.getTime() - 5 * DAY_MS),
    });
    // A note counts as touching it: not listed.
    const noted = await lead("A lead with a fresh note on it.", {
      assigneeId: salesId,
      updatedAt: new Date(clock.getTime() - 5 * DAY_MS),
    });
    await db()
      .insert(submissionNotes)
      .values({ id: crypto.randomUUID(), submissionId: noted, author: SALES, text: "Called." });
    const won = await lead("A lead already won, follow-up left set.", {
      assigneeId: salesId,
      stage: "won",
      followUpOn: tomorrow,
    });
    await lead("Nobody's lead, due tomorrow.", { followUpOn: tomorrow });

    // Before 08:00: nothing is planned.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await db().select().from(leadDigests)).toEqual([]);

    clock = at("08:05");
    await expect.poll(() => digestsTo(SALES).length, { timeout: 10_000 }).toBe(1);
    const { parsed } = digestsTo(SALES)[0]!;
    expect(parsed.subject).toMatch(
      /^Your leads for \w+ \d+ \w+: 1 follow-up due, 1 lead untouched for 3 days$/,
    );
    const text = parsed.text ?? "";
    expect(text).toContain(
      `${submissionReference("quote", quoted)} Sok Garments (Dara Sok), GOTS, Quoted: follow up today`,
    );
    expect(text).toContain(`${SITE}/admin/inbox/${quoted}`);
    expect(text).toMatch(
      new RegExp(`${submissionReference("quote", stale)} Dara Sok, GOTS, New: untouched since`),
    );
    expect(text).not.toContain(submissionReference("quote", noted));
    expect(text).not.toContain(submissionReference("quote", won));
    // Only people with leads get one: not the lead e-mails' recipients.
    expect(digestsTo(NOTIFY)).toEqual([]);

    // The day is planned once: a second look (another process) plans nothing more.
    expect(await planDigest(db(), clock)).toBeUndefined();
    expect(
      await db()
        .select({ state: leadDigests.state, leadCount: leadDigests.leadCount })
        .from(leadDigests),
    ).toEqual([{ state: "sent", leadCount: 2 }]);
  });

  itAcrossProcesses(kind)("is planned by one of two processes looking at once", async () => {
    const other = openDatabase(api.server.testDb.options);
    try {
      const later = new Date(at("08:05").getTime() + DAY_MS);
      const plans = await Promise.all([planDigest(db(), later), planDigest(other.db, later)]);
      expect(plans.filter((planned) => planned !== undefined)).toHaveLength(1);
      const [row] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from lead_digest_days`,
      );
      expect(row!.n).toBe(2);
    } finally {
      await other.close();
    }
  });
});
