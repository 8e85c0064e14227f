import { formatFileSize } from "@app/contract/file-size";
import { Button } from "@app/ui/components/button";
import { useEffect, useState } from "react";
import { percent } from "../../bulk/format.ts";
import { type BatchReport, type ReportItem, summarize } from "../../bulk/report.ts";
import { WarningIcon } from "../icons.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import type { BulkReplaceState } from "./use-bulk-replace.ts";

/** Seconds until the next try, counting down once a second. */
function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function BatchProgress({ state }: { state: BulkReplaceState }) {
  const snapshot = state.snapshot;
  const offline = snapshot?.offline ?? null;
  const seconds = useCountdown(offline?.retryAt ?? null);
  if (!snapshot) return null;
  const { counts } = snapshot;
  const total = snapshot.tasks.length - counts.cancelled;
  const finished = counts.done + counts.failed;
  return (
    <section
      aria-label="Batch progress"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {finished} of {total} file{total === 1 ? "" : "s"}{" "}
          {state.phase === "sending" ? "done so far" : "done"} · {formatFileSize(snapshot.loaded)}{" "}
          of {formatFileSize(snapshot.total)} · {percent(snapshot.fraction)}
        </p>
        {state.phase === "sending" ? (
          <Button variant="outline" size="sm" onClick={state.cancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      <ProgressBar
        value={snapshot.fraction}
        label="Overall progress"
        tone={state.phase === "done" ? "done" : "brand"}
      />
      {offline ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <span className="flex items-center gap-2">
            <WarningIcon className="size-4 shrink-0" />
            <span>
              The server cannot be reached ({offline.lastError}). Nothing is lost: the batch waits
              and tries again in {seconds} s (attempt {offline.attempt}).
            </span>
          </span>
          <Button variant="outline" size="sm" onClick={state.retryNow}>
            Try now
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function ReportList({ title, items, tone }: { title: string; items: ReportItem[]; tone: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className={`text-sm font-semibold ${tone}`}>
        {title} ({items.length})
      </h4>
      <ul className="mt-1 grid gap-0.5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item.key}>
            <span className="font-medium">{item.relativePath}</span>
            {item.target && item.target !== item.relativePath.split("/").pop()
              ? ` → ${item.target}`
              : ""}
            {item.reason ? <span className="text-slate-500"> — {item.reason}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BatchReportView({
  report,
  state,
}: {
  report: BatchReport;
  state: BulkReplaceState;
}) {
  const { undo } = state;
  const undoDone = undo.result !== null;
  return (
    <section
      aria-labelledby="bulk-report-title"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="bulk-report-title" className="text-base font-semibold text-brand-900">
            Report
          </h3>
          <p className="text-sm text-slate-700" data-testid="bulk-summary">
            {summarize(report)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {report.failed.length > 0 ? (
            <Button variant="outline" size="sm" onClick={state.retryFailed}>
              Retry failed ({report.failed.length})
            </Button>
          ) : null}
          {report.undo.length > 0 && !undoDone ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void state.undoThisBatch()}
              disabled={undo.running}
            >
              {undo.running ? "Undoing…" : "Undo this batch"}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={state.reset}>
            New batch
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <ReportList title="Replaced" items={report.replaced} tone="text-accent-700" />
        <ReportList title="New" items={report.created} tone="text-accent-700" />
        <ReportList title="Failed" items={report.failed} tone="text-cta-700" />
        <ReportList title="Skipped" items={report.skipped} tone="text-slate-700" />
        <ReportList title="Cancelled" items={report.cancelled} tone="text-slate-700" />
      </div>
      {undo.result ? (
        <div
          role="status"
          className="rounded-md bg-slate-50 p-3 text-sm text-slate-700"
          data-testid="bulk-undo-result"
        >
          <p>
            Undo: {undo.result.restored.length} image{undo.result.restored.length === 1 ? "" : "s"}{" "}
            restored to their previous version.
          </p>
          {undo.result.failed.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-cta-700">
              {undo.result.failed.map(({ entry, reason }) => (
                <li key={entry.imageId}>
                  {entry.filename}: {reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
