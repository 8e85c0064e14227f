import { useToasts } from "@app/ui/lib/toast-store";
import { Suspense, useEffect, useState } from "react";
import { useSiteText } from "../i18n/language.tsx";
import { preloadable } from "../lib/lazy.tsx";

const toaster = preloadable(() => import("@app/ui/components/toaster").then((m) => m.Toaster));

/** Fetches the toast region's code ahead of need (when a visitor starts on a form). */
export const preloadToaster = () => toaster.preload();

/**
 * The toast region (radix Toast) mounts with the first toast, so a visit that raises none
 * never loads its code. A toast raised before the code arrives waits in the store, and the
 * region stays mounted from then on.
 */
export function ToasterSlot() {
  const raised = useToasts().length > 0;
  const { chrome } = useSiteText();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (raised) setMounted(true);
  }, [raised]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <toaster.Component label={chrome.notifications} closeLabel={chrome.closeNotification} />
    </Suspense>
  );
}
