import { Skeleton } from "@app/ui/components/skeleton";
import { LoadError } from "../../components/list-states.tsx";
import type { SubmissionRow } from "./inbox-queries.ts";
import { LeadHistory } from "./lead-history.tsx";
import { LeadNotes } from "./lead-notes.tsx";
import { useAssignees, useLead } from "./lead-queries.ts";
import { LeadWorkForm } from "./lead-work-form.tsx";
import type { ChangeAnswered } from "./open-submission.ts";

/** The lead's dialog's working part: stage, owner and follow-up day, notes, history. */
export function LeadWorkSection({
  lead,
  onUpdated,
}: {
  lead: SubmissionRow;
  onUpdated: ChangeAnswered;
}) {
  const detail = useLead(lead.id);
  const people = useAssignees().data ?? [];
  return (
    <>
      <LeadWorkForm key={lead.id} lead={lead} onUpdated={onUpdated} />
      {detail.isPending ? (
        <Skeleton className="h-24" role="status" aria-label="Loading notes and history" />
      ) : detail.isError ? (
        <LoadError
          error={detail.error}
          fallback="Failed to load the notes and history."
          onRetry={() => detail.refetch()}
        />
      ) : (
        <>
          <LeadNotes key={lead.id} leadId={lead.id} notes={detail.data.notes} people={people} />
          <LeadHistory history={detail.data.history} people={people} />
        </>
      )}
    </>
  );
}
