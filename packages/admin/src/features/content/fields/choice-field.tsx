import { errorId, FormField } from "@app/ui/components/form-field";
import { NativeSelect } from "@app/ui/components/native-select";
import { useWatch } from "react-hook-form";
import { errorAt, type FieldProps, fieldId } from "./field-props.ts";

/** One of a fixed set (an icon's name): the browser's own select. */
export function ChoiceField({ form, formId, field, path }: FieldProps<"choice">) {
  const id = fieldId(formId, path);
  const error = errorAt(form, path);
  const value: unknown = useWatch({ control: form.control, name: path });
  const known = typeof value === "string" && field.options.includes(value);
  return (
    <FormField id={id} label={field.label} error={error}>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        {...form.register(path)}
      >
        {known ? null : (
          <option value={typeof value === "string" ? value : ""}>
            {typeof value === "string" && value ? `${value} (not available)` : "Choose…"}
          </option>
        )}
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
