import { ALT_TEXT_MAX_LENGTH } from "@app/contract";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Textarea } from "@app/ui/components/input";
import { Label } from "@app/ui/components/label";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ImageDetailsInput } from "./image-details-form.tsx";

/**
 * The alt text with its decorative box. A decorative picture gets alt="" on every page and the
 * server drops its text, so the text box rests while the box is ticked.
 */
export function AltTextFields({ form }: { form: UseFormReturn<ImageDetailsInput> }) {
  const id = useId();
  const altId = `${id}-alt`;
  const altHelpId = `${id}-alt-help`;
  const decorativeId = `${id}-decorative`;
  const decorativeHelpId = `${id}-decorative-help`;
  const decorative = form.watch("decorative") === true;
  const altLength = form.watch("alt")?.length ?? 0;
  const error = form.formState.errors.alt?.message;
  return (
    <div className="flex flex-col gap-4">
      <FormField id={altId} label="Alt text" error={error}>
        <Textarea
          id={altId}
          rows={4}
          maxLength={ALT_TEXT_MAX_LENGTH}
          className="min-h-24"
          placeholder={decorative ? "Not needed: the picture is decorative" : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId(altId)} ${altHelpId}` : altHelpId}
          {...form.register("alt", { disabled: decorative })}
        />
        <p id={altHelpId} className="flex justify-between gap-3 text-xs text-slate-500">
          <span>What the picture shows, for people who cannot see it.</span>
          <span className="shrink-0 tabular-nums">
            {altLength}/{ALT_TEXT_MAX_LENGTH}
          </span>
        </p>
      </FormField>
      <div className="flex items-start gap-2.5">
        <input
          id={decorativeId}
          type="checkbox"
          aria-describedby={decorativeHelpId}
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700"
          {...form.register("decorative", { deps: "alt" })}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={decorativeId} className="cursor-pointer leading-snug">
            Decorative (shows nothing a reader needs)
          </Label>
          <p id={decorativeHelpId} className="text-xs text-slate-500">
            Pages then give it an empty alt, so screen readers pass over it.
          </p>
        </div>
      </div>
    </div>
  );
}
