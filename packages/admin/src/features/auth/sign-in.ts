import { TotpRequiredSchema, toastMessages } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useAdminContext } from "../../admin-context.tsx";
import { ApiRequestError, errorDescription, isApiError } from "../../lib/api-error.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { sessionKey, sessionQuery } from "../../lib/session.ts";

/** "Try again in 12 minutes." from a 429's Retry-After header. */
export function retryHint(error: unknown): string | undefined {
  if (!isApiError(error, 429)) return undefined;
  const seconds = Number(error.headers?.get("retry-after"));
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "Try again in a minute." : `Try again in ${minutes} minutes.`;
}

/** What a failed sign-in says: the server's words (or the spec's), and when to try again. */
export const signInFailureText = (error: unknown): string =>
  [errorDescription(error, toastMessages.loginFailure.description), retryHint(error)]
    .filter(Boolean)
    .join(" ");

/**
 * The server's words when a correct password still needs the second step (a 401 marked
 * `totpRequired`): "enter the code", or why the code sent was refused. Undefined for any other
 * failure.
 */
export function totpRequiredMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return undefined;
  try {
    const parsed = TotpRequiredSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What every way of signing in does once the server has opened a session: say so, fetch again
 * what failed while the session was gone, and show the panel. The panel shows what the
 * person's role allows, which only GET /me tells: it is read before the panel shows.
 */
export function useSignedIn() {
  const { api, uiStore } = useAdminContext();
  const queryClient = useQueryClient();
  return async () => {
    notifySuccess(toastMessages.loginSuccess);
    uiStore.set({ sessionExpired: false });
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
    await queryClient.fetchQuery({ ...sessionQuery(api), staleTime: 0 });
  };
}
