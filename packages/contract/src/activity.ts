import { z } from "zod";

/**
 * What the activity log records, with the words the admin shows. The server writes only these;
 * the Activity tab filters by them.
 */
export const ACTIVITY_ACTIONS = {
  "login.success": "Signed in",
  "login.failure": "Sign-in failed",
  logout: "Signed out",
  "session.revoked": "Session ended",
  "password.changed": "Password changed",
  "totp.enabled": "Two-step sign-in turned on",
  "totp.disabled": "Two-step sign-in turned off",
  "totp.recoveryCodesRenewed": "New recovery codes made",
  "totp.recoveryCodeUsed": "Recovery code used",
  "passkey.added": "Passkey added",
  "passkey.removed": "Passkey removed",
  "content.saved": "Content saved",
  "content.created": "Content created",
  "content.draftSaved": "Draft saved",
  "content.draftCreated": "New entry saved as a draft",
  "content.published": "Draft published",
  "content.draftDiscarded": "Draft discarded",
  "content.scheduled": "Change scheduled",
  "content.scheduleCancelled": "Scheduled change cancelled",
  "content.unpublished": "Taken off the site",
  "content.scheduleFailed": "Scheduled change not done",
  "content.previewLinkCreated": "Preview link made",
  "content.previewLinkRevoked": "Preview link revoked",
  "content.renamed": "Content renamed",
  "content.deleted": "Content deleted",
  "content.restored": "Content restored",
  "redirect.added": "Redirect added",
  "redirect.changed": "Redirect changed",
  "redirect.deleted": "Redirect deleted",
  "image.uploaded": "Image uploaded",
  "image.replaced": "Image replaced",
  "image.restored": "Image restored",
  "image.deleted": "Image deleted",
  "image.detailsChanged": "Image alt text or focal point changed",
  "document.uploaded": "PDF uploaded",
  "document.replaced": "PDF replaced",
  "document.restored": "PDF restored",
  "document.deleted": "PDF deleted",
  "bulk.replaced": "Image replaced by Bulk Replace",
  "bulk.undone": "Bulk Replace undone",
  "submission.statusChanged": "Message status changed",
  "submission.erased": "Message erased",
  "submission.changedInTelegram": "Lead changed in Telegram",
  "telegram.linked": "Telegram linked",
  "telegram.unlinked": "Telegram unlinked",
  "mail.settingsChanged": "Mail settings changed",
  "backup.downloaded": "Backup downloaded",
  "team.invited": "Person invited",
  "team.joined": "Invitation accepted",
  "team.invitationWithdrawn": "Invitation withdrawn",
  "team.roleChanged": "Role changed",
  "team.disabled": "Account disabled",
  "team.enabled": "Account enabled again",
  "team.removed": "Person removed",
  "team.recoveryStarted": "Sign-in recovery link made",
  "team.recovered": "New password set from a recovery link",
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;
export const ACTIVITY_ACTION_IDS = Object.keys(ACTIVITY_ACTIONS) as [
  ActivityAction,
  ...ActivityAction[],
];

/** Desktop Bulk Replace names its batch in this header on each replacement and undo. */
export const BULK_BATCH_HEADER = "x-bulk-replace-batch";
export const BULK_UNDO_HEADER = "x-bulk-replace-undo";

/** What an entry about a stored file's new version says in its `detail`. */
export interface FileActivityDetail {
  /** The Bulk Replace batch (or its undo) whose request made it, when one was named. */
  batch?: string;
  /** The version the change made. */
  version: number;
  /** For a restore: the version whose bytes came back. */
  fromVersion?: number;
}

/**
 * The detail the API writes for an upload or restore: "batch 7f3a, version 5, from version 2"
 * (parts left out when unknown). Bulk Replace reads it back (readFileActivityDetail) to tell its
 * own upload from someone else's after an answer was lost.
 */
export const fileActivityDetail = ({ batch, version, fromVersion }: FileActivityDetail) =>
  [
    ...(batch ? [`batch ${batch}`] : []),
    `version ${version}`,
    ...(fromVersion !== undefined ? [`from version ${fromVersion}`] : []),
  ].join(", ");

/** The parts of a fileActivityDetail; undefined for any other detail. */
export function readFileActivityDetail(detail: string | null): FileActivityDetail | undefined {
  const match = /^(?:batch ([A-Za-z0-9_-]+), )?version (\d+)(?:, from version (\d+))?$/.exec(
    detail ?? "",
  );
  if (!match) return undefined;
  const [, batch, version, fromVersion] = match;
  return {
    ...(batch !== undefined && { batch }),
    version: Number(version),
    ...(fromVersion !== undefined && { fromVersion: Number(fromVersion) }),
  };
}

export const ActivityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The administrator's e-mail; for a failed sign-in, the e-mail that was tried. */
  actor: z.string().nullable(),
  action: z.enum(ACTIVITY_ACTION_IDS),
  /** What it was done to: a section, a file, a session, a message number. */
  target: z.string().nullable(),
  /** More about it: a version, a batch, why a sign-in failed. */
  detail: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityPageSchema = z.object({
  items: z.array(ActivityEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

export const ACTIVITY_PAGE_DEFAULT = 50;
export const ACTIVITY_PAGE_MAX = 200;
/** Entries older than this are pruned daily unless ACTIVITY_RETENTION_DAYS says otherwise. */
export const ACTIVITY_RETENTION_DAYS_DEFAULT = 365;

const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);
const dayMessage = "Dates are written YYYY-MM-DD.";
const day = z.preprocess(
  emptyAsUnset,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage)
    // A real calendar day: 2024-02-30 would otherwise roll over into March.
    .refine((value) => {
      const ms = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
    }, dayMessage)
    .optional(),
);
const limitMessage = `The page size (limit) must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}.`;

export const ActivityQuerySchema = z.object({
  action: z.preprocess(emptyAsUnset, z.enum(ACTIVITY_ACTION_IDS).optional()),
  /** One person's entries, by their e-mail; someone who may not see everyone's sees their own. */
  person: z.preprocess(
    emptyAsUnset,
    z.string().trim().toLowerCase().max(320, "This person's e-mail is too long.").optional(),
  ),
  /** Days in the site's time zone (Asia/Phnom_Penh), both ends included. */
  from: day,
  to: day,
  cursor: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[1-9]\d{0,17}$/, "This page position (cursor) is not valid. Load the list again.")
      .optional(),
  ),
  limit: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^\d{1,4}$/, limitMessage)
      .transform(Number)
      .pipe(z.number().min(1, limitMessage).max(ACTIVITY_PAGE_MAX, limitMessage))
      .default(ACTIVITY_PAGE_DEFAULT),
  ),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;
