import type * as React from "react";
import { cn } from "../lib/cn.ts";

/** A shimmering placeholder for content that is loading; hidden from assistive technology. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      aria-hidden
      className={cn(
        "animate-shimmer rounded-md bg-[linear-gradient(90deg,var(--color-slate-100),var(--color-slate-200),var(--color-slate-100))] bg-[length:200%_100%]",
        className,
      )}
      {...props}
    />
  );
}
