import type { FieldSpec } from "../schema-fields.ts";
import { ChoiceField } from "./choice-field.tsx";
import type { SectionFormApi } from "./field-props.ts";
import { NumberField } from "./number-field.tsx";
import { ObjectListField } from "./object-list-field.tsx";
import { ReferenceField } from "./reference-field.tsx";
import { StringListField } from "./string-list-field.tsx";
import { TextField } from "./text-field.tsx";
import { YesNoField } from "./yes-no-field.tsx";

interface FieldsProps {
  form: SectionFormApi;
  formId: string;
  fields: readonly FieldSpec[];
  /** The path of the list item these fields belong to; empty at the form's root. */
  prefix?: string;
}

/** Fields side by side where the form is wide enough (a container query: the preview may sit beside it). */
export const FIELD_GRID = "grid gap-4 @2xl:grid-cols-2";

/** The generated controls of a set of fields, each by its kind. */
export function Fields({ form, formId, fields, prefix = "" }: FieldsProps) {
  return fields.map((field) => {
    const path = prefix ? `${prefix}.${field.path}` : field.path;
    const props = { form, formId, path };
    switch (field.kind) {
      case "text":
        return <TextField key={path} {...props} field={field} />;
      case "number":
        return <NumberField key={path} {...props} field={field} />;
      case "yesNo":
        return <YesNoField key={path} {...props} field={field} />;
      case "choice":
        return <ChoiceField key={path} {...props} field={field} />;
      case "reference":
        return <ReferenceField key={path} {...props} field={field} />;
      case "list":
        return <StringListField key={path} {...props} field={field} />;
      case "objectList":
        return <ObjectListField key={path} {...props} field={field} />;
      default:
        return (
          <fieldset
            key={path}
            className="col-span-full min-w-0 rounded-lg border border-slate-200 p-4"
          >
            <legend className="px-1 text-sm font-semibold text-brand-900">{field.label}</legend>
            <div className={FIELD_GRID}>
              <Fields form={form} formId={formId} fields={field.fields} prefix={prefix} />
            </div>
          </fieldset>
        );
    }
  });
}
