import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { errorAt, type FieldProps, fieldId } from "./field-props.ts";

/** A whole number; an empty box stays empty so the schema can say it is missing. */
export function NumberField({ form, formId, field, path }: FieldProps<"number">) {
  const id = fieldId(formId, path);
  const error = errorAt(form, path);
  return (
    <FormField id={id} label={field.label} error={error}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={field.min}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        {...form.register(path, {
          setValueAs: (value: unknown) =>
            value === "" || value === undefined || value === null ? undefined : Number(value),
        })}
      />
    </FormField>
  );
}
