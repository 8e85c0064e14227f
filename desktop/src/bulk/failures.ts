/**
 * What Bulk Replace makes of a failed call: wait for the server and try again, or report the
 * file as failed, and in which words. The error type of a failed answer is the one every
 * client shares (`ApiRequestError`, `@app/contract/api-error`), shown in the admin's words
 * (`errorDescription`); this is only desktop policy.
 */
import { errorDescription } from "@app/admin/api-error";
import { ApiRequestError, isTransientError } from "@app/contract/api-error";

export const UNREACHABLE_MESSAGE = "Cannot reach the server";

/**
 * No answer at all: the network or the server is down. What an XMLHttpRequest reports as an
 * error or a timeout (fetch throws a TypeError instead).
 */
export class UnreachableError extends Error {
  constructor(message = UNREACHABLE_MESSAGE) {
    super(message);
    this.name = "UnreachableError";
  }
}

/**
 * True when a failure means the server cannot be reached now, not that it refused the request:
 * no answer at all, or an answer with a transient status (the app's own "cannot reach the
 * server" 502, a proxy's 502 or 504, 503 while the server's database is down, 408, 429).
 * The request may well succeed later; whether it reached the server is unknown.
 */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof UnreachableError || error instanceof TypeError || isTransientError(error);

/** Any error's own message (a file that could not be read, a dialog that failed). */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === "string" ? error : "Unknown error";

/** A failed call in words, for a report row or the "cannot be reached" notice. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiRequestError) return errorDescription(error, UNREACHABLE_MESSAGE);
  if (error instanceof TypeError) return UNREACHABLE_MESSAGE;
  return errorMessage(error);
}
