import { type FieldValues, get, type UseFormReturn } from "react-hook-form";
import type { FieldSpec } from "../schema-fields.ts";

export type SectionFormApi = UseFormReturn<FieldValues>;

/** What every generated field gets: the form, the form's id, its spec and its full path. */
export interface FieldProps<K extends FieldSpec["kind"] = FieldSpec["kind"]> {
  form: SectionFormApi;
  formId: string;
  field: Extract<FieldSpec, { kind: K }>;
  /** The field's path in the form's values, list indexes included (`groups.2.title`). */
  path: string;
}

/** A DOM id for a field's control, unique in the page. */
export const fieldId = (formId: string, path: string) => `${formId}-${path.replace(/\./g, "-")}`;

export function errorAt(form: SectionFormApi, path: string): string | undefined {
  const error: { message?: unknown } | undefined = get(form.formState.errors, path);
  return typeof error?.message === "string" ? error.message : undefined;
}

/** Whether anything under this path has an error (a list item with a wrong field). */
export const hasErrorUnder = (form: SectionFormApi, path: string): boolean =>
  get(form.formState.errors, path) !== undefined;

/** Focuses an element once React has drawn it. */
export const focusSoon = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());
