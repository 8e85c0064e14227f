import { type ApiError, apiErrorMessages } from "@app/contract";
import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../app-env.ts";
import { HttpError } from "../lib/http-error.ts";
import type { Logger } from "../lib/logger.ts";

/**
 * An error as a log line may hold it: its kind, message and stack, with a failed query's
 * parameters (a visitor's name, e-mail and message) left out. Request bodies are never logged.
 */
export function errorForLog(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const withoutParams = (text: string) =>
    text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: (withheld)");
  const stack = withoutParams(error.stack ?? `${error.name}: ${error.message}`);
  const cause = error.cause instanceof Error ? `\ncaused by ${errorForLog(error.cause)}` : "";
  return stack + cause;
}

/** Turns every failure into `{ error, fields? }`; a stack trace never reaches the client. */
export const errorHandler =
  (logger: Logger): ErrorHandler<AppEnv> =>
  (error, c) => {
    if (error instanceof HttpError) {
      const body: ApiError = {
        error: error.message,
        ...(error.fields && { fields: error.fields }),
      };
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException) {
      // Hono's own: malformed JSON (400), body limit (413) and the like.
      const message =
        error.status === 400 && /json/i.test(error.message)
          ? apiErrorMessages.invalidJsonBody
          : error.status === 413
            ? apiErrorMessages.tooLarge
            : error.message || apiErrorMessages.internal;
      return c.json({ error: message } satisfies ApiError, error.status);
    }
    const requestId = c.get("requestId");
    logger.error("unhandled error", {
      requestId,
      clientRequestId: c.get("clientRequestId"),
      method: c.req.method,
      path: c.req.path,
      error: errorForLog(error),
    });
    return c.json(
      { error: `${apiErrorMessages.internal} (request ${requestId})` } satisfies ApiError,
      500,
    );
  };

export const notFoundHandler: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: apiErrorMessages.notFound } satisfies ApiError, 404);
