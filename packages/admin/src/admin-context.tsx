import { createContext, useContext } from "react";
import type { AdminHistory } from "./lib/admin-history.ts";
import type { ApiClient } from "./lib/api-client.ts";
import type { DiscardStore } from "./lib/navigation.ts";
import { type AdminUiState, type UiStore, useUiSelector } from "./lib/ui-state.ts";
import type { AdminPlatformExtras } from "./platform.ts";

export interface AdminContextValue {
  api: ApiClient;
  apiBaseUrl: string;
  platform: AdminPlatformExtras;
  uiStore: UiStore;
  /** Where the admin is: the browser's address under the host's base path, or memory. */
  history: AdminHistory;
  discardStore: DiscardStore;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdminContext(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("Admin hooks are used inside <AdminApp>");
  return value;
}

/** The typed API client of the surrounding AdminApp. */
export const useAdminApi = (): ApiClient => useAdminContext().api;

export function useUiState<T>(select: (state: AdminUiState) => T): T {
  return useUiSelector(useAdminContext().uiStore, select);
}
