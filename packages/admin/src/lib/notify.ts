import type { ToastMessage } from "@app/contract";
import { toast } from "@app/ui/lib/toast-store";
import { errorDescription, isApiError } from "./api-error.ts";

export function notifySuccess(message: ToastMessage): void {
  toast({ ...message, variant: "success" });
}

/**
 * A failure toast: the spec's title, and the server's message or the spec's fallback text.
 * A 401 shows nothing here: the login form comes back and says why.
 */
export function notifyFailure(title: string, error: unknown, fallback: string): void {
  if (isApiError(error, 401)) return;
  toast({ title, description: errorDescription(error, fallback), variant: "destructive" });
}

export function notifyInvalid(message: ToastMessage): void {
  toast({ ...message, variant: "destructive" });
}
