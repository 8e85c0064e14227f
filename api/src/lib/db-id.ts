import { apiErrorMessages } from "@app/contract";
import { zValidator } from "@hono/zod-validator";
import { type ZodType, z } from "zod";
import { HttpError } from "./http-error.ts";
import { hasUnsafePathCharacter } from "./unsafe-path.ts";

/** The largest value of a PostgreSQL integer column (ids, versions). */
export const MAX_DB_INTEGER = 2_147_483_647;

/** An id or version in a path: digits as written (no sign, exponent or hex), within the column. */
export const DbIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= MAX_DB_INTEGER);

/**
 * The one rule for a route's path parameters: a path that names nothing that could exist
 * (`/admin/submissions/abc`, or a NUL the database would choke on) is not found, as one that
 * names nothing that does: 404 with the resource's own not-found message. A body's bad field
 * stays a 400 that names it.
 */
export const pathParams = <T extends ZodType>(
  schema: T,
  notFound: string = apiErrorMessages.notFound,
) =>
  zValidator(
    "param",
    schema,
    (result) => {
      if (!result.success) throw new HttpError(404, notFound);
    },
    {
      validationFunction: (checked: T, params: unknown) => {
        const values = Object.values(params as Record<string, unknown>);
        if (values.some((value) => typeof value === "string" && hasUnsafePathCharacter(value))) {
          throw new HttpError(404, notFound);
        }
        // zod's own result; typed through a conditional TypeScript cannot resolve generically.
        return checked.safeParseAsync(params) as never;
      },
    },
  );
