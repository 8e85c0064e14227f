import {
  apiErrorMessages,
  FormLanguageSchema,
  fieldErrors,
  type Language,
  SITE_TEXTS,
  type SiteText,
} from "@app/contract";
import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler, ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { HttpError } from "./http-error.ts";
import { type ControlCharacters, guardInput } from "./input-guard.ts";

/** Bounds depth and checks control characters (input-guard.ts) before the schema sees a value. */
const guarded = <T extends ZodType>(controls: ControlCharacters) => ({
  validationFunction: (schema: T, value: unknown) =>
    // zod's own result; the library types it through a conditional TypeScript cannot resolve
    // for a generic schema.
    schema.safeParseAsync(guardInput(value, controls)) as never,
});

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * A JSON content type with no body at all (many HTTP clients send one on every POST) reads as
 * no body, `{}`, as it does without the header: a route taking no body or an optional one
 * accepts it, and one that needs a body names the missing fields instead of "malformed JSON".
 */
async function emptyJsonAsNoBody(c: Context): Promise<void> {
  if (!JSON_MEDIA_TYPE.test(c.req.header("content-type") ?? "")) return;
  // Hono parses JSON from its cached text, which it keeps as a promise (typed as the value).
  if ((await c.req.text()).trim() === "") {
    Object.assign(c.req.bodyCache, { text: Promise.resolve("{}") });
  }
}

/** Runs emptyJsonAsNoBody before a JSON validator, keeping the validator's types. */
function withEmptyJsonAsNoBody<M extends MiddlewareHandler>(validator: M): M {
  return (async (c, next) => {
    await emptyJsonAsNoBody(c);
    return validator(c, next);
  }) as M;
}

/**
 * zod validation with our error shape: 400 `{ error, fields }` in the spec's wording. Text
 * holding control characters is refused: an administrator sees exactly what was not saved.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) => {
  const validator = zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) {
        throw new HttpError(400, apiErrorMessages.validation, fieldErrors(result.error.issues));
      }
    },
    guarded<T>("refuse"),
  );
  return target === "json" ? withEmptyJsonAsNoBody(validator) : validator;
};

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
  // A visitor's stray control character (pasted from another program) is dropped rather than
  // costing us the lead.
  const validator = zValidator(
    "json",
    schemaIn("en"),
    (result) => {
      if (result.success) return;
      const language = formLanguageOf(result.data);
      const localized = schemaIn(language).safeParse(result.data);
      const issues = localized.success ? result.error.issues : localized.error.issues;
      throw new HttpError(400, SITE_TEXTS[language].answers.validation, fieldErrors(issues));
    },
    guarded<T>("strip"),
  );
  return withEmptyJsonAsNoBody(validator);
}
