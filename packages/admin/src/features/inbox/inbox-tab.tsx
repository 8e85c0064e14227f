import { countMatching, leadMailMessages, miscMessages } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Skeleton } from "@app/ui/components/skeleton";
import { CircleAlertIcon, DownloadIcon, InboxIcon, Loader2Icon } from "lucide-react";
import { useAdminContext, useUiState } from "../../admin-context.tsx";
import { EmptyState, LoadError } from "../../components/list-states.tsx";
import { siteUrl } from "../../lib/api-client.ts";
import { errorDescription } from "../../lib/api-error.ts";
import { pluralize } from "../../lib/format.ts";
import { usePermissions } from "../../lib/permissions.ts";
import { EraseClientDialog } from "./erase-client-dialog.tsx";
import { FilterSelect } from "./filter-select.tsx";
import {
  type InboxFilter,
  type KindFilter,
  type NotificationFilter,
  type StatusFilter,
  submissionExportPath,
  useSubmissionCounts,
  useSubmissions,
} from "./inbox-queries.ts";
import { InboxViewSwitch } from "./inbox-view-switch.tsx";
import { LeadBoard } from "./lead-board.tsx";
import { narrowsLeads } from "./lead-filter.ts";
import { LeadFilters } from "./lead-filters.tsx";
import { useMessageAddress } from "./message-address.ts";
import { useOpenSubmission } from "./open-submission.ts";
import { SubmissionDialog } from "./submission-dialog.tsx";
import { SubmissionTable } from "./submission-table.tsx";
import { useFollowUpsFirst } from "./use-follow-ups-first.ts";
import { useInboxView } from "./use-inbox-view.ts";
import { useLeadFilter } from "./use-lead-filter.ts";

const KIND_OPTIONS: { value: KindFilter; label: string }[] = [
  { value: "all", label: "All kinds" },
  { value: "quote", label: "Quote requests" },
  { value: "contact", label: "Contact messages" },
];

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: "inbox", label: "Inbox (new and read)" },
  { value: "new", label: "New" },
  { value: "read", label: "Read" },
  { value: "archived", label: "Archived" },
  { value: "all", label: "All but spam" },
  { value: "spam", label: "Spam" },
];

const NOTIFICATION_OPTIONS: { value: NotificationFilter; label: string }[] = [
  { value: "any", label: leadMailMessages.inboxFilter.options.any },
  { value: "failed", label: leadMailMessages.inboxFilter.options.failed },
];

const statusParam = (status: StatusFilter) => (status === "all" ? undefined : status);

/**
 * Has the browser fetch a file the server names (Content-Disposition) and save it as it
 * arrives: nothing of it passes through the page, however long it is.
 */
function saveFromServer(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/** "Showing 50 of 120 messages" once the counts are in; until then, what is on screen. */
function shownText(shown: number, total: number | undefined): string {
  return total === undefined
    ? pluralize(shown, "message")
    : `Showing ${shown} of ${pluralize(total, "message")}`;
}

export function InboxTab() {
  // In the ui store, so Settings can open the inbox on the failed e-mails.
  const { uiStore, apiBaseUrl } = useAdminContext();
  const filter = useUiState((state) => state.inboxFilter);
  const setFilter = (patch: Partial<InboxFilter>) =>
    uiStore.set((state) => ({ inboxFilter: { ...state.inboxFilter, ...patch } }));
  const [leadFilter, setLeadFilter] = useLeadFilter();
  const [view, setView] = useInboxView();
  const submissions = useSubmissions(filter, leadFilter);
  const { may } = usePermissions();
  const counts = useSubmissionCounts(filter);
  const rows = submissions.data?.pages.flatMap((page) => page.items) ?? [];
  // The list shows the follow-ups due first, in a group of their own; the board marks them.
  const grouped = useFollowUpsFirst(filter, leadFilter, rows, view === "list");
  const shown = [...grouped.due, ...grouped.rest];
  const opened = useOpenSubmission(shown, submissions.dataUpdatedAt);
  // The open message has its address: /inbox/412.
  const addressed = useMessageAddress(opened, shown);
  // The counts know kind, status and e-mail, not the lead filter: narrowed, only what is shown.
  const total = narrowsLeads(leadFilter)
    ? undefined
    : counts.data && countMatching(counts.data, statusParam(filter.status));

  // Everything the filters match, not only the loaded pages.
  const exportAll = () =>
    saveFromServer(siteUrl(apiBaseUrl, submissionExportPath(filter, leadFilter)));

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Inbox</CardTitle>
          <CardDescription>
            Quote requests and contact messages sent from the website, newest first.
          </CardDescription>
        </div>
        {/* On a phone the two do not fit one row: one under the other, equally wide. */}
        <div className="grid w-full gap-2 sm:flex sm:w-auto sm:flex-wrap">
          {may("erasure") ? <EraseClientDialog /> : null}
          <Button variant="outline" disabled={rows.length === 0} onClick={exportAll}>
            <DownloadIcon aria-hidden />
            Export CSV
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/*
          On a phone: Kind across, Status and the narrow E-mail side by side below it. Wider, one
          row that wraps.
        */}
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:flex sm:flex-wrap sm:gap-4">
          <FilterSelect
            id="inbox-kind"
            label="Kind"
            className="col-span-2 sm:min-w-48"
            value={filter.kind}
            options={KIND_OPTIONS}
            onChange={(kind) => setFilter({ kind })}
          />
          <FilterSelect
            id="inbox-status"
            label="Status"
            className="sm:min-w-48"
            value={filter.status}
            options={STATUS_OPTIONS}
            onChange={(status) => setFilter({ status })}
          />
          <FilterSelect
            id="inbox-notification"
            label={leadMailMessages.inboxFilter.label}
            className="sm:min-w-32"
            value={filter.notification}
            options={NOTIFICATION_OPTIONS}
            onChange={(notification) => setFilter({ notification })}
          />
          <LeadFilters filter={leadFilter} onChange={setLeadFilter} />
          <InboxViewSwitch view={view} onChange={setView} />
          {submissions.data ? (
            <p className="col-span-2 text-sm text-slate-600 sm:pb-2" role="status">
              {shownText(shown.length, total)}
            </p>
          ) : null}
        </div>

        {submissions.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading messages">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : submissions.isError && !submissions.isFetchNextPageError ? (
          <LoadError
            error={submissions.error}
            fallback="Failed to load the messages."
            onRetry={() => submissions.refetch()}
          />
        ) : shown.length === 0 ? (
          narrowsLeads(leadFilter) ? (
            <EmptyState
              icon={InboxIcon}
              title="No leads here"
              text="No message matches these filters. Choose Any stage, Anyone's and Any day or none to see them all."
            />
          ) : filter.notification === "failed" ? (
            <EmptyState icon={InboxIcon} {...leadMailMessages.inboxFilter.noneFailed} />
          ) : (
            <EmptyState
              icon={InboxIcon}
              title="No messages"
              text="Quote requests and contact messages from the website appear here as they arrive."
            />
          )
        ) : view === "board" ? (
          <LeadBoard rows={rows} onOpen={addressed.open} />
        ) : (
          <>
            <SubmissionTable due={grouped.due} rows={grouped.rest} onOpen={addressed.open} />
            {grouped.more ? (
              <p className="text-sm text-slate-600">
                More follow-ups are due than fit here.{" "}
                <Button
                  variant="link"
                  className="h-auto"
                  onClick={() => setLeadFilter({ ...leadFilter, followUp: "due" })}
                >
                  Show only the follow-ups due
                </Button>
              </p>
            ) : null}
          </>
        )}
        {submissions.isFetchNextPageError ? (
          <Alert variant="destructive" role="alert">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>
              {errorDescription(submissions.error, "Failed to load more messages.")}
            </AlertDescription>
          </Alert>
        ) : null}
        {submissions.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="outline"
              // Also while the list reloads (after a status change): a next page fetched now
              // would cancel that reload and leave rows with their old status on screen.
              disabled={submissions.isFetching}
              onClick={() => submissions.fetchNextPage()}
            >
              {submissions.isFetchingNextPage ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : null}
              {submissions.isFetchingNextPage ? miscMessages.loading : "Load more"}
            </Button>
          </div>
        ) : null}
      </CardContent>
      {opened.submission ? (
        <SubmissionDialog
          submission={opened.submission}
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) addressed.close();
          }}
          onUpdated={opened.show}
        />
      ) : null}
    </Card>
  );
}
