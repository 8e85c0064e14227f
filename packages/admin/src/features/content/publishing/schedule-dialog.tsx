import { businessLocalDateTime } from "@app/contract";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { CalendarClockIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { errorFields } from "../../../lib/api-error.ts";
import { notifyFailure } from "../../../lib/notify.ts";
import { usePublishDraft } from "../content-queries.ts";
import { ScheduleButtons, ScheduleTimeField } from "./schedule-form-parts.tsx";
import { readScheduleTime } from "./schedule-time.ts";

interface ScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  section: string;
  /** What the owner calls the section. */
  name: string;
  /** The draft's version the owner reviewed. */
  version: number;
  /** An entry can also be given a time to leave the site. */
  canUnpublish: boolean;
  onScheduled: (at: string) => void;
}

/**
 * "Publish later": the owner picks a day and time on Phnom Penh's clock, wherever their own
 * computer thinks it is; the server publishes the draft then. An entry can be given a time
 * to leave the site too.
 */
export function ScheduleDialog({
  open,
  onOpenChange,
  section,
  name,
  version,
  canUnpublish,
  onScheduled,
}: ScheduleDialogProps) {
  const id = useId();
  const [publishAt, setPublishAt] = useState("");
  const [unpublishAt, setUnpublishAt] = useState("");
  const [errors, setErrors] = useState<{ at?: string; unpublishAt?: string }>({});
  const publish = usePublishDraft();
  // The earliest the field offers: the next minute on Phnom Penh's clock.
  const earliest = businessLocalDateTime(new Date(Date.now() + 60_000));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = new Date();
    const start =
      publishAt === ""
        ? { error: "Choose the day and time to publish." }
        : readScheduleTime(publishAt, now);
    const end = readScheduleTime(unpublishAt, now);
    const endError =
      end.error ??
      (end.at && start.at && Date.parse(end.at) <= Date.parse(start.at)
        ? "Take it off the site after it is published."
        : undefined);
    setErrors({ at: start.error, unpublishAt: endError });
    if (start.error || endError || !start.at) return;
    publish.mutate(
      { section, version, at: start.at, ...(end.at ? { unpublishAt: end.at } : {}) },
      {
        onSuccess: () => {
          onOpenChange(false);
          onScheduled(start.at!);
        },
        onError: (error) => {
          const fields = errorFields(error);
          if (fields.at || fields.unpublishAt) {
            setErrors({ at: fields.at, unpublishAt: fields.unpublishAt });
            return;
          }
          notifyFailure("Not scheduled", error, "The draft was not scheduled. Please try again.");
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-8 wrap-anywhere">Publish {name} later</DialogTitle>
        <DialogDescription>
          The draft goes on the site at the time you choose, on Phnom Penh's clock. Until then the
          site shows what it shows now.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <ScheduleTimeField
            id={`${id}-at`}
            label="Publish on (Phnom Penh time)"
            value={publishAt}
            min={earliest}
            error={errors.at}
            onChange={setPublishAt}
          />
          {canUnpublish ? (
            <ScheduleTimeField
              id={`${id}-until`}
              label="Take it off the site on (optional)"
              value={unpublishAt}
              min={publishAt || earliest}
              error={errors.unpublishAt}
              onChange={setUnpublishAt}
            />
          ) : null}
          <ScheduleButtons pending={publish.isPending} icon={<CalendarClockIcon aria-hidden />} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
