import { z } from "zod";

/** Every non-2xx answer of the API has this shape. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The statuses the API answers with, and what each means. */
export const API_ERROR_STATUSES = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  rateLimited: 429,
  internal: 500,
  unavailable: 503,
} as const;
