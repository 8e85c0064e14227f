import { describe, expect, it } from "vitest";
import { CalendarDaySchema, LeadNoteRequestSchema, SubmissionUpdateSchema } from "./lead-work.ts";

describe("SubmissionUpdateSchema", () => {
  it.each(["new", "read", "archived"])("lets an admin set %s", (status) => {
    expect(SubmissionUpdateSchema.parse({ status })).toEqual({ status });
  });

  it.each(["spam", "deleted", ""])("refuses %j: spam is the server's call", (status) => {
    expect(SubmissionUpdateSchema.safeParse({ status }).success).toBe(false);
  });

  it("takes a stage, an assignee or a follow-up day, and null to clear the last two", () => {
    expect(SubmissionUpdateSchema.parse({ stage: "quoted", followUpOn: "2027-01-15" })).toEqual({
      stage: "quoted",
      followUpOn: "2027-01-15",
    });
    expect(SubmissionUpdateSchema.parse({ assigneeId: null, followUpOn: null })).toEqual({
      assigneeId: null,
      followUpOn: null,
    });
  });

  it("refuses an empty change, an unknown stage and a day that is not on the calendar", () => {
    expect(SubmissionUpdateSchema.safeParse({}).success).toBe(false);
    expect(SubmissionUpdateSchema.safeParse({ stage: "negotiating" }).success).toBe(false);
    for (const day of ["2027-02-30", "15/01/2027", "2027-1-5", ""]) {
      expect(CalendarDaySchema.safeParse(day).success).toBe(false);
    }
  });

  it("keeps a note to its words, trimmed, never empty", () => {
    expect(LeadNoteRequestSchema.parse({ text: "  Called; wants GOTS scope 2. " })).toEqual({
      text: "Called; wants GOTS scope 2.",
    });
    expect(LeadNoteRequestSchema.safeParse({ text: "   " }).success).toBe(false);
  });
});
