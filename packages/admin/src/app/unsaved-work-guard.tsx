import { useIsMutating } from "@tanstack/react-query";
import { useUiState } from "../admin-context.tsx";
import { useLeaveGuard } from "../lib/leave-guard.ts";
import { hasUnsavedChanges } from "../lib/ui-state.ts";

/**
 * Asks before the page closes while an edit is unsaved or a change to the site is still being
 * sent. A reload keeps the draft (sessionStorage), but closing the tab or window would not.
 * Sits above the login gate: an expired session keeps the draft waiting too.
 */
export function UnsavedWorkGuard() {
  const editing = useUiState((state) => hasUnsavedChanges(state.contentDraft));
  const sending = useIsMutating({ predicate: (mutation) => mutation.meta?.writesSite === true });
  useLeaveGuard(editing || sending > 0);
  return null;
}
