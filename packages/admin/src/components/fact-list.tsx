import type { ReactNode } from "react";

/** One labelled fact in a settings card's `<dl>`: label beside the value, stacked on a phone. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm font-medium text-slate-600 sm:w-40">{label}</dt>
      <dd className="min-w-0 flex-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}
