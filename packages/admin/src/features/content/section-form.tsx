import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { prettyJson } from "../../lib/line-diff.ts";
import { FIELD_GRID, Fields } from "./fields/fields.tsx";
import { type FieldSpec, mergeFormValues, toFormValues } from "./schema-fields.ts";

type Content = Record<string, unknown>;

interface SectionFormProps {
  id: string;
  fields: readonly FieldSpec[];
  schema: z.ZodType;
  /** The content the edit started from; properties without a field are kept as they are. */
  base: Content;
  /** Per-field messages from the server, keyed `content.<path>`. */
  serverErrors: Record<string, string>;
  /** Every change, as the JSON text the raw editor would show. */
  onDraftChange: (text: string) => void;
  onValidSubmit: (content: Content) => void;
  /** The form's buttons. */
  children: ReactNode;
}

/** The form of a section with a schema, generated from it. */
export function SectionForm({
  id,
  fields,
  schema,
  base,
  serverErrors,
  onDraftChange,
  onValidSubmit,
  children,
}: SectionFormProps) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: toFormValues(fields, base),
  });

  useEffect(() => {
    const subscription = form.watch((values) =>
      onDraftChange(prettyJson(mergeFormValues(fields, base, values))),
    );
    return () => subscription.unsubscribe();
  }, [form, fields, base, onDraftChange]);

  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrors)) {
      form.setError(path.replace(/^content\./, ""), { type: "server", message });
    }
  }, [form, serverErrors]);

  return (
    <form
      noValidate
      aria-label="Section content"
      className="@container flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => onValidSubmit(mergeFormValues(fields, base, values)))}
    >
      <div className={FIELD_GRID}>
        <Fields form={form} formId={id} fields={fields} />
      </div>
      {children}
    </form>
  );
}
