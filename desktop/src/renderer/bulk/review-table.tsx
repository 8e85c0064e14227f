import type { UploadAnswer } from "@app/contract";
import { versionedImagePath } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import { useState } from "react";
import { formatBytes, percent } from "../../bulk/format.ts";
import { differsByExtension } from "../../bulk/matching.ts";
import type { TaskSnapshot } from "../../bulk/queue.ts";
import {
  chooseImage,
  preferFile,
  type ReviewRow,
  setConfirmed,
  setCreateNew,
  setSkipped,
} from "../../bulk/review.ts";
import { ImageIcon } from "../icons.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import type { BulkReplaceState } from "./use-bulk-replace.ts";

function Thumbnail({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className="flex size-14 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-400">
        <ImageIcon className="size-5" />
        <span className="sr-only">{alt}: no preview</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-14 rounded-md border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:12px_12px] object-contain"
    />
  );
}

/** A small action beside a row's status (Skip, Confirm, Include...). */
function RowAction({
  variant = "ghost",
  onClick,
  children,
}: {
  variant?: "ghost" | "outline";
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <Button variant={variant} className="h-7 px-2 text-xs" onClick={onClick}>
      {children}
    </Button>
  );
}

function StatusLine({ children }: { children: React.ReactNode }) {
  return <span className="flex flex-wrap items-center gap-2">{children}</span>;
}

function ReviewStatus({ row, state }: { row: ReviewRow; state: BulkReplaceState }) {
  const { update } = state;
  const key = row.file.key;
  const image = row.match.image;
  switch (row.status) {
    case "checking":
      return <span className="text-slate-500">Checking…</span>;
    case "refused": {
      const message = row.check && !row.check.ok ? row.check.message : null;
      return (
        <span className="text-cta-700">
          <strong className="font-semibold">{message?.title}</strong>
          {message?.description ? <span className="block">{message.description}</span> : null}
        </span>
      );
    }
    case "replace":
      return (
        <StatusLine>
          <span className="text-slate-800">
            Replaces <strong className="font-semibold">{image?.filename}</strong>
            {row.match.kind === "extension" ? " (confirmed)" : ""}
          </span>
          {row.match.kind === "extension" ? (
            <RowAction onClick={() => update((s) => setConfirmed(s, key, false))}>
              Unconfirm
            </RowAction>
          ) : (
            <RowAction onClick={() => update((s) => setSkipped(s, key, true))}>Skip</RowAction>
          )}
        </StatusLine>
      );
    case "needs-confirmation": {
      const byExtension = image ? differsByExtension(row.file.name, image) : true;
      return (
        <StatusLine>
          <span className="text-amber-700">
            {byExtension ? "Different extension" : "Different spelling"}: would replace{" "}
            <strong className="font-semibold">{image?.filename}</strong>
          </span>
          {row.match.candidates.length > 1 ? (
            <select
              aria-label={`Image that ${row.file.name} replaces`}
              className="h-7 rounded border border-slate-300 bg-white px-1 text-xs"
              value={image?.id}
              onChange={(event) => update((s) => chooseImage(s, key, Number(event.target.value)))}
            >
              {row.match.candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.filename}
                </option>
              ))}
            </select>
          ) : null}
          <RowAction variant="outline" onClick={() => update((s) => setConfirmed(s, key, true))}>
            Confirm
          </RowAction>
          <RowAction onClick={() => update((s) => setSkipped(s, key, true))}>Skip</RowAction>
        </StatusLine>
      );
    }
    case "create":
      return (
        <StatusLine>
          <span className="text-slate-800">
            New image in <strong className="font-semibold">{state.review.newSection.trim()}</strong>
          </span>
          <RowAction onClick={() => update((s) => setCreateNew(s, key, false))}>
            Don't upload
          </RowAction>
        </StatusLine>
      );
    case "duplicate":
      return (
        <StatusLine>
          <span className="text-slate-600">{row.reason}</span>
          <RowAction variant="outline" onClick={() => update((s) => preferFile(s, key))}>
            Use this file instead
          </RowAction>
        </StatusLine>
      );
    case "skip":
      return (
        <StatusLine>
          <span className="text-slate-600">{row.reason}</span>
          {row.match.kind === "unmatched" && !state.review.skipped.includes(key) ? (
            <RowAction variant="outline" onClick={() => update((s) => setCreateNew(s, key, true))}>
              Upload as new
            </RowAction>
          ) : (
            <RowAction onClick={() => update((s) => setSkipped(s, key, false))}>Include</RowAction>
          )}
        </StatusLine>
      );
  }
}

function TaskStatus({ task, row }: { task: TaskSnapshot<UploadAnswer>; row: ReviewRow }) {
  const fraction = task.total > 0 ? task.loaded / task.total : 0;
  const label = `Upload of ${row.file.relativePath}`;
  switch (task.state) {
    case "queued":
      return (
        <span className="grid gap-1">
          <span className={task.waitingForServer ? "text-amber-700" : "text-slate-500"}>
            {task.waitingForServer ? "Waiting for the server" : "Waiting"}
          </span>
          <ProgressBar value={0} label={label} tone={task.waitingForServer ? "waiting" : "brand"} />
        </span>
      );
    case "running":
      return (
        <span className="grid gap-1">
          <span className="text-slate-800">
            {fraction >= 1
              ? "Sent, waiting for the server's answer…"
              : `Sending ${percent(fraction)}`}
          </span>
          <ProgressBar value={fraction} label={label} />
        </span>
      );
    case "done":
      return (
        <span className="grid gap-1">
          <span className="font-medium text-accent-700">
            {task.result?.replaced
              ? `Replaced ${task.result.image.filename}`
              : `Added ${task.result?.image.filename}`}
          </span>
          <ProgressBar value={1} label={label} tone="done" />
        </span>
      );
    case "failed":
      return (
        <span className="grid gap-1">
          <span className="text-cta-700">Failed: {task.error}</span>
          <ProgressBar value={0} label={label} tone="failed" />
        </span>
      );
    case "cancelled":
      return <span className="text-slate-500">Cancelled</span>;
  }
}

export function ReviewTable({ state }: { state: BulkReplaceState }) {
  const tasks = new Map((state.snapshot?.tasks ?? []).map((task) => [task.key, task]));
  const reviewing = state.phase === "review";
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[760px] border-collapse text-left text-sm">
        <caption className="sr-only">Files to send, with their matches and status</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2">
              Current
            </th>
            <th scope="col" className="px-3 py-2">
              New
            </th>
            <th scope="col" className="px-3 py-2">
              File
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Size
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {state.rows.map((row) => {
            const task = reviewing ? undefined : tasks.get(row.file.key);
            const image = row.match.image;
            const folder = row.file.relativePath.slice(0, -row.file.name.length);
            return (
              <tr
                key={row.file.key}
                data-testid="bulk-row"
                data-file={row.file.relativePath}
                data-status={task ? task.state : row.status}
                className={cn(
                  "border-t border-slate-100 align-middle",
                  row.status === "refused" && "bg-cta-50/40",
                  row.status === "needs-confirmation" && reviewing && "bg-amber-50/60",
                )}
              >
                <td className="px-3 py-2">
                  {image ? (
                    <Thumbnail src={versionedImagePath(image)} alt={`Current ${image.filename}`} />
                  ) : (
                    <span className="text-xs text-slate-400">—</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <Thumbnail
                    src={state.thumbnails[row.file.key] ?? null}
                    alt={`New ${row.file.name}`}
                  />
                </td>
                <td className="max-w-[280px] px-3 py-2">
                  <span
                    className="block truncate font-medium text-slate-900"
                    title={row.file.relativePath}
                  >
                    {row.file.name}
                  </span>
                  {folder ? (
                    <span className="block truncate text-xs text-slate-500">{folder}</span>
                  ) : null}
                  {row.type ? <span className="text-xs text-slate-500">{row.type}</span> : null}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-slate-700">
                  {formatBytes(row.file.size)}
                </td>
                <td className="min-w-[260px] px-3 py-2">
                  {task ? (
                    <TaskStatus task={task} row={row} />
                  ) : reviewing ? (
                    <ReviewStatus row={row} state={state} />
                  ) : (
                    <span className="text-slate-600">{row.reason ?? "Not sent"}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
