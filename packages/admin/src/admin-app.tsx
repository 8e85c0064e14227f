import "./admin.css";
import { toastMessages } from "@app/contract";
import { Toaster } from "@app/ui/components/toaster";
import { TooltipProvider } from "@app/ui/components/tooltip";
import { toast } from "@app/ui/lib/toast-store";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { AdminContext, type AdminContextValue } from "./admin-context.tsx";
import { AuthGate } from "./app/auth-gate.tsx";
import { UnsavedWorkGuard } from "./app/unsaved-work-guard.tsx";
import { browserHistory, memoryHistory } from "./lib/admin-history.ts";
import { createApiClient } from "./lib/api-client.ts";
import { createDiscardStore } from "./lib/navigation.ts";
import { createAdminQueryClient } from "./lib/query-client.ts";
import { sessionKey } from "./lib/session.ts";
import { LOGGED_OUT_FLAG } from "./lib/sign-out.ts";
import { createUiStore } from "./lib/ui-state.ts";
import type { AdminAppProps } from "./platform.ts";

function createState(basePath: string | undefined) {
  const uiStore = createUiStore();
  const history =
    basePath !== undefined && typeof window !== "undefined"
      ? browserHistory(basePath)
      : memoryHistory();
  const discardStore = createDiscardStore();
  const queryClient = createAdminQueryClient(() => {
    // Only a session that existed can expire; the login form then says so and the drafts wait.
    if (!queryClient.getQueryData(sessionKey)) return;
    uiStore.set({ sessionExpired: true });
    queryClient.setQueryData(sessionKey, null);
  });
  return { uiStore, queryClient, history, discardStore };
}

/** The whole admin: login, panel, content, images, inbox. Hosts give it the API's base URL. */
export function AdminApp({ apiBaseUrl, basePath, platform }: AdminAppProps) {
  const [{ uiStore, queryClient, history, discardStore }] = useState(() => createState(basePath));
  const api = useMemo(() => createApiClient(apiBaseUrl), [apiBaseUrl]);
  const context = useMemo<AdminContextValue>(
    () => ({ api, apiBaseUrl, platform: platform ?? {}, uiStore, history, discardStore }),
    [api, apiBaseUrl, platform, uiStore, history, discardStore],
  );

  useEffect(() => {
    try {
      if (sessionStorage.getItem(LOGGED_OUT_FLAG) === null) return;
      sessionStorage.removeItem(LOGGED_OUT_FLAG);
    } catch {
      return;
    }
    toast({ ...toastMessages.logoutSuccess, variant: "success" });
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <AdminContext.Provider value={context}>
        <TooltipProvider>
          <UnsavedWorkGuard />
          <AuthGate />
          <Toaster />
        </TooltipProvider>
      </AdminContext.Provider>
    </QueryClientProvider>
  );
}
