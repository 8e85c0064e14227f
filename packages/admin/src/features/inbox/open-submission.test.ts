import type { SubmissionNotification } from "@app/contract";
import { describe, expect, it } from "vitest";
import type { SubmissionRow } from "./inbox-queries.ts";
import { latestOf, opensAsRead } from "./open-submission.ts";

const row = (id: number, notification: SubmissionNotification | null = null): SubmissionRow => ({
  id,
  kind: "quote",
  status: "new",
  name: `Client ${id}`,
  email: `client${id}@example.com`,
  phone: null,
  company: null,
  service: null,
  standard: null,
  standardName: null,
  appointmentAt: null,
  reference: `Q-${String(id).padStart(5, "0")}`,
  message: "Hello",
  page: null,
  notification,
  stage: "new",
  assigneeId: null,
  followUpOn: null,
  source: null,
  createdAt: "2025-05-01T08:00:00.000Z",
  updatedAt: "2025-05-01T08:00:00.000Z",
});

const sent: SubmissionNotification = {
  state: "sent",
  attempts: 1,
  lastAnswer: "250 OK",
  nextAttemptAt: null,
  sentAt: "2025-05-01T08:00:05.000Z",
};

describe("latestOf", () => {
  it("takes the list's row once the list was fetched after the dialog heard of it", () => {
    const listed = row(7, sent);
    expect(latestOf({ row: row(7), at: 1000 }, [row(6), listed], 2000)).toBe(listed);
  });

  it("keeps the dialog's copy while the list is older than it", () => {
    const opened = { row: { ...row(7), status: "read" as const }, at: 3000 };
    expect(latestOf(opened, [row(7)], 2000)).toBe(opened.row);
  });

  it("keeps the dialog's copy when the message left the list", () => {
    const opened = { row: row(7), at: 1000 };
    expect(latestOf(opened, [row(6)], 2000)).toBe(opened.row);
  });
});

describe("opensAsRead", () => {
  it("reads a new message on opening, and leaves every other status as it is", () => {
    expect(opensAsRead(row(1))).toBe(true);
    for (const status of ["read", "archived", "spam"] as const) {
      expect(opensAsRead({ ...row(1), status })).toBe(false);
    }
  });
});
