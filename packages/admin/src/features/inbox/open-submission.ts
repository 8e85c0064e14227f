import { useState } from "react";
import { notifyFailure } from "../../lib/notify.ts";
import { type SubmissionRow, useUpdateSubmission } from "./inbox-queries.ts";

/** A message as the dialog last learned it from the server, and when. */
export interface OpenedSubmission {
  row: SubmissionRow;
  at: number;
}

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
  const show = (row: SubmissionRow) => setOpened({ row, at: Date.now() });
  return {
    submission: opened && latestOf(opened, rows, listedAt),
    show,
    open(row: SubmissionRow) {
      show(row);
      if (!opensAsRead(row)) return;
      markRead.mutate(
        { id: row.id, status: "read" },
        {
          // Only while the same message is still open: a later one keeps its own copy.
          onSuccess: (updated) =>
            setOpened((current) =>
              current?.row.id === updated.id ? { row: updated, at: Date.now() } : current,
            ),
          onError: (error) =>
            notifyFailure("Update failed", error, "Failed to mark the message as read."),
        },
      );
    },
    close: () => setOpened(undefined),
  };
}
