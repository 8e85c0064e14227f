import { CheckCircle2Icon, CircleAlertIcon, XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "../lib/cn.ts";
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastVariant,
  useToasts,
} from "../lib/toast-store.ts";

const variantClass: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-accent-100 bg-white text-slate-900",
  destructive: "border-cta-700 bg-cta-600 text-white",
};

/**
 * Renders the toasts: swipe right past 50 px dismisses, F8 focuses the region (radix default
 * hotkey), each shows for 5000 ms.
 */
export function Toaster({
  label = "Notifications",
  closeLabel = "Close notification",
}: {
  /** What the toast region is called (screen readers announce it with the F8 hotkey). */
  label?: string;
  closeLabel?: string;
}) {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      label={label}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-all data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0",
            variantClass[t.variant],
          )}
        >
          {t.variant === "destructive" ? (
            <CircleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
          ) : (
            <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden />
          )}
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500 cursor-pointer"
          >
            <XIcon className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
