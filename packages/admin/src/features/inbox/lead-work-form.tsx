import {
  type Assignee,
  STAGE_NAMES,
  STAGES,
  type Stage,
  type SubmissionUpdate,
} from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { errorId, FieldError, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { NativeSelect } from "@app/ui/components/native-select";
import { CircleAlertIcon, HandIcon, Loader2Icon, SaveIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { errorDescription, errorFields } from "../../lib/api-error.ts";
import type { SubmissionRow } from "./inbox-queries.ts";
import { useAssignees, useMyself, useUpdateLead } from "./lead-queries.ts";
import type { ChangeAnswered } from "./open-submission.ts";

type Work = Pick<SubmissionRow, "stage" | "assigneeId" | "followUpOn">;
type Draft = Partial<Work>;

const NOBODY = "";

/** The fields of the draft that differ from the lead as saved: what Save sends. */
export function changesOf(draft: Draft, lead: Work): SubmissionUpdate {
  const update: SubmissionUpdate = {};
  if (draft.stage !== undefined && draft.stage !== lead.stage) update.stage = draft.stage;
  if (draft.assigneeId !== undefined && draft.assigneeId !== lead.assigneeId) {
    update.assigneeId = draft.assigneeId;
  }
  if (draft.followUpOn !== undefined && draft.followUpOn !== lead.followUpOn) {
    update.followUpOn = draft.followUpOn;
  }
  return update;
}

/** The owner's select: the team who may have it, and the current owner even if they left. */
function ownerOptions(people: readonly Assignee[], current: string | null) {
  const options = people.map((p) => ({ value: p.id, label: p.name || p.email }));
  if (current !== null && !people.some((p) => p.id === current)) {
    options.unshift({ value: current, label: "Someone no longer on the team" });
  }
  return options;
}

/**
 * Where the sale stands, who looks after it and when to get back to the client. Changes wait
 * for Save and stay on screen when the server refuses them, with its words; "Take it" saves at
 * once and leaves anything else typed as it is.
 */
export function LeadWorkForm({
  lead,
  onUpdated,
}: {
  lead: SubmissionRow;
  onUpdated: ChangeAnswered;
}) {
  const [draft, setDraft] = useState<Draft>({});
  const update = useUpdateLead(lead.id);
  const assignees = useAssignees();
  const me = useMyself();
  const shown: Work = { ...lead, ...draft };
  const changes = changesOf(draft, lead);
  const fields = update.isError ? errorFields(update.error) : {};

  const save = (sent: SubmissionUpdate) => {
    const askedAt = Date.now();
    update.mutate(sent, {
      onSuccess: (saved) => {
        // Only what was sent is settled: anything typed meanwhile stays.
        setDraft((current) => {
          const rest = { ...current };
          for (const key of Object.keys(sent) as (keyof Work)[]) delete rest[key];
          return rest;
        });
        onUpdated(saved, askedAt);
      },
    });
  };

  return (
    <form
      aria-label="Work on this lead"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (Object.keys(changes).length > 0) save(changes);
      }}
    >
      <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">The sale</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="lead-stage" label="Stage">
          <NativeSelect
            id="lead-stage"
            value={shown.stage}
            onChange={(e) => setDraft((d) => ({ ...d, stage: e.target.value as Stage }))}
          >
            {STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {STAGE_NAMES[stage]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="flex flex-col gap-1.5">
          <FormField id="lead-owner" label="Looked after by">
            <NativeSelect
              id="lead-owner"
              value={shown.assigneeId ?? NOBODY}
              aria-invalid={fields.assigneeId ? true : undefined}
              aria-describedby={fields.assigneeId ? errorId("lead-owner") : undefined}
              onChange={(e) =>
                setDraft((d) => ({
                  ...d,
                  assigneeId: e.target.value === NOBODY ? null : e.target.value,
                }))
              }
            >
              <option value={NOBODY}>Nobody</option>
              {ownerOptions(assignees.data ?? [], shown.assigneeId).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FieldError id="lead-owner" error={fields.assigneeId} />
          {me && lead.assigneeId !== me.id ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="self-start"
              disabled={update.isPending}
              onClick={() => save({ assigneeId: me.id })}
            >
              <HandIcon aria-hidden />
              Take it
            </Button>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <FormField id="lead-follow-up" label="Follow up on" error={fields.followUpOn}>
            <Input
              id="lead-follow-up"
              type="date"
              value={shown.followUpOn ?? ""}
              aria-invalid={fields.followUpOn ? true : undefined}
              aria-describedby={fields.followUpOn ? errorId("lead-follow-up") : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, followUpOn: e.target.value || null }))}
            />
          </FormField>
          {shown.followUpOn ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="self-start"
              onClick={() => setDraft((d) => ({ ...d, followUpOn: null }))}
            >
              <XIcon aria-hidden />
              Clear the day
            </Button>
          ) : null}
        </div>
      </div>
      {update.isError ? (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden />
          <AlertDescription>
            {errorDescription(update.error, "The changes could not be saved.")}
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending || Object.keys(changes).length === 0}>
          {update.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <SaveIcon aria-hidden />
          )}
          {update.isPending ? "Saving..." : "Save"}
        </Button>
        {Object.keys(changes).length > 0 && !update.isPending ? (
          <p className="text-sm text-slate-600">Not saved yet.</p>
        ) : null}
      </div>
    </form>
  );
}
