import { errorId, FormField } from "@app/ui/components/form-field";
import { Controller } from "react-hook-form";
import { errorAt, type FieldProps, fieldId } from "./field-props.ts";
import { ReferenceSelect } from "./reference-select.tsx";

export function ReferenceField({ form, formId, field, path }: FieldProps<"reference">) {
  const id = fieldId(formId, path);
  const error = errorAt(form, path);
  return (
    <FormField id={id} label={field.label} error={error}>
      <Controller
        control={form.control}
        name={path}
        render={({ field: control }) => (
          <ReferenceSelect
            id={id}
            target={field.target}
            value={typeof control.value === "string" ? control.value : ""}
            onChange={control.onChange}
            onBlur={control.onBlur}
            invalid={error !== undefined}
            describedBy={error ? errorId(id) : undefined}
          />
        )}
      />
    </FormField>
  );
}
