import { formatBusinessTime } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { CalendarClockIcon, XIcon } from "lucide-react";
import { notifyFailure } from "../../../lib/notify.ts";
import { type ScheduleRow, useCancelSchedule } from "../content-queries.ts";

/**
 * A change waiting for its time, above the editor: when, who set it, and (for those who may
 * change the words, `canChange`) a way to call it off.
 */
export function ScheduledChangeLine({
  schedule,
  canChange = true,
}: {
  schedule: ScheduleRow;
  canChange?: boolean;
}) {
  const cancelSchedule = useCancelSchedule();
  const publishing = schedule.action === "publish";
  return (
    <p className="flex flex-wrap items-center gap-2">
      <CalendarClockIcon className="size-4 text-amber-700" aria-hidden />
      <span>
        {publishing ? "Publishes on " : "Leaves the site on "}
        <strong className="font-semibold">{formatBusinessTime(schedule.at)}</strong>
        {schedule.createdBy ? `, set by ${schedule.createdBy}` : ""}.
      </span>
      {canChange ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={cancelSchedule.isPending}
          onClick={() =>
            cancelSchedule.mutate(schedule.id, {
              onError: (error) => notifyFailure("Not cancelled", error, "Please try again."),
            })
          }
        >
          <XIcon aria-hidden />
          {publishing ? "Cancel publishing" : "Keep it on the site"}
        </Button>
      ) : null}
    </p>
  );
}
