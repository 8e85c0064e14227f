import type { ReactNode } from "react";

/** One fact of a lead's delivery (its e-mail, its Telegram message): label above the value on a phone. */
export function DeliveryFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-xs font-medium uppercase tracking-wide text-slate-500 sm:w-44 sm:pt-0.5">
        {label}
      </dt>
      <dd className="min-w-0 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}
