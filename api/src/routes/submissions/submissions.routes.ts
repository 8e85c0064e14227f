import {
  apiErrorMessages,
  ContactFormSchema,
  MAX_FORM_BODY_BYTES,
  QuoteFormSchema,
  SubmissionCountsQuerySchema,
  SubmissionListQuerySchema,
  SubmissionUpdateSchema,
} from "@app/contract";
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { DbIntegerParamSchema } from "../../lib/db-id.ts";
import { HttpError } from "../../lib/http-error.ts";
import { validate } from "../../lib/validate.ts";
import { formThrottle } from "./form-throttle.ts";
import {
  contactSubmission,
  countSubmissions,
  listSubmissions,
  quoteSubmission,
  storeSubmission,
  updateSubmissionStatus,
} from "./submissions.service.ts";

const SubmissionParamsSchema = z.object({
  id: DbIntegerParamSchema,
});

export const submissionRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const admin = requireAdmin(deps);
  const throttle = formThrottle(deps);
  const formBodyLimit = limitBody(MAX_FORM_BODY_BYTES);

  // A honeypot hit is stored as spam and answered exactly like a success, so bots learn nothing.
  return new Hono<AppEnv>()
    .post("/quote", formBodyLimit, validate("json", QuoteFormSchema), throttle, async (c) => {
      await storeSubmission(db, quoteSubmission(c.req.valid("json")));
      return c.json({ success: true as const, message: apiErrorMessages.quoteReceived }, 200);
    })
    .post("/contact", formBodyLimit, validate("json", ContactFormSchema), throttle, async (c) => {
      await storeSubmission(db, contactSubmission(c.req.valid("json")));
      return c.json({ success: true as const, message: apiErrorMessages.contactReceived }, 200);
    })
    .get("/admin/submissions", admin, validate("query", SubmissionListQuerySchema), async (c) =>
      c.json(await listSubmissions(db, c.req.valid("query")), 200),
    )
    .get(
      "/admin/submissions/counts",
      admin,
      validate("query", SubmissionCountsQuerySchema),
      async (c) => c.json(await countSubmissions(db, c.req.valid("query")), 200),
    )
    .patch(
      "/admin/submissions/:id",
      admin,
      validate("param", SubmissionParamsSchema),
      limitBody(16 * 1024),
      validate("json", SubmissionUpdateSchema),
      async (c) => {
        const updated = await updateSubmissionStatus(
          db,
          c.req.valid("param").id,
          c.req.valid("json"),
        );
        if (!updated) throw new HttpError(404, apiErrorMessages.notFound);
        return c.json(updated, 200);
      },
    );
};
