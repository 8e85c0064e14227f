/**
 * The one error type of every API client (web, admin, desktop): a non-2xx answer of the API.
 * Its message follows the spec's rule (`status: body`, or the status text for an empty body);
 * the body is parsed here and nowhere else.
 *
 * No zod on purpose: the public site imports this (`@app/contract/api-error`) into the
 * JavaScript every visit loads (decision 007). `parseApiError` checks the same shape as
 * `ApiErrorSchema` by hand; `api-error.test.ts` holds the two to the same answers.
 */
import type { ApiError } from "../errors.ts";

/** The spec's rule for every failed call: the status code, a colon, a space, then the body (or the status text). */
export function errorText(status: number, body: string, statusText: string): string {
  return `${status}: ${body || statusText}`;
}

/** The body as JSON, or undefined when it is not JSON (an HTML error page, plain text, nothing). */
function parseJson(body: string): unknown {
  const start = body.trimStart()[0];
  if (start !== "{" && start !== "[") return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ error, fields? }` when the value has that shape (`ApiErrorSchema`), else undefined. */
function apiErrorOf(value: unknown): ApiError | undefined {
  if (!isRecord(value) || typeof value.error !== "string") return undefined;
  const { error, fields } = value;
  if (fields === undefined) return { error };
  if (!isRecord(fields) || !Object.values(fields).every((v) => typeof v === "string")) {
    return undefined;
  }
  return { error, fields: fields as Record<string, string> };
}

/** The API's `{ error, fields? }` in a body, when that is what the body is. */
export const parseApiError = (body: string): ApiError | undefined => apiErrorOf(parseJson(body));

/**
 * Statuses after which the same request may well succeed a little later: a request to slow
 * down (408, 429), a proxy that could not reach the server (502, 504), a server that is up but
 * cannot serve yet (503: its database is down). A client decides itself what to do with them.
 */
export const TRANSIENT_STATUSES: ReadonlySet<number> = /* @__PURE__ */ new Set([
  408, 429, 502, 503, 504,
]);

/** A non-2xx answer of the API. Its message follows the spec's rule; `apiError` is the parsed `{ error, fields }`. */
export class ApiRequestError extends Error {
  /** The body as JSON, for answers that carry more than `{ error, fields }` (a 409's usage). */
  readonly json: unknown;
  readonly apiError: ApiError | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
    readonly statusText: string,
    readonly headers?: Headers,
  ) {
    super(errorText(status, body, statusText));
    this.name = "ApiRequestError";
    this.json = parseJson(body);
    this.apiError = apiErrorOf(this.json);
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

/** The response itself when it is a 2xx; an ApiRequestError thrown otherwise. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (!response.ok) throw await responseError(response);
  return response;
}

export const isApiError = (error: unknown, status?: number): error is ApiRequestError =>
  error instanceof ApiRequestError && (status === undefined || error.status === status);

/** The API's own words for a failure (its `error`), when it sent them. */
export const apiErrorMessage = (error: unknown): string | undefined =>
  error instanceof ApiRequestError ? error.apiError?.error || undefined : undefined;

/** A failed answer worth trying again a little later (see TRANSIENT_STATUSES). */
export const isTransientError = (error: unknown): boolean =>
  error instanceof ApiRequestError && TRANSIENT_STATUSES.has(error.status);

/** Per-field messages of a 400, keyed by the field's dotted path; {} for any other failure. */
export const errorFields = (error: unknown): Record<string, string> =>
  error instanceof ApiRequestError ? (error.apiError?.fields ?? {}) : {};
