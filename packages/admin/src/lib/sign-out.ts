import { toastMessages } from "@app/contract";
import { toast } from "@app/ui/lib/toast-store";
import { useMutation } from "@tanstack/react-query";
import { useAdminContext } from "../admin-context.tsx";
import { readJson } from "./api-client.ts";
import { isApiError } from "./api-error.ts";
import { reloadWithoutAsking } from "./leave-guard.ts";

/** Set before the reload that follows a logout; the reloaded app shows the success toast. */
export const LOGGED_OUT_FLAG = "app-admin:logged-out";

/**
 * Signing out: this session, or with `everywhere` every session of the account (this one
 * too). Then the app starts again from the login form, which says it worked.
 */
export function useSignOut({ everywhere = false }: { everywhere?: boolean } = {}) {
  const { api, uiStore } = useAdminContext();
  const afterLogout = () => {
    uiStore.clear();
    try {
      sessionStorage.setItem(LOGGED_OUT_FLAG, "1");
    } catch {
      // Without storage the toast is simply not shown after the reload.
    }
    reloadWithoutAsking();
  };
  return useMutation({
    mutationFn: () =>
      readJson(api.admin.logout.$post(everywhere ? { json: { everywhere: true } } : undefined)),
    meta: { ignoreUnauthorized: true },
    onSuccess: afterLogout,
    // A session that already ended is as good as a logout.
    onError: (error) =>
      isApiError(error, 401)
        ? afterLogout()
        : toast({ ...toastMessages.logoutFailure, variant: "destructive" }),
  });
}
