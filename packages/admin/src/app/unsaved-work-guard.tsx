import { useIsMutating } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAdminContext, useUiState } from "../admin-context.tsx";
import { useLeaveGuard } from "../lib/leave-guard.ts";
import { draftName, leavesUnsavedDraft } from "../lib/navigation.ts";
import { hasUnsavedChanges } from "../lib/ui-state.ts";
import { DiscardChangesDialog } from "./discard-changes-dialog.tsx";

/**
 * Asks before the page closes while an edit is unsaved or a change to the site is still being
 * sent. A reload keeps the draft (sessionStorage), but closing the tab or window would not.
 * Inside the admin, Back and Forward away from an unsaved edit ask too ("Discard your changes
 * to ...?"), as do the admin's own links and Cancel (through useNavigate and useAskDiscard).
 * Sits above the login gate: an expired session keeps the draft waiting too.
 */
export function UnsavedWorkGuard() {
  const { history, uiStore, discardStore } = useAdminContext();
  const editing = useUiState((state) => hasUnsavedChanges(state.contentDraft));
  const sending = useIsMutating({ predicate: (mutation) => mutation.meta?.writesSite === true });
  useLeaveGuard(editing || sending > 0);

  useEffect(() => {
    history.setBlocker((to) => {
      const draft = leavesUnsavedDraft(uiStore, history.path(), to);
      if (!draft) return false;
      discardStore.set({
        name: draftName(draft),
        onDiscard: () => {
          uiStore.set({ contentDraft: null });
          // The history is back where the admin was: the step asked about is taken again.
          history.back();
        },
      });
      return true;
    });
    return () => history.setBlocker(undefined);
  }, [history, uiStore, discardStore]);

  return <DiscardChangesDialog />;
}
