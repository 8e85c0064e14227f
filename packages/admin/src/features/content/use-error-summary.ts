import { useCallback, useEffect, useRef } from "react";
import { errorLine, flattenErrors } from "./error-place.ts";
import type { SummaryError } from "./error-summary.tsx";
import type { SectionFormApi } from "./fields/field-props.ts";
import type { FieldSpec } from "./schema-fields.ts";

/**
 * A generated form's error summary: every error of the form (its own checks and the server's),
 * named in the owner's words, and focus moved to it whenever a save is refused.
 * `names` gives list items their titles (a translation names them by their English).
 */
export function useErrorSummary(
  form: SectionFormApi,
  fields: readonly FieldSpec[],
  serverErrors: Record<string, string>,
  names?: unknown,
) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusSummary = useCallback(
    () => requestAnimationFrame(() => summaryRef.current?.focus()),
    [],
  );
  useEffect(() => {
    if (Object.keys(serverErrors).length > 0) focusSummary();
  }, [serverErrors, focusSummary]);
  const values = names ?? form.getValues();
  const errors: SummaryError[] = flattenErrors(form.formState.errors).map(({ path, message }) => ({
    path,
    line: errorLine(fields, path, message, values),
  }));
  return { summaryRef, focusSummary, errors };
}
