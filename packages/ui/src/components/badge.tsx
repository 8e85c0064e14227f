import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/cn.ts";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
  {
    variants: {
      variant: {
        brand: "bg-brand-50 text-brand-800 ring-1 ring-brand-100",
        accent: "bg-accent-50 text-accent-700 ring-1 ring-accent-100",
        cta: "bg-cta-50 text-cta-700 ring-1 ring-cta-50",
        neutral: "bg-slate-100 text-slate-700",
        inverse: "bg-white/15 text-white ring-1 ring-white/25",
      },
    },
    defaultVariants: { variant: "brand" },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
