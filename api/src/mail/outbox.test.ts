import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers, migratedDatabaseForTests } from "../../test/test-database.ts";
import { queryRows } from "../db/query-rows.ts";
import { submissionNotifications, submissions } from "../db/schema.ts";
import {
  claimDueNotification,
  enqueueNotification,
  type OutboxTiming,
  openNotificationsQuery,
  outboxCounts,
  requeueNotification,
} from "./outbox.ts";

const timing: OutboxTiming = { retryDelaysMs: [50], leaseMs: 200 };
const leaseOver = () => new Promise((resolve) => setTimeout(resolve, timing.leaseMs + 50));

describe.each(drivers)("the lead e-mail outbox [%s]", (kind) => {
  const fresh = migratedDatabaseForTests(kind);

  const queuedLead = async () => {
    const [lead] = await fresh.database.db
      .insert(submissions)
      .values({ kind: "quote", name: "Dara", email: "dara@factory.test", message: "A quote." })
      .returning();
    await enqueueNotification(fresh.database.db, lead!.id);
    return lead!.id;
  };
  const row = async (id: number) =>
    (
      await fresh.database.db
        .select()
        .from(submissionNotifications)
        .where(eq(submissionNotifications.submissionId, id))
    )[0]!;

  it("gives up on an e-mail whose sending keeps ending the process, and Send again tries once more", async () => {
    const id = await queuedLead();
    // Each claim's process "dies" mid-send: nothing is marked, the lease runs out.
    expect((await claimDueNotification(fresh.database.db, timing))?.attempt).toBe(1);
    expect(await claimDueNotification(fresh.database.db, timing)).toBeUndefined();
    await leaseOver();
    expect((await claimDueNotification(fresh.database.db, timing))?.attempt).toBe(2);
    await leaseOver();
    // Tried as often as any e-mail is: failed, not taken up a third time.
    expect(await claimDueNotification(fresh.database.db, timing)).toBeUndefined();
    expect(await row(id)).toMatchObject({ state: "failed", attempts: 2 });
    expect((await row(id)).lastAnswer).toMatch(/the server stopped 2 times while sending it/);

    expect(await requeueNotification(fresh.database.db, id)).toBe(true);
    expect((await claimDueNotification(fresh.database.db, timing))?.attempt).toBe(1);
  });

  it("counts the e-mails to send and those that failed from the unsent ones alone", async () => {
    const db = fresh.database.db;
    const before = await outboxCounts(db);
    await db.execute(sql`
      with leads as (
        insert into submissions (kind, name, email, message)
        select 'quote', 'Client ' || i, 'client' || i || '@outbox.example', 'A quote.'
        from generate_series(1, 20000) as i
        returning id
      )
      insert into submission_notifications (submission_id, state)
      select id, case when id % 1000 = 0 then 'failed' when id % 1000 = 1 then 'pending' else 'sent' end
      from leads`);
    // What autovacuum leaves behind on PostgreSQL: statistics, and a visibility map that lets
    // the index answer alone.
    await db.execute(sql`vacuum analyze submission_notifications`);
    const plan = (
      await queryRows<Record<string, string>>(
        db,
        sql`explain ${openNotificationsQuery(db).getSQL()}`,
      )
    )
      .map((row) => Object.values(row)[0])
      .join("\n");
    expect(plan).toContain("submission_notifications_open_idx");
    expect(plan).not.toContain("Seq Scan");
    expect(await outboxCounts(db)).toEqual({
      waiting: before.waiting + 20,
      failed: before.failed + 20,
    });
  });
});
