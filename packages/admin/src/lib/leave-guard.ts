import { useEffect } from "react";

/**
 * While `active`, closing or reloading the page asks first (the browser's own "Leave site?"
 * prompt; the desktop shell shows its dialog for the same event). Browsers ignore custom
 * text, so none is given.
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium (and Electron before it followed the standard) also need returnValue.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [active]);
}
