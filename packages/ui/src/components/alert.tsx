import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/cn.ts";

export const alertVariants = cva(
  "flex items-start gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        info: "border-brand-100 bg-brand-50 text-brand-900 [&>svg]:text-brand-600",
        success: "border-accent-100 bg-accent-50 text-slate-900 [&>svg]:text-accent-700",
        warning: "border-amber-200 bg-amber-50 text-amber-950 [&>svg]:text-amber-700",
        destructive: "border-cta-600/30 bg-cta-50 text-cta-700 [&>svg]:text-cta-600",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

/**
 * An inline message block. It is not a live region by itself: pass `role="alert"` (or
 * `role="status"`) when it appears in answer to an action and must be announced.
 */
export function Alert({
  className,
  variant,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("font-semibold leading-tight", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("leading-relaxed opacity-90", className)} {...props} />;
}
