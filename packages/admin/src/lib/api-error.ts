import { type ApiError, ApiErrorSchema } from "@app/contract";

/** The spec's rule for every failed call: the status code, a colon, a space, then the body (or the status text). */
export function errorText(status: number, body: string, statusText: string): string {
  return `${status}: ${body || statusText}`;
}

/** A non-2xx answer of the API. Its message follows the spec's rule; `apiError` is the parsed `{ error, fields }`. */
export class ApiRequestError extends Error {
  readonly apiError: ApiError | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
    readonly statusText: string,
    readonly headers?: Headers,
  ) {
    super(errorText(status, body, statusText));
    this.name = "ApiRequestError";
    this.apiError = parseApiError(body);
  }
}

function parseApiError(body: string): ApiError | undefined {
  if (!body.startsWith("{")) return undefined;
  try {
    const parsed = ApiErrorSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a failed response into an ApiRequestError (never throws itself). */
export async function responseError(response: Response): Promise<ApiRequestError> {
  let body = "";
  try {
    body = await response.text();
  } catch {
    // The body could not be read: the status text stands in, as the rule allows.
  }
  return new ApiRequestError(response.status, body, response.statusText, response.headers);
}

export const isApiError = (error: unknown, status?: number): error is ApiRequestError =>
  error instanceof ApiRequestError && (status === undefined || error.status === status);

const MAX_SHOWN = 300;

/**
 * The text a toast shows for a failure: the API's own message when it sent one (spec: "message,
 * or <fallback>"); for any other failed answer the rule's `status: body` text; for a network
 * failure the spec's fallback.
 */
export function errorDescription(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.apiError?.error) return error.apiError.error;
  const looksLikeMarkup = error.body.trimStart().startsWith("<");
  const text = looksLikeMarkup
    ? errorText(error.status, "", error.statusText || "Request failed")
    : error.message;
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/** Per-field messages of a 400, keyed by the field's dotted path. */
export const errorFields = (error: unknown): Record<string, string> =>
  error instanceof ApiRequestError ? (error.apiError?.fields ?? {}) : {};
