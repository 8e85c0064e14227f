import {
  businessIsoString,
  CLOSED_STAGES,
  type ContactForm,
  encodeSubmissionCursor,
  entryName,
  HONEYPOT_FIELD,
  type LeadSource,
  LeadSourceSchema,
  type QuoteForm,
  type Submission,
  type SubmissionCounts,
  type SubmissionCountsQuery,
  type SubmissionCursor,
  type SubmissionListQuery,
  type SubmissionNotificationFilter,
  type SubmissionPage,
  type SubmissionUnread,
  type SubmissionUnreadQuery,
  statusesOf,
  submissionReference,
} from "@app/contract";
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  min,
  notInArray,
  sql,
} from "drizzle-orm";
import type { InTransaction } from "../../activity/activity-log.ts";
import type { LoadedContent } from "../../content/content-cache.ts";
import type { Db } from "../../db/database.ts";
import { submissionNotifications, submissions } from "../../db/schema.ts";
import { enqueueNotification, notificationOf } from "../../mail/outbox.ts";
import { enqueueLeadPost, queueErasedLeadPosts } from "../../telegram/telegram-posts.ts";
import { type PreparedAttachment, storeAttachments } from "./lead-attachments.ts";

type SubmissionRow = typeof submissions.$inferSelect;
type NotificationRow = typeof submissionNotifications.$inferSelect;
type NewSubmission = typeof submissions.$inferInsert;

const toSubmission = (row: SubmissionRow, notification: NotificationRow | null): Submission => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  service: row.service,
  standard: row.standard,
  standardName: row.standardName,
  appointmentAt: row.appointmentAt && businessIsoString(row.appointmentAt),
  reference: submissionReference(row.kind, row.id),
  message: row.message,
  page: row.page,
  notification: notification && notificationOf(notification),
  stage: row.stage,
  assigneeId: row.assigneeId,
  followUpOn: row.followUpOn,
  source: row.source ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** People never see the honeypot field; whatever fills it is a bot. */
const statusOf = (form: QuoteForm | ContactForm) =>
  form[HONEYPOT_FIELD]?.trim() ? ("spam" as const) : ("new" as const);

/** The standard a quote names, as the site knows it when the request comes in. */
export interface KnownStandard {
  slug: string;
  /** Its English short name ("GOTS"). */
  name: string;
}

/**
 * The live `certification:<slug>` entry a slug names (through a rename, when the visitor's page
 * still had the old slug), or undefined: a standard the site does not have is no reason to lose a
 * lead, so it is just not recorded.
 */
export function knownStandard(
  { sections, redirects }: LoadedContent,
  slug: string | undefined,
): KnownStandard | undefined {
  if (!slug) return undefined;
  const named = entryName("certification", slug);
  const current = Object.hasOwn(redirects, named) ? redirects[named]! : named;
  const entry = sections.find((section) => section.section === current);
  if (!entry) return undefined;
  const known = current.slice("certification:".length);
  const name = typeof entry.content.name === "string" ? entry.content.name.trim() : "";
  return { slug: known, name: name || known };
}

/** Every field of the source the form sent (null where it sent none); null when it sent none. */
function sourceOf(sent: Partial<LeadSource> | undefined): LeadSource | null {
  if (!sent) return null;
  const source = LeadSourceSchema.parse({
    landingPage: sent.landingPage ?? null,
    referrer: sent.referrer ?? null,
    utmSource: sent.utmSource ?? null,
    utmMedium: sent.utmMedium ?? null,
    utmCampaign: sent.utmCampaign ?? null,
    utmTerm: sent.utmTerm ?? null,
    utmContent: sent.utmContent ?? null,
    device: sent.device ?? null,
  });
  return Object.values(source).some((value) => value !== null) ? source : null;
}

/** `page`: where the form says it was sent from, else what the request says (Referer). */
export const quoteSubmission = (
  form: QuoteForm,
  page?: string,
  standard?: KnownStandard,
): NewSubmission => ({
  kind: "quote",
  status: statusOf(form),
  name: form.name,
  email: form.email,
  phone: form.phone ?? null,
  service: form.service,
  standard: standard?.slug ?? null,
  standardName: standard?.name ?? null,
  message: form.message,
  page: form.page ?? page ?? null,
  source: sourceOf(form.source),
});

export const contactSubmission = (form: ContactForm, page?: string): NewSubmission => ({
  kind: "contact",
  status: statusOf(form),
  name: form.name,
  email: form.email,
  company: form.company ?? null,
  appointmentAt: form.appointment ? new Date(form.appointment) : null,
  message: form.message,
  page: form.page ?? page ?? null,
  source: sourceOf(form.source),
});

/**
 * Stores a submission, its attachments and, when it is to be e-mailed, its outbox row, in one
 * transaction: a stored lead always has its files and its e-mail queued, and a queued e-mail
 * always has its lead. Spam is never e-mailed. Answers the new id and whether an e-mail was queued.
 */
export async function storeSubmission(
  db: Db,
  submission: NewSubmission,
  {
    email,
    telegram,
    attachments = [],
  }: { email: boolean; telegram: boolean; attachments?: readonly PreparedAttachment[] },
): Promise<{ id: number; queued: { email: boolean; telegram: boolean } }> {
  // Spam is kept for the record, and told to nobody.
  const notSpam = submission.status !== "spam";
  const queued = { email: email && notSpam, telegram: telegram && notSpam };
  const id = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(submissions)
      .values(submission)
      .returning({ id: submissions.id });
    if (!stored) throw new Error("the submission was not stored");
    await storeAttachments(tx, stored.id, attachments);
    if (queued.email) await enqueueNotification(tx, stored.id);
    if (queued.telegram) await enqueueLeadPost(tx, stored.id);
    return stored.id;
  });
  return { id, queued };
}

/**
 * The creation time as PostgreSQL keeps it, to the microsecond. A JavaScript Date stops at the
 * millisecond, and a cursor rounded to it would skip rows created later within that millisecond.
 */
const createdAtExact = sql<string>`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Submissions with their e-mail's outbox row (none when no e-mail was due). */
const submissionsWithNotification = (db: Db) =>
  db
    .select({
      submission: { ...getTableColumns(submissions), createdAtExact },
      notification: submissionNotifications,
    })
    .from(submissions)
    .leftJoin(submissionNotifications, eq(submissionNotifications.submissionId, submissions.id));

/** Only messages whose e-mail failed for good, when asked; needs no join, so counts stay cheap. */
const notificationIs = (filter: SubmissionNotificationFilter | undefined, db: Db) =>
  filter === "failed"
    ? inArray(
        submissions.id,
        db
          .select({ id: submissionNotifications.submissionId })
          .from(submissionNotifications)
          .where(eq(submissionNotifications.state, "failed")),
      )
    : undefined;

/** What the list and the export narrow the submissions to (`assignee` already a person's id). */
type SubmissionFilter = Pick<
  SubmissionListQuery,
  "kind" | "status" | "notification" | "stage" | "assignee" | "followUp"
>;

/** Today on Phnom Penh's calendar, as the database's clock says. */
const TODAY_IN_PHNOM_PENH = sql`(now() at time zone 'Asia/Phnom_Penh')::date`;

const assigneeIs = (assignee: string | undefined) =>
  assignee === undefined
    ? undefined
    : assignee === "none"
      ? isNull(submissions.assigneeId)
      : eq(submissions.assigneeId, assignee);

const followUpIs = (followUp: "due" | undefined) =>
  followUp === "due"
    ? and(
        sql`${submissions.followUpOn} <= ${TODAY_IN_PHNOM_PENH}`,
        notInArray(submissions.stage, [...CLOSED_STAGES]),
      )
    : undefined;

/**
 * Up to `limit` submissions after a position, newest first (ties by id), and the position of
 * the last one when more follow. Spam shows only when asked for by status. One query that walks
 * the (created_at, id) index backwards and stops after limit + 1 rows: the extra row only says
 * whether there is more.
 */
async function submissionsAfter(
  db: Db,
  { kind, status, notification, stage, assignee, followUp }: SubmissionFilter,
  limit: number,
  after: SubmissionCursor | undefined,
): Promise<{ items: Submission[]; next: SubmissionCursor | null }> {
  const rows = await submissionsWithNotification(db)
    .where(
      and(
        kind ? eq(submissions.kind, kind) : undefined,
        inArray(submissions.status, statusesOf(status)),
        notificationIs(notification, db),
        stage ? eq(submissions.stage, stage) : undefined,
        assigneeIs(assignee),
        followUpIs(followUp),
        after
          ? sql`(${submissions.createdAt}, ${submissions.id}) < (${after.createdAt}::timestamptz, ${after.id}::integer)`
          : undefined,
      ),
    )
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1)?.submission;
  return {
    items: page.map((row) => toSubmission(row.submission, row.notification)),
    next: rows.length > limit && last ? { createdAt: last.createdAtExact, id: last.id } : null,
  };
}

/** One page of the list, after the cursor's position. */
export async function listSubmissions(
  db: Db,
  { limit, cursor, ...filter }: SubmissionListQuery,
): Promise<SubmissionPage> {
  const { items, next } = await submissionsAfter(db, filter, limit, cursor);
  return { items, nextCursor: next && encodeSubmissionCursor(next) };
}

/** Rows the CSV export reads per query: a few hundred kilobytes of CSV at a time. */
export const EXPORT_CHUNK_ROWS = 500;

/**
 * Every submission the filter matches, newest first, a chunk at a time, each read after the
 * last like the list's pages: only the chunk being written is held. No transaction around them:
 * the export lasts as long as the download does, and PGlite would hold back every other query
 * for that long. A message whose status changes meanwhile is in the file or not, as in the list.
 */
export async function* submissionChunks(
  db: Db,
  filter: SubmissionFilter,
  chunkRows = EXPORT_CHUNK_ROWS,
): AsyncGenerator<Submission[]> {
  let after: SubmissionCursor | undefined;
  do {
    const { items, next } = await submissionsAfter(db, filter, chunkRows, after);
    if (items.length > 0) yield items;
    after = next ?? undefined;
  } while (after);
}

/** The counts, and since when the oldest message nobody has opened yet has been waiting. */
export interface SubmissionCountsAnswer extends SubmissionCounts {
  /** When the oldest submission with status new came in; null when there is none. */
  oldestNewAt: string | null;
}

/**
 * How many submissions have each status, spam included, for one kind or all, and when the
 * oldest new one came in (the dashboard's "oldest waiting 3 days"). One grouped scan: the
 * oldest comes with the counts at no extra cost, where the list would have to be walked to
 * its last page.
 */
export async function countSubmissions(
  db: Db,
  { kind, notification }: SubmissionCountsQuery,
): Promise<SubmissionCountsAnswer> {
  const rows = await db
    .select({ status: submissions.status, count: count(), oldest: min(submissions.createdAt) })
    .from(submissions)
    .where(and(kind ? eq(submissions.kind, kind) : undefined, notificationIs(notification, db)))
    .groupBy(submissions.status);
  const counts: SubmissionCountsAnswer = {
    new: 0,
    read: 0,
    archived: 0,
    spam: 0,
    oldestNewAt: null,
  };
  for (const row of rows) {
    counts[row.status] = Number(row.count);
    if (row.status === "new" && row.oldest) counts.oldestNewAt = new Date(row.oldest).toISOString();
  }
  return counts;
}

/**
 * The new submissions (nobody has opened them yet), for one kind or both: what the badge on
 * every screen and the dashboard read. Only the new ones are in `submissions_new_idx`, so this
 * costs what the unread ones do, however many leads are kept.
 */
export const unreadSubmissionsQuery = (db: Db, { kind }: SubmissionUnreadQuery) =>
  db
    .select({ count: count(), oldest: min(submissions.createdAt) })
    .from(submissions)
    .where(and(eq(submissions.status, "new"), kind ? eq(submissions.kind, kind) : undefined));

/** How many submissions are new, and when the oldest of them came in (null when none is). */
export async function countUnreadSubmissions(
  db: Db,
  query: SubmissionUnreadQuery,
): Promise<SubmissionUnread> {
  const [row] = await unreadSubmissionsQuery(db, query);
  return {
    new: Number(row?.count ?? 0),
    oldestNewAt: row?.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

/** One submission with its e-mail's state, or undefined when there is none with that id. */
export async function findSubmission(db: Db, id: number): Promise<Submission | undefined> {
  const [row] = await submissionsWithNotification(db).where(eq(submissions.id, id));
  return row && toSubmission(row.submission, row.notification);
}

export interface StatusChange {
  id: number;
  from: SubmissionRow["status"];
  to: SubmissionRow["status"];
}

/** Addresses compare without regard to case: Dara@Factory.example is dara@factory.example. */
const fromAddress = (email: string) => sql`lower(${submissions.email}) = lower(${email})`;

/** How many submissions (spam included) came from one address. */
export async function countSubmissionsFrom(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(submissions).where(fromAddress(email));
  return Number(row?.count ?? 0);
}

/**
 * Erases every submission from one address, and their e-mails (their messages in the staff's
 * Telegram group are emptied); answers how many. `audit` hears
 * the count only, and only when something was erased.
 */
export async function eraseSubmissionsFrom(
  db: Db,
  email: string,
  audit?: InTransaction<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await queueErasedLeadPosts(tx, fromAddress(email));
    const rows = await tx
      .delete(submissions)
      .where(fromAddress(email))
      .returning({ id: submissions.id });
    if (rows.length > 0) await audit?.(tx, rows.length);
    return rows.length;
  });
}
