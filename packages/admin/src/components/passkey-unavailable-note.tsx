import { accountMessages } from "@app/contract";
import { cn } from "@app/ui/lib/cn";
import { InfoIcon } from "lucide-react";

/** Said where a passkey would be offered when this host cannot use one (the desktop app). */
export function PasskeyUnavailableNote({ className }: { className?: string }) {
  return (
    <p className={cn("flex items-start gap-2 text-sm text-slate-600", className)}>
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
      {accountMessages.passkeyUnavailable}
    </p>
  );
}
