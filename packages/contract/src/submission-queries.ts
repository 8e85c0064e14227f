import { z } from "zod";
import { SubmissionCountsQuerySchema, SubmissionListQuerySchema } from "./submissions.ts";

/**
 * The unread count's filter: one kind, or both. It reads the new messages alone (a partial
 * index holds just those), so what it costs follows how many are unread, not how many are kept.
 */
export const SubmissionUnreadQuerySchema = SubmissionCountsQuerySchema.pick({ kind: true });
export type SubmissionUnreadQuery = z.infer<typeof SubmissionUnreadQuerySchema>;

/**
 * How many messages nobody has opened yet (status new) and when the oldest of them came in:
 * the same two fields, under the same names, as the full counts give.
 */
export const SubmissionUnreadSchema = z.object({
  new: z.number().int(),
  oldestNewAt: z.string().nullable(),
});
export type SubmissionUnread = z.infer<typeof SubmissionUnreadSchema>;

/** The CSV export's filters: the list's, without its paging (the file holds every match). */
export const SubmissionExportQuerySchema = SubmissionListQuerySchema.pick({
  kind: true,
  status: true,
  notification: true,
  stage: true,
  assignee: true,
  followUp: true,
});
export type SubmissionExportQuery = z.infer<typeof SubmissionExportQuerySchema>;
