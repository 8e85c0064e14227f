import {
  apiErrorMessages,
  FormLanguageSchema,
  type Language,
  SITE_TEXTS,
  type SiteText,
} from "@app/contract";
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { core, ZodType } from "zod";
import { HttpError } from "./http-error.ts";

/** Per-field messages, first issue per field, keyed by the field's dotted path. */
export function fieldErrors(issues: readonly core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_root";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** zod validation with our error shape: 400 `{ error, fields }` in the spec's wording. */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new HttpError(400, apiErrorMessages.validation, fieldErrors(result.error.issues));
    }
  });

/** The language a public form was filled in (its `lang` field); English when it says none. */
export const formLanguageOf = (body: unknown): Language =>
  (typeof body === "object" && body !== null
    ? FormLanguageSchema.parse((body as { lang?: unknown }).lang)
    : undefined) ?? "en";

/**
 * A public form's validation: the English schema gives the types and the values (the same in
 * every language); a refusal is worded in the language the form was filled in.
 */
export function validateForm<T extends ZodType>(schemaFor: (text: SiteText["validation"]) => T) {
  const schemas = new Map<Language, T>();
  const schemaIn = (language: Language) => {
    let schema = schemas.get(language);
    if (!schema) {
      schema = schemaFor(SITE_TEXTS[language].validation);
      schemas.set(language, schema);
    }
    return schema;
  };
  return zValidator("json", schemaIn("en"), (result) => {
    if (result.success) return;
    const language = formLanguageOf(result.data);
    const localized = schemaIn(language).safeParse(result.data);
    const issues = localized.success ? result.error.issues : localized.error.issues;
    throw new HttpError(400, SITE_TEXTS[language].answers.validation, fieldErrors(issues));
  });
}
