import { type ApiError, apiErrorMessages } from "@app/contract";
import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../app-env.ts";
import { errorForLog } from "../lib/error-for-log.ts";
import { HttpError } from "../lib/http-error.ts";
import type { Logger } from "../lib/logger.ts";

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
      path: c.get("pathForLog") ?? c.req.path,
      error: errorForLog(error),
    });
    return c.json(
      { error: `${apiErrorMessages.internal} (request ${requestId})` } satisfies ApiError,
      500,
    );
  };

export const notFoundHandler: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: apiErrorMessages.notFound } satisfies ApiError, 404);
