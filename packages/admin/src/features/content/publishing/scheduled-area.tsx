import { formatBusinessTime, permissionToEdit } from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Skeleton } from "@app/ui/components/skeleton";
import { CalendarClockIcon, PencilIcon, XIcon } from "lucide-react";
import { EmptyState, LoadError } from "../../../components/list-states.tsx";
import { sectionAddress } from "../../../lib/admin-address.ts";
import { useNavigate } from "../../../lib/navigation.ts";
import { notifyFailure } from "../../../lib/notify.ts";
import { usePermissions } from "../../../lib/permissions.ts";
import {
  isWaiting,
  type ScheduleRow,
  useCancelSchedule,
  useSchedules,
  useSectionSummaries,
} from "../content-queries.ts";
import { sectionTitleOf } from "../section-label.ts";

/** What became of a change, in a word, and its colour. */
function stateOf(row: ScheduleRow): {
  label: string;
  variant: "brand" | "accent" | "cta" | "neutral";
} {
  if (row.cancelledAt) return { label: "Cancelled", variant: "neutral" };
  if (row.failure) return { label: "Not done", variant: "cta" };
  if (row.doneAt) return { label: "Done", variant: "accent" };
  return { label: "Waiting", variant: "brand" };
}

/**
 * Scheduled: every change to the site set for a time (a draft to publish, an entry to take
 * off), soonest first, each with a way to cancel it for those who may edit its words; below,
 * what the last week's did.
 */
export function ScheduledArea() {
  const schedules = useSchedules();
  const sections = useSectionSummaries().data ?? [];
  const cancel = useCancelSchedule();
  const navigate = useNavigate();
  const { may } = usePermissions();
  const rows = schedules.data ?? [];
  const waiting = rows.filter(isWaiting);
  const past = rows.filter((row) => !isWaiting(row)).reverse();

  const item = (row: ScheduleRow) => {
    const name = sectionTitleOf(row.section, sections);
    const state = stateOf(row);
    const what = row.action === "publish" ? `Publish ${name}` : `Take ${name} off the site`;
    return (
      <li
        key={row.id}
        className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between sm:px-4"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-brand-900">{what}</span>
            <Badge variant={state.variant}>{state.label}</Badge>
          </p>
          <p className="text-sm text-slate-600">
            {formatBusinessTime(row.at)}
            {row.createdBy ? ` · set by ${row.createdBy}` : ""}
          </p>
          {row.failure ? <p className="text-sm text-cta-700">{row.failure}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Open ${name}`}
            onClick={() => navigate(sectionAddress(row.section))}
          >
            <PencilIcon aria-hidden />
            Open
          </Button>
          {isWaiting(row) && may(permissionToEdit(row.section)) ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Cancel: ${what}`}
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(row.id, {
                  onError: (error) => notifyFailure("Not cancelled", error, "Please try again."),
                })
              }
            >
              <XIcon aria-hidden />
              Cancel
            </Button>
          ) : null}
        </div>
      </li>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Scheduled</CardTitle>
        <CardDescription>
          Drafts set to be published, and pages set to leave the site, on Phnom Penh's clock. Set
          one with "Publish later" on a draft.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {schedules.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading scheduled changes">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : schedules.isError ? (
          <LoadError
            error={schedules.error}
            fallback="The scheduled changes could not be loaded."
            onRetry={() => schedules.refetch()}
          />
        ) : (
          <>
            {waiting.length === 0 ? (
              <EmptyState
                icon={CalendarClockIcon}
                title="Nothing scheduled"
                text={'Open a draft and choose "Publish later" to set the time it goes live.'}
              />
            ) : (
              <ul aria-label="Waiting" className="flex flex-col gap-2">
                {waiting.map(item)}
              </ul>
            )}
            {past.length > 0 ? (
              <section className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold text-slate-700">In the last 7 days</h3>
                <ul aria-label="In the last 7 days" className="flex flex-col gap-2">
                  {past.map(item)}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
