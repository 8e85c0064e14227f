import { cn } from "@app/ui/lib/cn";
import type { ReactNode } from "react";

/** An on/off switch with its words beside it (the editor's JSON view, Developer tools). */
export function LabelledSwitch({
  checked,
  onToggle,
  children,
  describedBy,
}: {
  checked: boolean;
  onToggle: () => void;
  children: ReactNode;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      onClick={onToggle}
      className="group inline-flex w-fit cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
    >
      <span
        aria-hidden
        className={cn(
          "relative inline-flex h-5 w-9 items-center rounded-full transition-colors",
          checked ? "bg-brand-700" : "bg-slate-300",
        )}
      >
        <span
          className={cn(
            "inline-block size-4 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-4.5" : "translate-x-0.5",
          )}
        />
      </span>
      {children}
    </button>
  );
}
