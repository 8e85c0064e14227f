import { useEffect } from "react";

/** Set by reloadWithoutAsking: the app itself is leaving on purpose. */
let leavingOnPurpose = false;

/**
 * While `active`, closing or reloading the page asks first (the browser's own "Leave site?"
 * prompt; the desktop shell shows its dialog for the same event). Browsers ignore custom
 * text, so none is given.
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (leavingOnPurpose) return;
      event.preventDefault();
      // Older Chromium (and Electron before it followed the standard) also need returnValue.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [active]);
}

/**
 * Reloads without the prompt, for reloads the admin asked for (logout, another server).
 * React state changes made just before would not detach the guard in time.
 */
export function reloadWithoutAsking(): void {
  leavingOnPurpose = true;
  window.location.reload();
}
