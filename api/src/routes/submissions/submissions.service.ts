import {
  type ContactForm,
  HONEYPOT_FIELD,
  type QuoteForm,
  type Submission,
  type SubmissionListQuery,
  type SubmissionUpdate,
} from "@app/contract";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { submissions } from "../../db/schema.ts";

type SubmissionRow = typeof submissions.$inferSelect;
type NewSubmission = typeof submissions.$inferInsert;

const toSubmission = (row: SubmissionRow): Submission => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  service: row.service,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** People never see the honeypot field; whatever fills it is a bot. */
const statusOf = (form: QuoteForm | ContactForm) =>
  form[HONEYPOT_FIELD]?.trim() ? ("spam" as const) : ("new" as const);

export const quoteSubmission = (form: QuoteForm): NewSubmission => ({
  kind: "quote",
  status: statusOf(form),
  name: form.name,
  email: form.email,
  phone: form.phone ?? null,
  service: form.service,
  message: form.message,
});

export const contactSubmission = (form: ContactForm): NewSubmission => ({
  kind: "contact",
  status: statusOf(form),
  name: form.name,
  email: form.email,
  company: form.company ?? null,
  message: form.message,
});

export async function storeSubmission(db: Db, submission: NewSubmission): Promise<void> {
  await db.insert(submissions).values(submission);
}

/** Newest first. Spam shows only when asked for by status. */
export async function listSubmissions(
  db: Db,
  { kind, status }: SubmissionListQuery,
): Promise<Submission[]> {
  const rows = await db
    .select()
    .from(submissions)
    .where(
      and(
        kind ? eq(submissions.kind, kind) : undefined,
        status ? eq(submissions.status, status) : ne(submissions.status, "spam"),
      ),
    )
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
  return rows.map(toSubmission);
}

/** The updated submission, or undefined when there is none with that id. */
export async function updateSubmissionStatus(
  db: Db,
  id: number,
  { status }: SubmissionUpdate,
): Promise<Submission | undefined> {
  const [row] = await db
    .update(submissions)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(submissions.id, id))
    .returning();
  return row && toSubmission(row);
}
