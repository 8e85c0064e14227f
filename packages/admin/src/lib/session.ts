import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAdminApi } from "../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "./api-client.ts";
import { isApiError } from "./api-error.ts";

export const sessionKey = ["session"] as const;

export type AdminSession = SuccessJson<Awaited<ReturnType<ApiClient["admin"]["me"]["$get"]>>>;

/** The current admin, or null when there is no session. Any other failure is an error (login form too). */
export const sessionQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: async (): Promise<AdminSession | null> => {
      try {
        return await readJson(api.admin.me.$get());
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    meta: { ignoreUnauthorized: true },
  });

export function useSession() {
  return useQuery(sessionQuery(useAdminApi()));
}
