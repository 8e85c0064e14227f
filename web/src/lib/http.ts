import type { FormAnswer } from "@app/contract";

/**
 * A non-2xx answer. Its message is `status: body` (or the status text), as the spec says;
 * `serverError` and `fields` carry the API's `{ error, fields }` when the body is one.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  readonly serverError: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
    const parsed = parseApiError(body);
    this.serverError = parsed?.error;
    this.fields = parsed?.fields;
  }
}

/** The API's `{ error, fields? }` body, when that is what the body is. */
function parseApiError(
  body: string,
): { error: string; fields?: Record<string, string> } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const { error, fields } = value as { error?: unknown; fields?: unknown };
  if (typeof error !== "string") return undefined;
  const validFields =
    fields &&
    typeof fields === "object" &&
    Object.values(fields).every((v) => typeof v === "string")
      ? (fields as Record<string, string>)
      : undefined;
  return { error, ...(validFields && { fields: validFields }) };
}

/** An answer that arrived but says `success: false`. */
export class FormRejectedError extends Error {
  override name = "FormRejectedError";
}

export async function throwIfNotOk(response: Response): Promise<Response> {
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    throw new HttpError(response.status, response.statusText, body);
  }
  return response;
}

export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, {
    credentials: "include",
    headers: { accept: "application/json" },
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** POSTs a public form; resolves with the answer when it says success, throws otherwise. */
export async function postForm(
  path: "/api/quote" | "/api/contact",
  payload: Record<string, unknown>,
  failedFlag: string,
): Promise<FormAnswer> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(payload),
  });
  await throwIfNotOk(response);
  const body = (await response.json().catch(() => ({}))) as Partial<FormAnswer> | null;
  if (body?.success !== true) {
    throw new FormRejectedError(
      typeof body?.error === "string" && body.error ? body.error : failedFlag,
    );
  }
  return { success: true, ...(typeof body.message === "string" && { message: body.message }) };
}

/** The text a failure toast shows: the server's own error text, else the given default. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverError || fallback;
  if (error instanceof FormRejectedError) return error.message || fallback;
  return fallback;
}
