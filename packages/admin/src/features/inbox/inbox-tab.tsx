import { countMatching, miscMessages } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Label } from "@app/ui/components/label";
import { NativeSelect } from "@app/ui/components/native-select";
import { Skeleton } from "@app/ui/components/skeleton";
import { cn } from "@app/ui/lib/cn";
import { CircleAlertIcon, DownloadIcon, InboxIcon, Loader2Icon } from "lucide-react";
import { useState } from "react";
import { EmptyState, LoadError } from "../../components/list-states.tsx";
import { errorDescription } from "../../lib/api-error.ts";
import { csvBlob } from "../../lib/csv.ts";
import { formatDateTime, pluralize } from "../../lib/format.ts";
import { notifyFailure } from "../../lib/notify.ts";
import { csvFilename, submissionsCsv } from "./inbox-csv.ts";
import {
  type InboxFilter,
  type KindFilter,
  type StatusFilter,
  type SubmissionRow,
  useExportSubmissions,
  useSubmissionCounts,
  useSubmissions,
} from "./inbox-queries.ts";
import { KindBadge, StatusBadge } from "./submission-badges.tsx";
import { SubmissionDialog } from "./submission-dialog.tsx";

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

function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const statusParam = (status: StatusFilter) => (status === "all" ? undefined : status);

/** "Showing 50 of 120 messages" once the counts are in; until then, what is on screen. */
function shownText(shown: number, total: number | undefined): string {
  return total === undefined
    ? pluralize(shown, "message")
    : `Showing ${shown} of ${pluralize(total, "message")}`;
}

const preview = (text: string) => (text.length > 110 ? `${text.slice(0, 110).trimEnd()}…` : text);

export function InboxTab() {
  const [filter, setFilter] = useState<InboxFilter>({ kind: "all", status: "inbox" });
  const submissions = useSubmissions(filter);
  const counts = useSubmissionCounts(filter.kind);
  const exportCsv = useExportSubmissions();
  const [open, setOpen] = useState<SubmissionRow>();
  const rows = submissions.data?.pages.flatMap((page) => page.items) ?? [];
  const total = counts.data && countMatching(counts.data, statusParam(filter.status));

  // Everything the filter matches, not only the loaded pages.
  const exportAll = () =>
    exportCsv.mutate(filter, {
      onSuccess: (all) => download(csvBlob(submissionsCsv(all)), csvFilename(filter.kind)),
      onError: (error) => notifyFailure("Export failed", error, "Failed to export the messages."),
    });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Inbox</CardTitle>
          <CardDescription>
            Quote requests and contact messages sent from the website, newest first.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          disabled={rows.length === 0 || exportCsv.isPending}
          onClick={exportAll}
        >
          {exportCsv.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <DownloadIcon aria-hidden />
          )}
          {exportCsv.isPending ? "Exporting..." : "Export CSV"}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex min-w-48 flex-col gap-1.5">
            <Label htmlFor="inbox-kind">Kind</Label>
            <NativeSelect
              id="inbox-kind"
              value={filter.kind}
              onChange={(e) => setFilter((f) => ({ ...f, kind: e.target.value as KindFilter }))}
            >
              {KIND_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-48 flex-col gap-1.5">
            <Label htmlFor="inbox-status">Status</Label>
            <NativeSelect
              id="inbox-status"
              value={filter.status}
              onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as StatusFilter }))}
            >
              {STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {submissions.data ? (
            <p className="pb-2 text-sm text-slate-600" role="status">
              {shownText(rows.length, total)}
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
        ) : rows.length === 0 ? (
          <EmptyState
            icon={InboxIcon}
            title="No messages"
            text="Quote requests and contact messages from the website appear here as they arrive."
          />
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
              <caption className="sr-only">Messages, newest first</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    From
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Message
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Received
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((s) => {
                  const unread = s.status === "new";
                  return (
                    <tr
                      key={s.id}
                      className={cn("align-top hover:bg-slate-50", unread && "bg-brand-50/40")}
                    >
                      <td className="px-4 py-3">
                        <button
                          type="button"
                          onClick={() => setOpen(s)}
                          className={cn(
                            "cursor-pointer rounded text-left text-brand-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500",
                            unread ? "font-bold" : "font-medium",
                          )}
                        >
                          {unread ? <span className="sr-only">Unread: </span> : null}
                          {s.name}
                        </button>
                        <div className="text-xs text-slate-600">{s.email}</div>
                      </td>
                      <td className="max-w-md px-4 py-3">
                        <div className="mb-1 flex flex-wrap items-center gap-2">
                          <KindBadge kind={s.kind} />
                          {s.service ? (
                            <span className="text-xs font-medium text-slate-700">{s.service}</span>
                          ) : null}
                          {s.company ? (
                            <span className="text-xs text-slate-600">{s.company}</span>
                          ) : null}
                        </div>
                        <p className="text-slate-700">{preview(s.message)}</p>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                        <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge status={s.status} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
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
      {open ? (
        <SubmissionDialog
          submission={open}
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpen(undefined);
          }}
          onUpdated={setOpen}
        />
      ) : null}
    </Card>
  );
}
