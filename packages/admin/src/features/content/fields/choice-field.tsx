import { errorId, FormField } from "@app/ui/components/form-field";
import { NativeSelect } from "@app/ui/components/native-select";
import { useWatch } from "react-hook-form";
import { errorAt, type FieldProps, fieldId } from "./field-props.ts";
import { useChoiceOptions } from "./sibling-choices.ts";

/** One of a set (an icon's name, a resource's category): the browser's own select. */
export function ChoiceField({ form, formId, field, path }: FieldProps<"choice">) {
  const id = fieldId(formId, path);
  const error = errorAt(form, path);
  const value: unknown = useWatch({ control: form.control, name: path });
  const options = useChoiceOptions(form, field);
  const known = typeof value === "string" && options.includes(value);
  return (
    <FormField id={id} label={field.label} error={error}>
      <NativeSelect
        // Options that follow a list redraw the select, so it shows a value renamed with them.
        key={field.choicesFrom === undefined ? undefined : options.join("\n")}
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
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
