import { useState } from "react";
import { notifyFailure } from "../../lib/notify.ts";
import { type SubmissionRow, useUpdateSubmission } from "./inbox-queries.ts";

/**
 * A message as the dialog last learned it from the server, and when it asked: a list fetched
 * after that is at least as new (an answer comes after its change refreshed the list).
 */
export interface OpenedSubmission {
  row: SubmissionRow;
  at: number;
}

/** The server's answer to a change the dialog asked for at `askedAt` (Date.now()). */
export type ChangeAnswered = (row: SubmissionRow, askedAt: number) => void;

/**
 * The freshest known version of the open message: the list's row once the list was fetched
 * after the dialog last heard of it (a poll shows an e-mail turn to sent), else the dialog's
 * own copy (an answer to a change that the list has not caught up with, or a message that
 * left the list's filter).
 */
export function latestOf(
  opened: OpenedSubmission,
  rows: readonly SubmissionRow[],
  listedAt: number,
): SubmissionRow {
  const listed = rows.find((row) => row.id === opened.row.id);
  return listed && listedAt > opened.at ? listed : opened.row;
}

/**
 * Whether opening a message reads it: only one nobody has opened yet. Read, archived and spam
 * ones keep their status, and "Mark as unread" in an open dialog stays unread (only opening
 * marks, not showing the dialog's newer copy).
 */
export const opensAsRead = (row: Pick<SubmissionRow, "status">): boolean => row.status === "new";

/**
 * Which message the dialog shows, kept up to date with the list while it is open. `open` is
 * what a click on a message does: shows it and, when it was new, marks it read, so the unread
 * counts (the Inbox badge, the dashboard) drop as the admin reads.
 */
export function useOpenSubmission(rows: readonly SubmissionRow[], listedAt: number) {
  const [opened, setOpened] = useState<OpenedSubmission>();
  const markRead = useUpdateSubmission();
  const show: ChangeAnswered = (row, askedAt) => setOpened({ row, at: askedAt });
  return {
    submission: opened && latestOf(opened, rows, listedAt),
    show,
    open(row: SubmissionRow) {
      const askedAt = Date.now();
      show(row, askedAt);
      if (!opensAsRead(row)) return;
      markRead.mutate(
        { id: row.id, status: "read" },
        {
          // Only while the same message is still open: a later one keeps its own copy.
          onSuccess: (updated) =>
            setOpened((current) =>
              current?.row.id === updated.id ? { row: updated, at: askedAt } : current,
            ),
          onError: (error) =>
            notifyFailure("Update failed", error, "Failed to mark the message as read."),
        },
      );
    },
    close: () => setOpened(undefined),
  };
}
