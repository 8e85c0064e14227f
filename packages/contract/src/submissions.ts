import { z } from "zod";

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
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const SubmissionUpdateSchema = z.object({
  status: z.enum(["new", "read", "archived"]),
});
export type SubmissionUpdate = z.infer<typeof SubmissionUpdateSchema>;

/** An empty query value (`?kind=`) means "no filter", as an unset select in a form sends it. */
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values).optional());

export const SubmissionListQuerySchema = z.object({
  kind: optionalFilter(SUBMISSION_KINDS),
  status: optionalFilter(SUBMISSION_STATUSES),
});
export type SubmissionListQuery = z.infer<typeof SubmissionListQuerySchema>;
