import { miscMessages } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Skeleton } from "@app/ui/components/skeleton";
import { cn } from "@app/ui/lib/cn";
import { CircleAlertIcon, HistoryIcon, Loader2Icon, RefreshCwIcon } from "lucide-react";
import { useState } from "react";
import { EmptyState, LoadError } from "../../components/list-states.tsx";
import { errorDescription } from "../../lib/api-error.ts";
import { pluralize } from "../../lib/format.ts";
import { ActivityFilters, type ActivityPerson } from "./activity-filters.tsx";
import { ActivityList } from "./activity-list.tsx";
import {
  type ActivityFilter,
  type ActivityRow,
  isFiltered,
  NO_ACTIVITY_FILTER,
  useActivity,
} from "./activity-queries.ts";

/** The server sends no total: say whether older entries remain to be loaded. */
const shownText = (shown: number, more: boolean) =>
  more
    ? `Showing the latest ${pluralize(shown, "entry", "entries")}`
    : `Showing ${shown === 1 ? "the only entry" : `all ${shown} entries`}`;

/**
 * Who signed in, and what was changed, when and from where: newest first, filterable.
 * `inWords` turns what an entry names into the owner's words (a section by its title): the app
 * gives it, as this feature does not know the content. Without `everyone` the server sends the
 * person's own entries only, and the list says so; `people` are whom the owner may pick.
 */
export function ActivityTab({
  inWords = (row) => row,
  everyone = true,
  people,
}: {
  inWords?: (row: ActivityRow) => ActivityRow;
  everyone?: boolean;
  people?: readonly ActivityPerson[];
}) {
  const [filter, setFilter] = useState<ActivityFilter>(NO_ACTIVITY_FILTER);
  const activity = useActivity(filter);
  const rows = activity.data?.pages.flatMap((page) => page.items) ?? [];
  const reloading = activity.isFetching && !activity.isPending && !activity.isFetchingNextPage;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{everyone ? "Activity" : "Your activity"}</CardTitle>
          <CardDescription>
            {everyone
              ? "Sign-ins and changes to the website, newest first: who did what, when and from where."
              : "Your own sign-ins and changes, newest first: what you did, when and from where."}
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={activity.isFetching}
          onClick={() => activity.refetch()}
        >
          <RefreshCwIcon className={cn(reloading && "animate-spin")} aria-hidden />
          Refresh
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ActivityFilters
          filter={filter}
          onChange={setFilter}
          people={everyone ? people : undefined}
        />

        {activity.data && rows.length > 0 ? (
          <p className="text-sm text-slate-600" role="status">
            {shownText(rows.length, activity.hasNextPage)}
          </p>
        ) : null}

        {activity.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading activity">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : activity.isError && !activity.isFetchNextPageError ? (
          <LoadError
            error={activity.error}
            fallback="Failed to load the activity."
            onRetry={() => activity.refetch()}
          />
        ) : rows.length === 0 ? (
          isFiltered(filter) ? (
            <EmptyState
              icon={HistoryIcon}
              title="No activity matches these filters"
              text="Choose another action, person or other dates, or clear the filters to see everything."
            />
          ) : (
            <EmptyState
              icon={HistoryIcon}
              title="No activity yet"
              text="Sign-ins and changes to content, images, PDFs and messages appear here as they happen."
            />
          )
        ) : (
          <ActivityList rows={rows.map(inWords)} />
        )}

        {activity.isFetchNextPageError ? (
          <Alert variant="destructive" role="alert">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>
              {errorDescription(activity.error, "Failed to load more activity.")}
            </AlertDescription>
          </Alert>
        ) : null}
        {activity.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="outline"
              // Also while the list reloads: a next page fetched now would cancel that reload.
              disabled={activity.isFetching}
              onClick={() => activity.fetchNextPage()}
            >
              {activity.isFetchingNextPage ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : null}
              {activity.isFetchingNextPage ? miscMessages.loading : "Load more"}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
