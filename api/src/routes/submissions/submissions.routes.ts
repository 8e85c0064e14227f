import {
  ATTACHMENTS_FIELD,
  type AttachmentRefusal,
  apiErrorMessages,
  attachmentRefusalMessage,
  contactFormSchema,
  type Language,
  LeadNoteRequestSchema,
  leadMailMessages,
  MAX_ATTACHMENT_BYTES_PER_DAY,
  MAX_FORM_BODY_BYTES,
  PagePathSchema,
  quoteFormSchema,
  SITE_TEXTS,
  SubmissionCountsQuerySchema,
  SubmissionErasureSchema,
  SubmissionExportQuerySchema,
  SubmissionListQuerySchema,
  SubmissionUnreadQuerySchema,
  SubmissionUpdateSchema,
  submissionReference,
} from "@app/contract";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { recordInTransaction } from "../../activity/activity-context.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import type { Db } from "../../db/database.ts";
import { PDF_CONTENT_SECURITY_POLICY, safeDownloadName } from "../../files/image-headers.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { clientAddress } from "../../lib/client-address.ts";
import { DbIdParamSchema, pathParams } from "../../lib/db-id.ts";
import { errorForLog } from "../../lib/error-for-log.ts";
import { HttpError } from "../../lib/http-error.ts";
import { validate, validateForm } from "../../lib/validate.ts";
import { requeueNotification } from "../../mail/outbox.ts";
import { leadTelegram, queueLeadRefresh } from "../../telegram/telegram-posts.ts";
import { AttachmentRefusedError, prepareAttachments } from "./attachment-intake.ts";
import { formThrottle } from "./form-throttle.ts";
import {
  attachmentBytesToday,
  listAttachments,
  type PreparedAttachment,
  readAttachment,
} from "./lead-attachments.ts";
import { addLeadNote, assignees, leadWork, teamEmails, updateLead } from "./lead-work.ts";
import { quoteFormBody, quoteUploadOf } from "./quote-form-body.ts";
import {
  contactSubmission,
  countSubmissions,
  countSubmissionsFrom,
  countUnreadSubmissions,
  eraseSubmissionsFrom,
  findSubmission,
  type KnownStandard,
  knownStandard,
  listSubmissions,
  quoteSubmission,
  storeSubmission,
  submissionChunks,
} from "./submissions.service.ts";
import { csvFilename, submissionsCsvStream } from "./submissions-csv.ts";

const SubmissionParamsSchema = z.object({
  id: DbIdParamSchema,
});

const AttachmentParamsSchema = z.object({
  id: DbIdParamSchema,
  attachmentId: z.uuid(),
});

/**
 * The quote's files as they will be kept, or 400 with the refusal on the `attachments` field,
 * worded in the form's language and naming the file: one refused while it was read (too large,
 * one too many), the day's allowance for documents used up, or one the checks refuse.
 */
async function attachmentsOrRefusal(
  db: Db,
  { files, refusal }: ReturnType<typeof quoteUploadOf>,
  language: Language,
) {
  const text = SITE_TEXTS[language];
  const refuse = (reason: AttachmentRefusal, filename: string) =>
    new HttpError(400, text.answers.validation, {
      [ATTACHMENTS_FIELD]: attachmentRefusalMessage(text.validation, reason, filename),
    });
  if (refusal) throw refuse(refusal.refusal, refusal.filename);
  if (files.length === 0) return [];
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  if ((await attachmentBytesToday(db)) + bytes > MAX_ATTACHMENT_BYTES_PER_DAY) {
    throw refuse("full", "");
  }
  try {
    return await prepareAttachments(files);
  } catch (error) {
    if (!(error instanceof AttachmentRefusedError)) throw error;
    throw refuse(error.refusal, error.filename);
  }
}

/** The path of the page that sent the form, from Referer, for clients that do not say it. */
function refererPath(c: Context): string | undefined {
  const referer = c.req.header("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return PagePathSchema.parse(url.pathname + url.search);
  } catch {
    return undefined;
  }
}

/** "My leads" (`assignee=me`) is the signed-in person's id. */
const assigneeOf = (c: Context<AppEnv>, assignee: string | undefined) =>
  assignee === "me" ? c.get("admin").id : assignee;

export const submissionRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const { leadMail } = deps;
  const admin = requireAdmin(deps);
  const throttle = formThrottle(deps);
  const formBodyLimit = limitBody(MAX_FORM_BODY_BYTES);
  const quoteBody = quoteFormBody(deps, deps.config.quoteBodyTiming);

  const content = deps.caches.content;

  /**
   * Stores it (with its e-mail queued, when e-mail is on) before the answer says success, and
   * answers the reference the visitor is shown.
   */
  const intake = async (
    c: Context<AppEnv>,
    submission: Parameters<typeof storeSubmission>[1],
    attachments: PreparedAttachment[] = [],
  ) => {
    const { id, queued } = await storeSubmission(db, await withVisitSource(c, submission), {
      email: await leadMail.isEnabled(),
      telegram: deps.telegram.enabled,
      attachments,
    });
    if (queued.email) leadMail.queued();
    if (queued.telegram) deps.telegram.queued();
    return submissionReference(submission.kind, id);
  };

  /**
   * A lead whose page did not say where its visit began (the page was reached by a link before
   * its scripts ran, or a reload) takes the day's first page this visitor was counted on
   * (decision 047). Spam is not looked up.
   */
  const withVisitSource = async (
    c: Context<AppEnv>,
    submission: Parameters<typeof storeSubmission>[1],
  ): Promise<Parameters<typeof storeSubmission>[1]> => {
    if (submission.status === "spam" || submission.source?.landingPage) return submission;
    const entry = await deps.visits
      .entryOf({
        address: clientAddress(c, deps.config.trustProxy),
        userAgent: c.req.header("user-agent") ?? "",
      })
      .catch((error: unknown) => {
        deps.logger.warn("lead stored without its visit's source", { error: errorForLog(error) });
        return undefined;
      });
    return entry ? { ...submission, source: entry } : submission;
  };

  /** The standard a quote names, from the same content the pages show; never fails the lead. */
  const standardOf = async (slug: string | undefined): Promise<KnownStandard | undefined> => {
    if (!slug) return undefined;
    try {
      return knownStandard(await content.read(), slug);
    } catch (error) {
      deps.logger.warn("quote stored without its standard: content unreadable", {
        error: errorForLog(error),
      });
      return undefined;
    }
  };

  // A honeypot hit is stored as spam and answered exactly like a success, so bots learn nothing.
  // The erasure count is a POST, not a GET: the address being forgotten stays out of URLs and
  // access logs.
  return (
    new Hono<AppEnv>()
      .post("/quote", quoteBody, validateForm(quoteFormSchema), throttle, async (c) => {
        const form = c.req.valid("json");
        const submission = quoteSubmission(form, refererPath(c), await standardOf(form.standard));
        // A bot's files (the honeypot caught it) are neither checked nor kept.
        const upload = submission.status === "spam" ? { files: [] } : quoteUploadOf(c);
        const attachments = await attachmentsOrRefusal(db, upload, form.lang ?? "en");
        const reference = await intake(c, submission, attachments);
        const message = SITE_TEXTS[form.lang ?? "en"].answers.quoteReceived;
        return c.json({ success: true as const, message, reference }, 200);
      })
      .post("/contact", formBodyLimit, validateForm(contactFormSchema), throttle, async (c) => {
        const form = c.req.valid("json");
        const reference = await intake(c, contactSubmission(form, refererPath(c)));
        const message = SITE_TEXTS[form.lang ?? "en"].answers.contactReceived;
        return c.json({ success: true as const, message, reference }, 200);
      })
      .get("/admin/submissions", admin, validate("query", SubmissionListQuerySchema), async (c) => {
        const query = c.req.valid("query");
        return c.json(
          await listSubmissions(db, { ...query, assignee: assigneeOf(c, query.assignee) }),
          200,
        );
      })
      .get("/admin/submissions/assignees", admin, async (c) =>
        c.json({ assignees: await assignees(db) }, 200),
      )
      .get(
        "/admin/submissions/counts",
        admin,
        validate("query", SubmissionCountsQuerySchema),
        async (c) => c.json(await countSubmissions(db, c.req.valid("query")), 200),
      )
      // What every screen shows (the unread badge): the new messages alone, not every status.
      .get(
        "/admin/submissions/unread",
        admin,
        validate("query", SubmissionUnreadQuerySchema),
        async (c) => c.json(await countUnreadSubmissions(db, c.req.valid("query")), 200),
      )
      // Every message the list's filters match, written as it is read: never all in memory,
      // never compressed (compressJson leaves the inbox's answers alone), never kept.
      .get(
        "/admin/submissions/export.csv",
        admin,
        validate("query", SubmissionExportQuerySchema),
        async (c) => {
          const query = c.req.valid("query");
          const filter = { ...query, assignee: assigneeOf(c, query.assignee) };
          // The team is small: everyone's e-mail, read once for the whole file.
          const emails = await teamEmails(db);
          const csv = submissionsCsvStream(
            submissionChunks(db, filter),
            (id) => emails.get(id),
            (error) => deps.logger.error("inbox export broken off", { error: errorForLog(error) }),
          );
          return c.body(csv, 200, {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="${csvFilename(filter.kind ?? "all")}"`,
            "Cache-Control": "no-store",
          });
        },
      )
      // One message, for the admin's address of it (`/admin/inbox/412`): it may be in no list
      // the inbox has loaded.
      .get("/admin/submissions/:id", admin, pathParams(SubmissionParamsSchema), async (c) => {
        const { id } = c.req.valid("param");
        const submission = await findSubmission(db, id);
        if (!submission) throw new HttpError(404, apiErrorMessages.notFound);
        const [work, attachments, telegram] = await Promise.all([
          leadWork(db, id),
          listAttachments(db, id),
          leadTelegram(db, id),
        ]);
        return c.json({ ...submission, ...work, attachments, telegram }, 200);
      })
      // A client's document: saved, never shown by the browser in our origin, never kept by a
      // cache on the way (it holds what a factory sent us in confidence).
      .get(
        "/admin/submissions/:id/attachments/:attachmentId",
        admin,
        pathParams(AttachmentParamsSchema),
        async (c) => {
          const { id, attachmentId } = c.req.valid("param");
          const file = await readAttachment(db, id, attachmentId);
          if (!file) throw new HttpError(404, apiErrorMessages.notFound);
          return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
            "Content-Type": file.contentType,
            "Content-Disposition": `attachment; filename="${safeDownloadName(file.filename)}"`,
            "Content-Security-Policy": PDF_CONTENT_SECURITY_POLICY,
            "X-Content-Type-Options": "nosniff",
            "Cache-Control": "private, no-store",
          });
        },
      )
      .post(
        "/admin/submissions/:id/notes",
        admin,
        pathParams(SubmissionParamsSchema),
        limitBody(32 * 1024),
        validate("json", LeadNoteRequestSchema),
        async (c) => {
          const note = await addLeadNote(
            db,
            c.req.valid("param").id,
            c.get("admin").email,
            c.req.valid("json").text,
          );
          if (!note) throw new HttpError(404, apiErrorMessages.notFound);
          return c.json({ note }, 201);
        },
      )
      .patch(
        "/admin/submissions/:id",
        admin,
        pathParams(SubmissionParamsSchema),
        limitBody(16 * 1024),
        validate("json", SubmissionUpdateSchema),
        async (c) => {
          const updated = await updateLead(
            db,
            c.req.valid("param").id,
            c.req.valid("json"),
            c.get("admin").email,
            recordInTransaction(c, deps.config.trustProxy, ({ id, from, to }) => ({
              action: "submission.statusChanged",
              target: `message ${id}`,
              detail: `${from} → ${to}`,
            })),
          );
          if (!updated) throw new HttpError(404, apiErrorMessages.notFound);
          // The lead's message in the staff's Telegram group shows its new stage and owner.
          if (deps.telegram.enabled && (await queueLeadRefresh(db, updated.id))) {
            deps.telegram.queued();
          }
          return c.json(updated, 200);
        },
      )
      .post(
        "/admin/submissions/:id/notification",
        admin,
        pathParams(SubmissionParamsSchema),
        async (c) => {
          const { id } = c.req.valid("param");
          if (!(await findSubmission(db, id))) throw new HttpError(404, apiErrorMessages.notFound);
          if (!(await leadMail.isEnabled())) throw new HttpError(409, leadMailMessages.mailOff);
          if (!(await requeueNotification(db, id))) {
            throw new HttpError(409, leadMailMessages.resendNotPossible);
          }
          leadMail.queued();
          return c.json((await findSubmission(db, id))!, 200);
        },
      )
      .post(
        "/admin/submissions/erasure/count",
        admin,
        limitBody(16 * 1024),
        validate("json", SubmissionErasureSchema),
        async (c) => {
          const { email } = c.req.valid("json");
          return c.json({ email, count: await countSubmissionsFrom(db, email) }, 200);
        },
      )
      .post(
        "/admin/submissions/erasure",
        admin,
        limitBody(16 * 1024),
        validate("json", SubmissionErasureSchema),
        async (c) => {
          const { email } = c.req.valid("json");
          // The log keeps how many, never whose: the address is what is being forgotten.
          const erased = await eraseSubmissionsFrom(
            db,
            email,
            recordInTransaction(c, deps.config.trustProxy, (count: number) => ({
              action: "submission.erased",
              target: null,
              detail: `${count} ${count === 1 ? "message" : "messages"} erased`,
            })),
          );
          deps.logger.info("submissions erased on request", { count: erased });
          // Their messages in the staff's Telegram group are emptied now.
          if (erased > 0) deps.telegram.queued();
          return c.json({ email, count: erased }, 200);
        },
      )
  );
};
