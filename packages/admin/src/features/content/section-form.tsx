import { type ReactNode, useCallback } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { ErrorSummary } from "./error-summary.tsx";
import { FIELD_GRID, Fields } from "./fields/fields.tsx";
import { useFollowRenamedChoices } from "./fields/follow-renamed-choices.ts";
import { type FieldSpec, mergeFormValues, toFormValues } from "./schema-fields.ts";
import { seoFormValues, seoGroupOf, withSavableSeo } from "./seo/seo-form-values.ts";
import { SeoPanel } from "./seo/seo-panel.tsx";
import { useContentForm } from "./use-content-form.ts";
import { useErrorSummary } from "./use-error-summary.ts";

type Content = Record<string, unknown>;

interface SectionFormProps {
  id: string;
  /** The section's name: a page's gets its "Search and sharing" panel. */
  section?: string;
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
  section,
  fields,
  schema,
  base,
  serverErrors,
  onDraftChange,
  onValidSubmit,
  children,
}: SectionFormProps) {
  const seo = seoGroupOf(section, fields);
  const toContent = useCallback(
    (values: FieldValues) => {
      const content = mergeFormValues(fields, base, values);
      return seo ? withSavableSeo(content) : content;
    },
    [fields, base, seo],
  );
  const form = useContentForm({
    schema,
    defaultValues: seo ? seoFormValues(toFormValues(fields, base)) : toFormValues(fields, base),
    toContent,
    serverErrors,
    onDraftChange,
  });
  useFollowRenamedChoices(form, fields);
  const { summaryRef, focusSummary, errors } = useErrorSummary(form, fields, serverErrors);

  return (
    <form
      noValidate
      aria-label="Section content"
      className="@container flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => onValidSubmit(toContent(values)), focusSummary)}
    >
      <ErrorSummary ref={summaryRef} formId={id} errors={errors} />
      <div className={FIELD_GRID}>
        <Fields form={form} formId={id} fields={seo ? fields.filter((f) => f !== seo) : fields} />
      </div>
      {seo && section ? (
        <SeoPanel form={form} formId={id} section={section} group={seo} toContent={toContent} />
      ) : null}
      {children}
    </form>
  );
}
