import { z } from "zod";
import { STAGES } from "./stages.ts";

/** A note's most characters: a call's summary, not a document. */
export const LEAD_NOTE_MAX = 5000;

const dayMessage = "Give the follow-up day as YYYY-MM-DD, a real calendar day.";

/** A day on Phnom Penh's calendar, as YYYY-MM-DD. */
export const CalendarDaySchema = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}, dayMessage);

export const StageSchema = z.enum(STAGES, {
  error: `Choose a stage: ${STAGES.join(", ")}.`,
});

/** PATCH /api/admin/submissions/:id: any of these, at least one. */
export const SubmissionUpdateSchema = z
  .object({
    status: z.enum(["new", "read", "archived"]).optional(),
    stage: StageSchema.optional(),
    /** A person on the team who may read the inbox, or null for nobody. */
    assigneeId: z.string().max(100).nullable().optional(),
    followUpOn: CalendarDaySchema.nullable().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message:
      "Say what to change: the status, the stage, who it is assigned to or the follow-up day.",
  });
export type SubmissionUpdate = z.infer<typeof SubmissionUpdateSchema>;

/** POST /api/admin/submissions/:id/notes */
export const LeadNoteRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Write the note first.")
    .max(LEAD_NOTE_MAX, `A note has at most ${LEAD_NOTE_MAX} characters.`),
});

export const LeadNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The e-mail of who wrote it (kept after they leave the team). */
  author: z.string(),
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof LeadNoteSchema>;

/** What a change to a lead touched, as its history keeps it. */
export const LEAD_HISTORY_FIELDS = ["status", "stage", "assignee", "followUp"] as const;

export const LeadHistoryEntrySchema = z.object({
  at: z.string(),
  /** The e-mail of who changed it. */
  actor: z.string(),
  field: z.enum(LEAD_HISTORY_FIELDS),
  /** The value before and after, as stored (an assignee's e-mail, a day, a stage), or null. */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type LeadHistoryEntry = z.infer<typeof LeadHistoryEntrySchema>;

/** Someone a lead may be given to: enabled, and their role opens the leads. */
export const AssigneeSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type Assignee = z.infer<typeof AssigneeSchema>;
export const AssigneeListSchema = z.object({ assignees: AssigneeSchema.array() });
