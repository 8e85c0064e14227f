import { useState } from "react";
import type { SubmissionRow } from "./inbox-queries.ts";

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

/** Which message the dialog shows, kept up to date with the list while it is open. */
export function useOpenSubmission(rows: readonly SubmissionRow[], listedAt: number) {
  const [opened, setOpened] = useState<OpenedSubmission>();
  return {
    submission: opened && latestOf(opened, rows, listedAt),
    show: (row: SubmissionRow) => setOpened({ row, at: Date.now() }),
    close: () => setOpened(undefined),
  };
}
