import { CLOSED_STAGES } from "@app/contract";
import { businessToday } from "../../lib/business-calendar.ts";
import { followUpFirst } from "./follow-up-first.ts";
import { type InboxFilter, type SubmissionRow, useSubmissions } from "./inbox-queries.ts";
import type { LeadFilter } from "./lead-filter.ts";

/**
 * The list's "Follow up today" group: the leads the same filters find with a follow-up day of
 * today or earlier (its first page: `more` says there are others), asked for separately so a
 * lead due today shows on top even when it came in long ago. Not asked when the filter already
 * shows only those, or only won or lost leads (never due), or when `enabled` is false.
 */
export function useFollowUpsFirst(
  filter: InboxFilter,
  lead: LeadFilter,
  rows: readonly SubmissionRow[],
  enabled: boolean,
) {
  const asked =
    enabled &&
    lead.followUp !== "due" &&
    !(lead.stage !== "all" && CLOSED_STAGES.includes(lead.stage));
  const due = useSubmissions(filter, { ...lead, followUp: "due" }, { enabled: asked });
  const dueRows = asked ? (due.data?.pages.flatMap((page) => page.items) ?? []) : [];
  return {
    ...followUpFirst(dueRows, rows, businessToday()),
    more: asked && due.hasNextPage,
  };
}
