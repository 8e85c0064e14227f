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
import { createApiClient } from "./lib/api-client.ts";
import { createAdminQueryClient } from "./lib/query-client.ts";
import { sessionKey } from "./lib/session.ts";
import { LOGGED_OUT_FLAG } from "./lib/sign-out.ts";
import { createUiStore } from "./lib/ui-state.ts";
import type { AdminAppProps } from "./platform.ts";

function createState() {
  const uiStore = createUiStore();
  const queryClient = createAdminQueryClient(() => {
    // Only a session that existed can expire; the login form then says so and the drafts wait.
    if (!queryClient.getQueryData(sessionKey)) return;
    uiStore.set({ sessionExpired: true });
    queryClient.setQueryData(sessionKey, null);
  });
  return { uiStore, queryClient };
}

/** The whole admin: login, panel, content, images, inbox. Hosts give it the API's base URL. */
export function AdminApp({ apiBaseUrl, platform }: AdminAppProps) {
  const [{ uiStore, queryClient }] = useState(createState);
  const api = useMemo(() => createApiClient(apiBaseUrl), [apiBaseUrl]);
  const context = useMemo<AdminContextValue>(
    () => ({ api, apiBaseUrl, platform: platform ?? {}, uiStore }),
    [api, apiBaseUrl, platform, uiStore],
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
