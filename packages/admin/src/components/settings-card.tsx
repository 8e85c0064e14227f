import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Skeleton } from "@app/ui/components/skeleton";
import { type ReactNode, useId } from "react";
import { LoadError } from "./list-states.tsx";

/** A card of the Settings area, a region named by its title. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** What a settings card shows while its query loads or after it failed; null once it has data. */
export function SettingsQueryState({
  query,
  loading,
  loadFailure,
  rows = 3,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  loadFailure: string;
  rows?: number;
}) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label={loading}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <LoadError error={query.error} fallback={loadFailure} onRetry={() => query.refetch()} />;
  }
  return null;
}
