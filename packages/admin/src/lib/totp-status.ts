import { useQuery } from "@tanstack/react-query";
import { useAdminApi } from "../admin-context.tsx";
import { readJson } from "./api-client.ts";

export const totpStatusKey = ["account", "totp"] as const;

/**
 * Whether two-step sign-in is on, and how many recovery codes are left: asked again each time
 * a screen that needs it opens (another device may have changed it meanwhile).
 */
export function useTotpStatus() {
  const api = useAdminApi();
  return useQuery({
    queryKey: totpStatusKey,
    queryFn: () => readJson(api.admin.totp.$get()),
    refetchOnMount: "always",
  });
}
