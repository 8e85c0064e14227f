import { apiErrorMessages } from "@app/contract";
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
