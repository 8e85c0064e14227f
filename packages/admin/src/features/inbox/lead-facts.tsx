import type { Assignee } from "@app/contract";
import type { SubmissionRow } from "./inbox-queries.ts";
import { FollowUpMark, OwnerLine, StageBadge } from "./lead-badges.tsx";

/** A row's sale at a glance: its stage, who looks after it, and its follow-up day. */
export function LeadFacts({
  lead,
  people,
  today,
}: {
  lead: SubmissionRow;
  people: readonly Assignee[];
  today: string;
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      <StageBadge stage={lead.stage} />
      <OwnerLine assigneeId={lead.assigneeId} people={people} />
      <FollowUpMark lead={lead} today={today} />
    </div>
  );
}
