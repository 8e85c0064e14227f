/**
 * The admin's side of the API error type: the type and its helpers are the contract's, shared
 * with the public site and the desktop app (`@app/contract/api-error`, decision 022); how a
 * failure is shown lives here (the desktop's Bulk Replace shows its failures the same way).
 */
import { ApiRequestError, errorText } from "@app/contract/api-error";

export {
  ApiRequestError,
  errorFields,
  errorText,
  isApiError,
  responseError,
} from "@app/contract/api-error";

const MAX_SHOWN = 300;

/**
 * The text a toast shows for a failure: the API's own message when it sent one (spec: "message,
 * or <fallback>"); for any other failed answer the rule's `status: body` text, with an HTML
 * error page (a proxy's) replaced by the status text and a long body cut short; for a network
 * failure the spec's fallback.
 */
export function errorDescription(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.apiError?.error) return error.apiError.error;
  const body = error.body.trim();
  const text = errorText(
    error.status,
    body.startsWith("<") ? "" : body,
    error.statusText || "Request failed",
  );
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}
