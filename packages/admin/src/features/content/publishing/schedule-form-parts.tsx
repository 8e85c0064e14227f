import { Button } from "@app/ui/components/button";
import { DialogClose } from "@app/ui/components/dialog";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { Loader2Icon } from "lucide-react";
import type { ReactNode } from "react";

/** A day and time on Phnom Penh's clock, as the browser's own picker offers it. */
export function ScheduleTimeField({
  id,
  label,
  value,
  min,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** The earliest the picker offers (`YYYY-MM-DDTHH:mm`). */
  min: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        type="datetime-local"
        min={min}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
      />
    </FormField>
  );
}

/** A scheduling dialog's Cancel and Schedule, the latter busy while the request runs. */
export function ScheduleButtons({ pending, icon }: { pending: boolean; icon: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : icon}
        Schedule
      </Button>
    </div>
  );
}
