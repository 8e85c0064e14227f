import { ContactFormSchema, QuoteFormSchema } from "@app/contract/forms";
import type { z } from "zod";

/** What a form sends once valid (the schema's output: trimmed, empty optionals dropped), or each field's message. */
export type Checked<Output> =
  | { values: Output; errors?: undefined }
  | { values?: undefined; errors: Record<string, string> };

/** A field's first message, as the API's answer names them. */
function checker<Schema extends z.ZodType>(schema: Schema) {
  return (values: Record<string, string>): Checked<z.output<Schema>> => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data };
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "");
      errors[field] ??= issue.message;
    }
    return { errors };
  };
}

/**
 * The forms' validation: the contract's own zod schemas, which the API validates with too.
 * Its own chunk (zod is most of it), fetched when a visitor starts on a form; see
 * `lazyValidator` in form-parts.tsx.
 */
export const checkQuote = checker(QuoteFormSchema);
export const checkContact = checker(ContactFormSchema);
