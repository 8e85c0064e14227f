import { ChevronDownIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/cn.ts";
import { fieldClassName } from "./input.tsx";

/** The browser's own select, styled like the other fields: accessible and keyboard-native everywhere. */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select className={cn(fieldClassName, "h-10 cursor-pointer appearance-none pr-9")} {...props}>
        {children}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
    </div>
  );
}
