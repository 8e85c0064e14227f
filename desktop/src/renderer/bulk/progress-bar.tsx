import { cn } from "@app/ui/lib/cn";

/** A labelled progress bar (role=progressbar, so it is announced and testable). */
export function ProgressBar({
  value,
  label,
  tone = "brand",
  className,
}: {
  /** 0..1 */
  value: number;
  label: string;
  tone?: "brand" | "done" | "failed" | "waiting";
  className?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div
        className={cn(
          "h-full rounded-full transition-[width] duration-200",
          tone === "brand" && "bg-brand-600",
          tone === "done" && "bg-accent-600",
          tone === "failed" && "bg-cta-600",
          tone === "waiting" && "bg-amber-500",
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
