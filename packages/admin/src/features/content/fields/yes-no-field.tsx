import { errorId, FieldError } from "@app/ui/components/form-field";
import { errorAt, type FieldProps, fieldId } from "./field-props.ts";

/** A setting that is on or off: a checkbox with its words beside it, and its help below. */
export function YesNoField({ form, formId, field, path }: FieldProps<"yesNo">) {
  const id = fieldId(formId, path);
  const error = errorAt(form, path);
  const helpId = field.help ? `${id}-help` : undefined;
  const describedBy = [helpId, error ? errorId(id) : undefined].filter(Boolean).join(" ");
  return (
    <div className="col-span-full flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className="flex w-fit cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800"
      >
        <input
          id={id}
          type="checkbox"
          className="size-4 cursor-pointer accent-brand-700"
          aria-describedby={describedBy || undefined}
          {...form.register(path)}
        />
        {field.label}
      </label>
      {field.help ? (
        <p id={helpId} className="pl-6.5 text-sm text-slate-600">
          {field.help}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
