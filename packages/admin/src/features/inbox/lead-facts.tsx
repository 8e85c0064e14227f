import type { Assignee } from "@app/contract";
import { UserIcon } from "lucide-react";
import type { SubmissionRow } from "./inbox-queries.ts";
import { FollowUpMark, StageBadge } from "./lead-badges.tsx";
import { ownerName } from "./lead-words.ts";

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
      <p className="flex items-start gap-1 text-xs text-slate-600">
        <UserIcon aria-hidden className="mt-px size-3.5 shrink-0" />
        <span>
          <span className="sr-only">Looked after by </span>
          {ownerName(lead.assigneeId, people)}
        </span>
      </p>
      <FollowUpMark lead={lead} today={today} />
    </div>
  );
}
