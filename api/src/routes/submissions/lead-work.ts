import {
  type Assignee,
  type LeadHistoryEntry,
  type LeadNote,
  roleMay,
  type Submission,
  type SubmissionUpdate,
  teamMessages,
} from "@app/contract";
import { asc, eq, inArray, isNull } from "drizzle-orm";
import type { InTransaction } from "../../activity/activity-log.ts";
import type { Db } from "../../db/database.ts";
import { adminUsers, submissionHistory, submissionNotes, submissions } from "../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import { findSubmission, type StatusChange } from "./submissions.service.ts";

type LeadRow = Pick<
  typeof submissions.$inferSelect,
  "status" | "stage" | "assigneeId" | "followUpOn"
>;

const emailsOf = async (tx: Db, ids: (string | null)[]) => {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.id, wanted));
  return new Map(rows.map((row) => [row.id, row.email]));
};

/** Everyone a lead may be given to, by name: enabled, with a role that opens the leads. */
export async function assignees(db: Db): Promise<Assignee[]> {
  const people = await db
    .select({
      id: adminUsers.id,
      name: adminUsers.name,
      email: adminUsers.email,
      role: adminUsers.role,
    })
    .from(adminUsers)
    .where(isNull(adminUsers.disabledAt))
    .orderBy(asc(adminUsers.name), asc(adminUsers.email));
  return people
    .filter((person) => roleMay(person.role, "inbox"))
    .map(({ id, name, email }) => ({ id, name, email }));
}

/** Everyone on the team's e-mail by id (disabled people too: their leads still name them). */
export async function teamEmails(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: adminUsers.id, email: adminUsers.email }).from(adminUsers);
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** An assignee must be on the team, enabled, and able to open the leads. */
async function assertAssignable(tx: Db, id: string): Promise<void> {
  const [person] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id));
  const problem = !person
    ? teamMessages.userNotFound
    : person.disabledAt
      ? `${person.name || person.email}'s account is disabled.`
      : !roleMay(person.role, "inbox")
        ? `${person.name || person.email} cannot open the leads (their role does not include them).`
        : undefined;
  if (problem) throw new HttpError(400, problem, { assigneeId: problem });
}

/**
 * Changes a lead's status, stage, assignee or follow-up day in one transaction, keeping each
 * real change in its history with who made it. `audit` hears of a status change (the activity
 * log's entry). Undefined when there is no lead with that id.
 */
export async function updateLead(
  db: Db,
  id: number,
  update: SubmissionUpdate,
  actor: string,
  audit?: InTransaction<StatusChange>,
): Promise<Submission | undefined> {
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: submissions.status,
        stage: submissions.stage,
        assigneeId: submissions.assigneeId,
        followUpOn: submissions.followUpOn,
      })
      .from(submissions)
      .where(eq(submissions.id, id))
      .for("update");
    if (!before) return false;
    if (update.assigneeId) await assertAssignable(tx, update.assigneeId);
    const after: LeadRow = {
      status: update.status ?? before.status,
      stage: update.stage ?? before.stage,
      assigneeId: update.assigneeId === undefined ? before.assigneeId : update.assigneeId,
      followUpOn: update.followUpOn === undefined ? before.followUpOn : update.followUpOn,
    };
    await tx
      .update(submissions)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(submissions.id, id));

    const emails = await emailsOf(tx, [before.assigneeId, after.assigneeId]);
    const email = (person: string | null) => (person ? (emails.get(person) ?? person) : null);
    const changes: { field: LeadHistoryEntry["field"]; from: string | null; to: string | null }[] =
      [
        { field: "status", from: before.status, to: after.status },
        { field: "stage", from: before.stage, to: after.stage },
        { field: "assignee", from: email(before.assigneeId), to: email(after.assigneeId) },
        { field: "followUp", from: before.followUpOn, to: after.followUpOn },
      ];
    const real = changes.filter((change) => change.from !== change.to);
    if (real.length > 0) {
      await tx.insert(submissionHistory).values(
        real.map((change) => ({
          submissionId: id,
          actor,
          field: change.field,
          fromValue: change.from,
          toValue: change.to,
        })),
      );
    }
    if (before.status !== after.status) {
      await audit?.(tx, { id, from: before.status, to: after.status });
    }
    return true;
  });
  return changed ? findSubmission(db, id) : undefined;
}

/** A note on a lead, by who wrote it; undefined when there is no lead with that id. */
export async function addLeadNote(
  db: Db,
  submissionId: number,
  author: string,
  text: string,
): Promise<LeadNote | undefined> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.id, submissionId));
    if (!lead) return undefined;
    const [note] = await tx
      .insert(submissionNotes)
      .values({ id: crypto.randomUUID(), submissionId, author, text })
      .returning();
    return toNote(note!);
  });
}

const toNote = (row: typeof submissionNotes.$inferSelect): LeadNote => ({
  id: row.id,
  text: row.text,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
});

/** A lead's notes and history, oldest first, as its dialog shows them. */
export async function leadWork(
  db: Db,
  submissionId: number,
): Promise<{ notes: LeadNote[]; history: LeadHistoryEntry[] }> {
  const [notes, history] = await Promise.all([
    db
      .select()
      .from(submissionNotes)
      .where(eq(submissionNotes.submissionId, submissionId))
      .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id)),
    db
      .select()
      .from(submissionHistory)
      .where(eq(submissionHistory.submissionId, submissionId))
      .orderBy(asc(submissionHistory.id)),
  ]);
  return {
    notes: notes.map(toNote),
    history: history.map((row) => ({
      at: row.at.toISOString(),
      actor: row.actor,
      field: row.field,
      from: row.fromValue,
      to: row.toValue,
    })),
  };
}
