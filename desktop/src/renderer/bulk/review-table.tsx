import { previewPath, type UploadAnswer } from "@app/contract";
import { formatFileSize } from "@app/contract/file-size";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@app/ui/components/table";
import { cn } from "@app/ui/lib/cn";
import { Fragment, useState } from "react";
import { percent } from "../../bulk/format.ts";
import type { TaskSnapshot } from "../../bulk/queue.ts";
import type { ReviewRow } from "../../bulk/review.ts";
import { ImageIcon } from "../icons.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import { ReviewStatus } from "./review-status.tsx";
import { SlotPreview } from "./slot-preview.tsx";
import type { BulkReplaceState } from "./use-bulk-replace.ts";

/** CSS pixels of a row's thumbnail. */
const THUMBNAIL_WIDTH = 48;

const COLUMNS = 5;

/**
 * In a narrow window the size stands under the file name and its column shrinks to nothing.
 * Not display:none: the fixed table layout would count one column less than the preview row spans.
 */
/** The desktop's table is denser than the admin's: more files fit on a screen. */
const DENSE = "px-3 py-2";
const SIZE_COLUMN = "overflow-hidden p-0 md:px-3 md:py-2";

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

/** Opens and closes a row's side-by-side preview. */
function PreviewToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="mt-1 inline-flex items-center gap-1 rounded text-xs font-medium text-brand-600 hover:text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-500"
    >
      <span
        aria-hidden="true"
        className={cn("inline-block transition-transform", open && "rotate-90")}
      >
        ▸
      </span>
      {open ? "Hide preview" : "Preview on the site"}
    </button>
  );
}

/** The file's weight and, for a measured picture, its pixel size (on one line, or two). */
function FileSize({
  row,
  className,
  stacked = false,
}: {
  row: ReviewRow;
  className?: string;
  stacked?: boolean;
}) {
  const pixels = row.pixels ? `${row.pixels.width} × ${row.pixels.height}` : null;
  return (
    <span className={cn("block whitespace-nowrap", className)}>
      {formatFileSize(row.file.size)}
      {pixels && stacked ? <span className="block text-xs text-slate-500">{pixels}</span> : null}
      {pixels && !stacked ? ` · ${pixels}` : null}
    </span>
  );
}

function RowCells({
  row,
  task,
  state,
  preview,
}: {
  row: ReviewRow;
  /** The row's upload, once the batch has started. */
  task: TaskSnapshot<UploadAnswer> | undefined;
  state: BulkReplaceState;
  preview: React.ReactNode;
}) {
  const image = row.match.image;
  const folder = row.file.relativePath.slice(0, -row.file.name.length);
  return (
    <>
      <TableCell className={DENSE}>
        {image ? (
          <Thumbnail src={previewPath(image, THUMBNAIL_WIDTH)} alt={`Current ${image.filename}`} />
        ) : (
          <span className="text-xs text-slate-400">—</span>
        )}
      </TableCell>
      <TableCell className={DENSE}>
        <Thumbnail src={state.thumbnails[row.file.key] ?? null} alt={`New ${row.file.name}`} />
      </TableCell>
      <TableCell className={DENSE}>
        <span className="block truncate font-medium text-slate-900" title={row.file.relativePath}>
          {row.file.name}
        </span>
        {folder ? <span className="block truncate text-xs text-slate-500">{folder}</span> : null}
        {row.type ? <span className="block text-xs text-slate-500">{row.type}</span> : null}
        <FileSize row={row} className="text-xs text-slate-500 md:hidden" />
        {preview}
      </TableCell>
      <TableCell className={cn(SIZE_COLUMN, "text-right tabular-nums text-slate-700")}>
        <FileSize row={row} className="hidden md:block" stacked />
      </TableCell>
      <TableCell className={DENSE}>
        {task ? (
          <TaskStatus task={task} row={row} />
        ) : state.phase === "review" ? (
          <ReviewStatus row={row} state={state} />
        ) : (
          <span className="text-slate-600">{row.reason ?? "Not sent"}</span>
        )}
      </TableCell>
    </>
  );
}

export function ReviewTable({
  state,
  heroOverlay,
}: {
  state: BulkReplaceState;
  /** How dark the home page draws its picture, for the previews of the hero. */
  heroOverlay: number;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const tasks = new Map((state.snapshot?.tasks ?? []).map((task) => [task.key, task]));
  const reviewing = state.phase === "review";
  return (
    <Table frameClassName="bg-white" className="min-w-[600px] table-fixed">
      <TableCaption>Files to send, with their matches and status</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className={cn(DENSE, "w-20")}>Current</TableHead>
          <TableHead className={cn(DENSE, "w-20")}>New</TableHead>
          <TableHead className={DENSE}>File</TableHead>
          <TableHead className={cn(SIZE_COLUMN, "w-0 text-right md:w-28")}>
            <span className="sr-only md:not-sr-only">Size</span>
          </TableHead>
          <TableHead className={cn(DENSE, "w-[40%]")}>Status</TableHead>
        </TableRow>
      </TableHeader>
      {/* Each row draws its own top line: its preview row belongs to it, with none between. */}
      <TableBody className="divide-y-0">
        {state.rows.map((row) => {
          const key = row.file.key;
          const image = row.check?.ok ? row.match.image : null;
          const expanded = image !== null && open.has(key);
          const detailId = `bulk-preview-${key}`;
          const task = reviewing ? undefined : tasks.get(key);
          return (
            <Fragment key={key}>
              <TableRow
                data-testid="bulk-row"
                data-file={row.file.relativePath}
                data-status={task ? task.state : row.status}
                className={cn(
                  "border-t border-slate-100 align-middle",
                  row.status === "refused" && "bg-cta-50/40",
                  (row.status === "needs-confirmation" || row.status === "needs-acceptance") &&
                    reviewing &&
                    "bg-amber-50/60",
                )}
              >
                <RowCells
                  row={row}
                  task={task}
                  state={state}
                  preview={
                    image ? (
                      <PreviewToggle
                        open={expanded}
                        controls={detailId}
                        onToggle={() => toggle(key)}
                      />
                    ) : null
                  }
                />
              </TableRow>
              {expanded ? (
                <TableRow id={detailId} data-testid="bulk-row-preview" className="bg-slate-50/70">
                  <TableCell colSpan={COLUMNS} className="px-3 pt-1 pb-4">
                    <SlotPreview
                      row={row}
                      image={image}
                      newSrc={state.thumbnails[key] ?? null}
                      heroOverlay={heroOverlay}
                    />
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
