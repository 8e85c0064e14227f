import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error.ts";

declare module "@tanstack/react-query" {
  interface Register {
    /** `ignoreUnauthorized`: a 401 here is an answer (login, session check), not an expired session. */
    queryMeta: { ignoreUnauthorized?: boolean };
    /** `writesSite`: while one runs, closing the page asks first (see unsaved-work-guard.tsx). */
    mutationMeta: { ignoreUnauthorized?: boolean; writesSite?: boolean };
  }
}

/**
 * For a mutation whose variables or answer hold a secret (a password, a code, a TOTP key,
 * recovery codes): dropped from the mutation cache as soon as no component shows it, instead
 * of kept there for the default five minutes after the dialog or form has gone.
 */
export const FORGET_SECRETS = { gcTime: 0 } as const;

/**
 * The spec's data defaults (no retries, no refetch on focus or timer, never stale), and one
 * place that notices an expired session: any 401 from an admin call.
 */
export function createAdminQueryClient(onUnauthorized: () => void): QueryClient {
  const check = (error: unknown, ignore: boolean | undefined) => {
    if (!ignore && isApiError(error, 401)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => check(error, query.meta?.ignoreUnauthorized),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        check(error, mutation.meta?.ignoreUnauthorized),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
