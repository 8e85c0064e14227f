import {
  businessLocalDateTime,
  parseBusinessDateTime,
  SCHEDULE_MAX_DAYS_AHEAD,
} from "@app/contract";
import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@app/ui/components/dialog";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { CalendarClockIcon, Loader2Icon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { errorFields } from "../../../lib/api-error.ts";
import { notifyFailure } from "../../../lib/notify.ts";
import { usePublishDraft } from "../content-queries.ts";

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

const TOO_EARLY = "Choose a time from now on, on Phnom Penh's clock.";
const TOO_FAR = `Choose a time within ${SCHEDULE_MAX_DAYS_AHEAD} days.`;

/** Checks a field's value: the instant it names, or what is wrong with it. */
function readTime(value: string, now: Date): { at?: string; error?: string } {
  if (value === "") return {};
  const at = parseBusinessDateTime(value, now, SCHEDULE_MAX_DAYS_AHEAD);
  if (at) return { at };
  return { error: Date.parse(`${value}:00+07:00`) < now.getTime() ? TOO_EARLY : TOO_FAR };
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
        : readTime(publishAt, now);
    const end = readTime(unpublishAt, now);
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
          <FormField id={`${id}-at`} label="Publish on (Phnom Penh time)" error={errors.at}>
            <Input
              id={`${id}-at`}
              type="datetime-local"
              min={earliest}
              value={publishAt}
              onChange={(event) => setPublishAt(event.target.value)}
              aria-invalid={errors.at ? true : undefined}
              aria-describedby={errors.at ? errorId(`${id}-at`) : undefined}
            />
          </FormField>
          {canUnpublish ? (
            <FormField
              id={`${id}-until`}
              label="Take it off the site on (optional)"
              error={errors.unpublishAt}
            >
              <Input
                id={`${id}-until`}
                type="datetime-local"
                min={publishAt || earliest}
                value={unpublishAt}
                onChange={(event) => setUnpublishAt(event.target.value)}
                aria-invalid={errors.unpublishAt ? true : undefined}
                aria-describedby={errors.unpublishAt ? errorId(`${id}-until`) : undefined}
              />
            </FormField>
          ) : null}
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={publish.isPending}>
              {publish.isPending ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : (
                <CalendarClockIcon aria-hidden />
              )}
              Schedule
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
