import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { CircleAlertIcon, type LucideIcon } from "lucide-react";
import { errorDescription } from "../lib/api-error.ts";

/** A list that could not be loaded: the API's reason (or the fallback) and a way to retry. */
export function LoadError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry(): void;
}) {
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlertIcon aria-hidden />
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {errorDescription(error, fallback)}
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** An empty list: what would be here, and where it comes from. */
export function EmptyState({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden />
      <h3 className="text-base font-semibold text-brand-900">{title}</h3>
      <p className="text-sm text-slate-600">{text}</p>
    </div>
  );
}
