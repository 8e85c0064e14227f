import { z } from "zod";
import { LeadSourceSchema } from "./deals/lead-source.ts";
import { STAGES } from "./deals/stages.ts";
import { SubmissionNotificationSchema } from "./lead-mail.ts";
import { apiErrorMessages } from "./messages.ts";

export const SUBMISSION_KINDS = ["quote", "contact"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** `spam` is set only by the server (honeypot); an admin moves messages between the others. */
export const SUBMISSION_STATUSES = ["new", "read", "archived", "spam"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SubmissionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SUBMISSION_KINDS),
  status: z.enum(SUBMISSION_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  service: z.string().nullable(),
  /** The standard a quote is for: its slug, and its short name when the request came in. */
  standard: z.string().nullable(),
  standardName: z.string().nullable(),
  /** When a contact asked to meet (ISO 8601 with Phnom Penh's offset), if they did. */
  appointmentAt: z.string().nullable(),
  /** What the visitor was told to quote: "Q-00412" for a quote, "C-00413" for a message. */
  reference: z.string(),
  message: z.string(),
  /** The site path it was sent from, when the form said. */
  page: z.string().nullable(),
  /** The e-mail to the business; null when none was due (e-mail off, or spam). */
  notification: SubmissionNotificationSchema.nullable(),
  /** Where the sale stands, who looks after it, and when to get back to the client. */
  stage: z.enum(STAGES),
  assigneeId: z.string().nullable(),
  followUpOn: z.string().nullable(),
  /** Where it came from: the visit's first page, referring host and campaign, when known. */
  source: LeadSourceSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

/** What a visitor told us and when: the fields a lead e-mail and the inbox's export both write. */
export type SubmissionDetailField =
  | "id"
  | "kind"
  | "name"
  | "email"
  | "phone"
  | "company"
  | "service"
  | "standard"
  | "standardName"
  | "appointmentAt"
  | "message"
  | "page"
  | "createdAt";

/** A submission's reference: its kind's letter and its id, at least five digits. */
export const submissionReference = (kind: SubmissionKind, id: number) =>
  `${kind === "quote" ? "Q" : "C"}-${String(id).padStart(5, "0")}`;

/** Rows per page of the admin inbox when the client does not ask, and the most it may ask. */
export const SUBMISSION_PAGE_DEFAULT = 50;
export const SUBMISSION_PAGE_MAX = 200;

/** What the list's status filter accepts: a stored status, or "inbox" (new and read). */
export const SUBMISSION_LIST_STATUSES = [...SUBMISSION_STATUSES, "inbox"] as const;
export type SubmissionListStatus = (typeof SUBMISSION_LIST_STATUSES)[number];

/**
 * The stored statuses a list filter covers. No filter is everything but spam: spam shows only
 * when asked for by name. The server queries with this and the admin sums counts with it.
 */
export function statusesOf(filter: SubmissionListStatus | undefined): SubmissionStatus[] {
  if (filter === undefined) return ["new", "read", "archived"];
  if (filter === "inbox") return ["new", "read"];
  return [filter];
}

/**
 * Where a page ends: the last row's creation time (ISO, to the microsecond, as PostgreSQL keeps
 * it) and id. The next page starts strictly after it in newest-first order, so rows that arrive
 * meanwhile never shift the pages still to come.
 */
export interface SubmissionCursor {
  createdAt: string;
  id: number;
}

/** The id column is a PostgreSQL integer; a larger id cannot be a real position. */
const MAX_SUBMISSION_ID = 2_147_483_647;
const CURSOR_TIME = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const toBase64Url = (text: string) =>
  btoa(String.fromCodePoint(...new TextEncoder().encode(text)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

const fromBase64Url = (encoded: string): string | undefined => {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined;
  try {
    const binary = atob(encoded.replaceAll("-", "+").replaceAll("_", "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.codePointAt(0)!),
    );
  } catch {
    return undefined;
  }
};

/** The opaque text a client sends back as `cursor`. */
export const encodeSubmissionCursor = ({ createdAt, id }: SubmissionCursor): string =>
  toBase64Url(JSON.stringify([createdAt, id]));

/** The position a cursor names, or undefined when it is not one the server could have made. */
export function decodeSubmissionCursor(cursor: string): SubmissionCursor | undefined {
  const json = fromBase64Url(cursor);
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [createdAt, id] = value;
  if (typeof createdAt !== "string" || !CURSOR_TIME.test(createdAt)) return undefined;
  // A real calendar time: the millisecond part must survive a round trip through Date.
  const ms = Date.parse(createdAt);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 23) !== createdAt.slice(0, 23)) {
    return undefined;
  }
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_SUBMISSION_ID) return undefined;
  return { createdAt, id };
}

/** An empty query value (`?kind=`) means "no filter", as an unset select in a form sends it. */
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);

const optionalFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyAsUnset, z.enum(values).optional());

const pageLimitMessage = apiErrorMessages.pageLimit(SUBMISSION_PAGE_MAX);

/** Narrows a list or its counts to messages whose e-mail to the business failed for good. */
export const SUBMISSION_NOTIFICATION_FILTERS = ["failed"] as const;
export type SubmissionNotificationFilter = (typeof SUBMISSION_NOTIFICATION_FILTERS)[number];

export const SubmissionListQuerySchema = z.object({
  kind: optionalFilter(SUBMISSION_KINDS),
  status: optionalFilter(SUBMISSION_LIST_STATUSES),
  notification: optionalFilter(SUBMISSION_NOTIFICATION_FILTERS),
  stage: optionalFilter(STAGES),
  /** `me`, `none`, or a team member's id. */
  assignee: z.preprocess(
    emptyAsUnset,
    z.string().max(100, "This assignee is not a person on the team.").optional(),
  ),
  /** `due`: a follow-up day of today or earlier (Phnom Penh), on a lead not won or lost. */
  followUp: optionalFilter(["due"] as const),
  /** Query strings carry text: digits only, so "1.5", "1e2" and "0x10" are refused, not read. */
  limit: z.preprocess(
    emptyAsUnset,
    z
      .string({ error: pageLimitMessage })
      .regex(/^\d{1,9}$/, { error: pageLimitMessage })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, { error: pageLimitMessage })
          .max(SUBMISSION_PAGE_MAX, { error: pageLimitMessage }),
      )
      .default(SUBMISSION_PAGE_DEFAULT),
  ),
  cursor: z.preprocess(
    emptyAsUnset,
    z
      .string({ error: apiErrorMessages.badCursor })
      .transform((text, ctx) => {
        const cursor = decodeSubmissionCursor(text);
        if (!cursor) {
          ctx.issues.push({ code: "custom", message: apiErrorMessages.badCursor, input: text });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  ),
});
export type SubmissionListQuery = z.infer<typeof SubmissionListQuerySchema>;

/** One page of the list, newest first; `nextCursor` is null on the last page. */
export const SubmissionPageSchema = z.object({
  items: z.array(SubmissionSchema),
  nextCursor: z.string().nullable(),
});
export type SubmissionPage = z.infer<typeof SubmissionPageSchema>;

export const SubmissionCountsQuerySchema = z.object({
  kind: optionalFilter(SUBMISSION_KINDS),
  notification: optionalFilter(SUBMISSION_NOTIFICATION_FILTERS),
});
export type SubmissionCountsQuery = z.infer<typeof SubmissionCountsQuerySchema>;

/** How many submissions have each status (for one kind, or all). */
export const SubmissionCountsSchema = z.object({
  new: z.number().int(),
  read: z.number().int(),
  archived: z.number().int(),
  spam: z.number().int(),
});
export type SubmissionCounts = z.infer<typeof SubmissionCountsSchema>;

/** How many submissions a list filter matches in all, from the counts. */
export const countMatching = (
  counts: SubmissionCounts,
  filter: SubmissionListStatus | undefined,
): number => statusesOf(filter).reduce((sum, status) => sum + counts[status], 0);
