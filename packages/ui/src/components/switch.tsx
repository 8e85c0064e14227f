import { Switch as SwitchPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/cn.ts";

/**
 * An on/off switch with its words beside it (radix: `role="switch"`, Space toggles it): the
 * children are its accessible name.
 */
export function Switch({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "group inline-flex w-fit cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-slate-300 transition-colors group-data-[state=checked]:bg-brand-700"
      >
        <SwitchPrimitive.Thumb className="inline-block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-4.5" />
      </span>
      {children}
    </SwitchPrimitive.Root>
  );
}
