import {
  CLOSED_STAGES,
  roleMay,
  type Stage,
  type SubmissionKind,
  UNTOUCHED_LEAD_DAYS,
} from "@app/contract";
import { and, asc, eq, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { adminUsers, submissions } from "../../db/schema.ts";

/** What the digest says of one lead. */
export interface DigestLead {
  id: number;
  kind: SubmissionKind;
  name: string;
  company: string | null;
  service: string | null;
  standardName: string | null;
  stage: Stage;
  followUpOn: string | null;
  lastTouchedAt: Date;
}

/** The digest's morning: its day on Phnom Penh's calendar, and the instant it is read at. */
export interface DigestMoment {
  day: string;
  now: Date;
}

/**
 * The last time someone changed the lead (its row) or wrote a note on it. Written out in full:
 * in a select list drizzle names a column without its table, which the notes' own id would take.
 */
const lastTouchedAt = sql<Date>`greatest(submissions.updated_at, (select max(n.created_at) from submission_notes n where n.submission_id = submissions.id))`;

/** What a digest reads of a lead (DigestLead). */
const digestLeadColumns = {
  id: submissions.id,
  kind: submissions.kind,
  name: submissions.name,
  company: submissions.company,
  service: submissions.service,
  standardName: submissions.standardName,
  stage: submissions.stage,
  followUpOn: submissions.followUpOn,
  lastTouchedAt,
};

/**
 * Leads still being worked (open stage, not archived or spam) whose follow-up day has come, or
 * that nobody has touched for UNTOUCHED_LEAD_DAYS days.
 */
const needsAttention = ({ day, now }: DigestMoment) =>
  and(
    notInArray(submissions.stage, [...CLOSED_STAGES]),
    notInArray(submissions.status, ["archived", "spam"]),
    or(
      lte(submissions.followUpOn, day),
      lt(
        lastTouchedAt,
        sql`${now.toISOString()}::timestamptz - make_interval(days => ${UNTOUCHED_LEAD_DAYS})`,
      ),
    ),
  );

/** One person's leads for the digest: follow-ups first, earliest day first, then oldest lead. */
export async function digestLeads(
  db: Db,
  userId: string,
  moment: DigestMoment,
): Promise<DigestLead[]> {
  const rows = await db
    .select(digestLeadColumns)
    .from(submissions)
    .where(and(eq(submissions.assigneeId, userId), needsAttention(moment)))
    .orderBy(sql`${submissions.followUpOn} asc nulls last`, asc(submissions.createdAt));
  return rows.map((row) => ({ ...row, lastTouchedAt: new Date(row.lastTouchedAt) }));
}

/** Everyone enabled, whose role still opens the leads, with at least one lead for the digest. */
export async function peopleWithDigestLeads(db: Db, moment: DigestMoment): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: adminUsers.id, role: adminUsers.role })
    .from(submissions)
    .innerJoin(adminUsers, eq(adminUsers.id, submissions.assigneeId))
    .where(and(isNull(adminUsers.disabledAt), needsAttention(moment)));
  return rows.filter((row) => roleMay(row.role, "inbox")).map((row) => row.id);
}

/** A lead of the group's digest, with who looks after it (null: nobody yet). */
export interface GroupDigestLead extends DigestLead {
  ownerName: string | null;
}

/** Everyone's leads for the staff group's morning message, owner by owner, nobody's last. */
export async function groupDigestLeads(db: Db, moment: DigestMoment): Promise<GroupDigestLead[]> {
  const rows = await db
    .select({
      ...digestLeadColumns,
      ownerName: sql<string | null>`coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email})`,
    })
    .from(submissions)
    .leftJoin(adminUsers, eq(adminUsers.id, submissions.assigneeId))
    .where(needsAttention(moment))
    .orderBy(
      sql`${adminUsers.name} asc nulls last`,
      sql`${submissions.followUpOn} asc nulls last`,
      asc(submissions.createdAt),
    );
  return rows.map((row) => ({ ...row, lastTouchedAt: new Date(row.lastTouchedAt) }));
}
