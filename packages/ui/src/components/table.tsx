import type * as React from "react";
import { cn } from "../lib/cn.ts";

/**
 * A data table in the admin's look: a bordered box that scrolls sideways when the columns do
 * not fit, a quiet header row and lines between rows. Column widths and cell content stay with
 * the table that uses it.
 */
export function Table({
  className,
  frameClassName,
  ...props
}: React.ComponentProps<"table"> & { frameClassName?: string }) {
  return (
    <div className={cn("overflow-x-auto rounded-lg border border-slate-200", frameClassName)}>
      <table className={cn("w-full border-collapse text-left text-sm", className)} {...props} />
    </div>
  );
}

/** What the table lists, for screen readers (sighted users have the heading above it). */
export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption className={cn("sr-only", className)} {...props} />;
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return (
    <thead
      className={cn("bg-slate-50 text-xs uppercase tracking-wide text-slate-600", className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("divide-y divide-slate-200", className)} {...props} />;
}

export function TableRow(props: React.ComponentProps<"tr">) {
  return <tr {...props} />;
}

/** A column's heading: always `scope="col"`, so each cell is announced with it. */
export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th scope="col" className={cn("px-4 py-3 font-medium", className)} {...props} />;
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-4 py-3", className)} {...props} />;
}
