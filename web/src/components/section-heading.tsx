import { cn } from "@app/ui/lib/cn";
import type * as React from "react";

/** Eyebrow, h2 and lead paragraph of a page section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  tone = "light",
  className,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  id?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p
          className={cn(
            "mb-3 text-sm font-semibold uppercase tracking-[0.16em]",
            tone === "dark" ? "text-accent-100" : "text-accent-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          tone === "dark" ? "text-white" : "text-brand-900",
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={cn(
            "mt-4 text-lg leading-relaxed",
            tone === "dark" ? "text-brand-100" : "text-slate-600",
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}

export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6", className)} {...props} />;
}

/** Statistic tiles: number and label. */
export function StatGrid({
  items,
  tone = "light",
  className,
}: {
  items: readonly { number: string; label: string; icon?: React.ReactNode }[];
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 lg:grid-cols-4", className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            "flex flex-col-reverse items-center rounded-xl p-5 text-center",
            tone === "dark"
              ? "bg-brand-900/80 ring-1 ring-white/15"
              : "bg-white shadow-sm ring-1 ring-slate-200",
          )}
        >
          <dt
            className={cn(
              "mt-1 text-sm font-medium",
              tone === "dark" ? "text-brand-100" : "text-slate-600",
            )}
          >
            {item.label}
          </dt>
          <dd
            className={cn(
              "text-3xl font-bold tracking-tight",
              tone === "dark" ? "text-white" : "text-brand-800",
            )}
          >
            {item.number}
          </dd>
        </div>
      ))}
    </dl>
  );
}
