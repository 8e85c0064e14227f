import { Button } from "@app/ui/components/button";
import { DialogClose } from "@app/ui/components/dialog";
import { FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { type ReactNode, useId } from "react";
import { CopyButton } from "../../components/copy-button.tsx";
import { deliveryText } from "./team-words.ts";

/** A one-time link made for someone: what it is, the link to copy, and whether it was e-mailed. */
export function LinkToGive({
  intro,
  label,
  link,
  email,
  emailed,
}: {
  intro: ReactNode;
  label: string;
  link: string;
  email: string;
  emailed: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{intro}</p>
      <FormField id={`${id}-link`} label={label}>
        <Input id={`${id}-link`} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </FormField>
      <div>
        <CopyButton text={link} label="Copy link" failure="Select the link and copy it by hand." />
      </div>
      <p className="text-sm text-slate-700" role="status">
        {deliveryText(email, emailed)}
      </p>
      <div className="flex justify-end">
        <DialogClose asChild>
          <Button type="button">Done</Button>
        </DialogClose>
      </div>
    </div>
  );
}
