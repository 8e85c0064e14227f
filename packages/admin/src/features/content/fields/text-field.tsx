import { errorId, FormField } from "@app/ui/components/form-field";
import { Input, Textarea } from "@app/ui/components/input";
import { errorAt, type FieldProps, fieldId } from "./field-props.ts";

export function TextField({ form, formId, field, path }: FieldProps<"text">) {
  const id = fieldId(formId, path);
  const error = errorAt(form, path);
  const helpId = field.help ? `${id}-help` : undefined;
  const describedBy = [helpId, error ? errorId(id) : undefined].filter(Boolean).join(" ");
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    ...form.register(path),
  };
  return (
    <FormField
      id={id}
      label={field.label}
      error={error}
      className={field.multiline ? "col-span-full" : undefined}
    >
      {field.multiline ? (
        <Textarea rows={4} {...common} />
      ) : (
        <Input
          type={field.format === "email" ? "email" : "text"}
          inputMode={field.format === "url" ? "url" : undefined}
          placeholder={field.format === "url" ? "https://… or #" : undefined}
          {...common}
        />
      )}
      {field.help ? (
        <p id={helpId} className="text-sm text-slate-600">
          {field.help}
        </p>
      ) : null}
    </FormField>
  );
}
