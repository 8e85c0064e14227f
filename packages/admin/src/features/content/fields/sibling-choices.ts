import { useWatch } from "react-hook-form";
import type { FieldSpec } from "../schema-fields.ts";
import type { SectionFormApi } from "./field-props.ts";

type ChoiceSpec = Extract<FieldSpec, { kind: "choice" }>;

/** The distinct, non-empty texts of a list value, in order. */
export function choicesIn(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const texts = value.filter((v): v is string => typeof v === "string" && v.trim() !== "");
  return [...new Set(texts)];
}

/**
 * What a choice offers: its fixed options (icons), or the texts of the list it follows in the
 * same form as they are typed now (a resource's category: the section's categories).
 */
export function useChoiceOptions(form: SectionFormApi, field: ChoiceSpec): readonly string[] {
  const source: unknown = useWatch({
    control: form.control,
    name: field.choicesFrom ?? "",
    disabled: field.choicesFrom === undefined,
  });
  return field.choicesFrom === undefined ? field.options : choicesIn(source);
}
