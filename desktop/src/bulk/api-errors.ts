import { ApiErrorSchema } from "@app/contract";

/**
 * Statuses after which the same request may well succeed a little later: no answer at all (0),
 * the app's own "server unreachable" answer or a proxy's (502, 504), a server that is up but
 * cannot serve yet (503: its database is down), or a request to slow down (408, 429).
 */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([0, 408, 429, 502, 503, 504]);

export const UNREACHABLE_MESSAGE = "Cannot reach the server";

/** A failed call: its message is the API's own `error` text, or the spec's `status: body`. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body = "",
  ) {
    super(message);
    this.name = "ApiCallError";
  }

  /** Worth waiting for and trying again, rather than reporting as failed. */
  get transient(): boolean {
    return TRANSIENT_STATUSES.has(this.status);
  }
}

/** The error for a non-2xx answer. */
export function errorFromAnswer(status: number, statusText: string, body: string): ApiCallError {
  return new ApiCallError(status, messageOf(status, statusText, body), body);
}

function messageOf(status: number, statusText: string, body: string): string {
  if (body.trimStart().startsWith("{")) {
    try {
      const parsed = ApiErrorSchema.safeParse(JSON.parse(body));
      if (parsed.success) return parsed.data.error;
    } catch {
      // not JSON after all: the generic rule below
    }
  }
  const text = body.trimStart().startsWith("<") ? "" : body.trim();
  const short = text.length > 300 ? `${text.slice(0, 300)}…` : text;
  return `${status}: ${short || statusText || "Request failed"}`;
}

/** No answer at all: the network or the server is down. */
export const unreachableError = (cause?: unknown): ApiCallError =>
  new ApiCallError(
    0,
    cause instanceof Error && cause.message && cause.name !== "TypeError"
      ? `${UNREACHABLE_MESSAGE} (${cause.message})`
      : UNREACHABLE_MESSAGE,
  );

export const isTransient = (error: unknown): boolean =>
  error instanceof ApiCallError ? error.transient : error instanceof TypeError;

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === "string" ? error : "Unknown error";
