/**
 * The public site's two kinds of call. A non-2xx answer throws the API error type every client
 * shares (`@app/contract/api-error`: zod-free, so it costs the public bundle only its own few
 * lines); an answer that arrived but says `success: false` throws FormRejectedError.
 */
import type { FormAnswer } from "@app/contract";
import { apiErrorMessage, throwIfNotOk } from "@app/contract/api-error";

/** An answer that arrived but says `success: false`. */
export class FormRejectedError extends Error {
  override name = "FormRejectedError";
}

export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, {
    credentials: "include",
    headers: { accept: "application/json" },
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/**
 * POSTs a public form; resolves with the answer when it says success, throws otherwise. The
 * values go as JSON; a FormData (a quote with files) as `multipart/form-data`, its boundary
 * set by the browser.
 */
export async function postForm(
  path: "/api/quote" | "/api/contact",
  payload: Record<string, unknown> | FormData,
  failedFlag: string,
): Promise<FormAnswer> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    ...(payload instanceof FormData
      ? { headers: { accept: "application/json" }, body: payload }
      : {
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(payload),
        }),
  });
  await throwIfNotOk(response);
  const body = (await response.json().catch(() => ({}))) as Partial<FormAnswer> | null;
  if (body?.success !== true) {
    throw new FormRejectedError(
      typeof body?.error === "string" && body.error ? body.error : failedFlag,
    );
  }
  return {
    success: true,
    ...(typeof body.message === "string" && { message: body.message }),
    ...(typeof body.reference === "string" && { reference: body.reference }),
  };
}

/** The text a failure toast shows: the server's own error text, else the given default. */
export function failureText(error: unknown, fallback: string): string {
  const own = apiErrorMessage(error);
  if (own) return own;
  if (error instanceof FormRejectedError) return error.message || fallback;
  return fallback;
}
