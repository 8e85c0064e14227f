import { businessLocalDateTime, formatBusinessTime } from "@app/contract";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { CalendarX2Icon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { errorFields } from "../../../lib/api-error.ts";
import { notifyFailure, notifySuccess } from "../../../lib/notify.ts";
import { usePublishDraft } from "../content-queries.ts";
import { ScheduleButtons, ScheduleTimeField } from "./schedule-form-parts.tsx";
import { readScheduleTime } from "./schedule-time.ts";

interface LeaveSiteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  section: string;
  /** What the owner calls the entry. */
  name: string;
  /** The version on the site the owner looked at. */
  version: number;
}

/**
 * "Take off the site later", for an entry on the site without a draft: a training course
 * that ends, an offer that runs out. The server takes its page, links and sitemap entry away
 * then; it waits in the admin as not published.
 */
export function LeaveSiteDialog({
  open,
  onOpenChange,
  section,
  name,
  version,
}: LeaveSiteDialogProps) {
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const publish = usePublishDraft();
  const earliest = businessLocalDateTime(new Date(Date.now() + 60_000));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { at, error: wrong } =
      value === ""
        ? { error: "Choose the day and time it leaves the site." }
        : readScheduleTime(value, new Date());
    setError(wrong);
    if (!at) return;
    publish.mutate(
      { section, version, unpublishAt: at },
      {
        onSuccess: () => {
          onOpenChange(false);
          setValue("");
          notifySuccess({
            title: "Taking it off the site is scheduled",
            description: `${name} leaves the site on ${formatBusinessTime(at)}.`,
          });
        },
        onError: (failure) => {
          const fields = errorFields(failure);
          if (fields.unpublishAt) {
            setError(fields.unpublishAt);
            return;
          }
          notifyFailure("Not scheduled", failure, "Nothing was scheduled. Please try again.");
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-8 wrap-anywhere">Take {name} off the site later</DialogTitle>
        <DialogDescription>
          At the time you choose, on Phnom Penh's clock, its page and the links to it leave the
          site. It stays here, not published, to publish again whenever you want.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <ScheduleTimeField
            id={`${id}-until`}
            label="Take it off the site on (Phnom Penh time)"
            value={value}
            min={earliest}
            error={error}
            onChange={setValue}
          />
          <ScheduleButtons pending={publish.isPending} icon={<CalendarX2Icon aria-hidden />} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
