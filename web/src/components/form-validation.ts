import { fieldErrors } from "@app/contract/field-errors";
import { contactFormSchema, quoteFormSchema } from "@app/contract/forms";
import type { SiteText } from "@app/contract/site-text-en";
import type { z } from "zod";

/** What a form sends once valid (the schema's output: trimmed, empty optionals dropped), or each field's message. */
export type Checked<Output> =
  | { values: Output; errors?: undefined }
  | { values?: undefined; errors: Record<string, string> };

type Validation = SiteText["validation"];

/** A field's first message, as the API's answer names them, in the page's language. */
function checker<Schema extends z.ZodType>(schemaFor: (text: Validation) => Schema) {
  const schemas = new WeakMap<Validation, Schema>();
  return (values: Record<string, string>, text: SiteText): Checked<z.output<Schema>> => {
    let schema = schemas.get(text.validation);
    if (!schema) {
      schema = schemaFor(text.validation);
      schemas.set(text.validation, schema);
    }
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data };
    return { errors: fieldErrors(result.error.issues) };
  };
}

/**
 * The forms' validation: the contract's own zod schemas, which the API validates with too.
 * Its own chunk (zod is most of it), fetched when a visitor starts on a form; see
 * `lazyValidator` in form-parts.tsx.
 */
export const checkQuote = checker(quoteFormSchema);
export const checkContact = checker(contactFormSchema);
