import type * as React from "react";
import { cn } from "../lib/cn.ts";

export const fieldClassName =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500/40 focus-visible:border-accent-600 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-cta-600";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(fieldClassName, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClassName, "min-h-28", className)} {...props} />;
}
