import { heroDefaults } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import { type DragEvent, useId, useMemo, useRef, useState } from "react";
import type { BulkSession, BulkSessionDeps } from "../../bulk/bulk-session.ts";
import {
  acceptAllWarnings,
  confirmAllExtensionMatches,
  setCreateAllUnmatched,
  setNewSection,
} from "../../bulk/review.ts";
import { FilesIcon, FolderIcon, UploadIcon } from "../icons.tsx";
import { BatchProgress, BatchReportView } from "./batch-panel.tsx";
import { ReviewTable } from "./review-table.tsx";
import { useBulkReplace } from "./use-bulk-replace.ts";

const hasFiles = (event: DragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes("Files");

/**
 * Bulk Replace: drop files or whole folders anywhere on the view (or choose them), review what
 * each file will do, send them all, read the report, undo the batch if need be.
 */
export function BulkReplaceView({
  session,
  slotsError = null,
  heroOverlay = heroDefaults.overlay,
  ...deps
}: BulkSessionDeps & {
  session: BulkSession;
  /** How dark the home page draws its picture (the hero's darkening, in percent). */
  heroOverlay?: number;
  /** Why the slots each image fills could not be loaded (files are then not checked against them). */
  slotsError?: string | null;
}) {
  const state = useBulkReplace(session, deps);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const sectionId = useId();
  const sections = useMemo(
    () => [...new Set((deps.images ?? []).map((image) => image.section))].sort(),
    [deps.images],
  );
  const { phase, plan, rows } = state;
  const unmatched = rows.filter((row) => row.match.kind === "unmatched" && row.check?.ok).length;
  const allUnmatchedNew =
    unmatched > 0 &&
    rows.every(
      (row) =>
        row.match.kind !== "unmatched" ||
        !row.check?.ok ||
        state.review.createNew.includes(row.file.key),
    );
  const confirmations = rows.filter((row) => row.status === "needs-confirmation").length;
  const acceptances = rows.filter((row) => row.status === "needs-acceptance").length;
  const uploads = plan?.uploads.length ?? 0;
  const pending = plan?.pending ?? 0;

  const onDragEnter = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth.current++;
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = phase === "sending" ? "none" : "copy";
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 0) void state.addDropped(files);
  };

  return (
    <section
      aria-label="Bulk Replace"
      data-testid="bulk-replace"
      onDragEnter={onDragEnter}
      onDragLeave={onDragLeave}
      onDragOver={onDragOver}
      onDrop={onDrop}
      className="relative grid min-h-[60vh] content-start gap-4"
    >
      {dragging ? (
        <div className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center rounded-xl border-2 border-dashed border-brand-500 bg-brand-50/90">
          <p className="flex items-center gap-2 text-lg font-semibold text-brand-800">
            <UploadIcon className="size-6" /> Drop files or folders to add them
          </p>
        </div>
      ) : null}

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 className="text-lg font-semibold text-brand-900">Bulk Replace</h2>
          <p className="text-sm text-slate-600">
            Drop image files or whole folders anywhere here. Each file replaces the registered image
            with the same filename (upper or lower case does not matter); a file with another name
            can be pointed at the picture it replaces. Nothing is sent until you choose Replace All.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void state.choose("files")}
            disabled={phase === "sending"}
          >
            <FilesIcon /> Choose files…
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void state.choose("folder")}
            disabled={phase === "sending"}
          >
            <FolderIcon /> Choose folder…
          </Button>
        </div>
      </div>

      {state.notice ? (
        <div
          role={state.notice.tone === "error" ? "alert" : "status"}
          className={cn(
            "flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm",
            state.notice.tone === "error"
              ? "border-cta-600/40 bg-cta-50 text-cta-700"
              : "border-brand-200 bg-brand-50 text-brand-800",
          )}
        >
          <span>{state.notice.text}</span>
          <button type="button" className="text-xs underline" onClick={state.dismissNotice}>
            Dismiss
          </button>
        </div>
      ) : null}

      {rows.length === 0 ? (
        <button
          type="button"
          onClick={() => void state.choose("folder")}
          className="flex min-h-[40vh] flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-slate-300 bg-white p-8 text-center text-slate-600 hover:border-brand-500 hover:bg-brand-50/40"
        >
          <UploadIcon className="size-10 text-brand-500" />
          <span className="text-base font-semibold text-slate-800">
            {state.picking ? "Reading files…" : "Drop a folder of new photos here"}
          </span>
          <span className="text-sm">
            or click to choose a folder. JPEG, PNG, GIF, WebP or SVG, up to 5 MB each.
          </span>
        </button>
      ) : (
        <>
          {phase === "review" ? (
            <div className="flex flex-wrap items-end justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-end gap-4">
                <label className="grid gap-1 text-sm" htmlFor={sectionId}>
                  <span className="font-medium text-slate-800">Section for new images</span>
                  <input
                    id={sectionId}
                    list={`${sectionId}-list`}
                    value={state.review.newSection}
                    onChange={(event) => state.update((s) => setNewSection(s, event.target.value))}
                    className="h-9 w-56 rounded-md border border-slate-300 px-2"
                  />
                  <datalist id={`${sectionId}-list`}>
                    {sections.map((section) => (
                      <option key={section} value={section} />
                    ))}
                  </datalist>
                </label>
                {unmatched > 0 ? (
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={allUnmatchedNew}
                      onChange={(event) =>
                        state.update((s) => setCreateAllUnmatched(s, event.target.checked))
                      }
                      className="size-4"
                    />
                    Upload the {unmatched} unmatched file{unmatched === 1 ? "" : "s"} as new images
                  </label>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                {confirmations > 0 ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => state.update(confirmAllExtensionMatches)}
                    title="Each of these files has another extension than the image it replaces"
                    className="border-amber-300 text-amber-800 hover:bg-amber-50"
                  >
                    Confirm all ({confirmations})
                  </Button>
                ) : null}
                {acceptances > 0 ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => state.update(acceptAllWarnings)}
                    className="border-amber-300 text-amber-800 hover:bg-amber-50"
                  >
                    Accept all warnings ({acceptances})
                  </Button>
                ) : null}
                <Button variant="ghost" size="sm" onClick={state.reset}>
                  Clear
                </Button>
                <Button onClick={state.replaceAll} disabled={pending > 0 || uploads === 0}>
                  <UploadIcon />
                  {pending > 0
                    ? `Checking ${pending} file${pending === 1 ? "" : "s"}…`
                    : `Replace All (${uploads})`}
                </Button>
              </div>
            </div>
          ) : null}
          {slotsError && phase === "review" ? (
            <p role="status" className="text-sm text-amber-800">
              Where each image is shown could not be loaded ({slotsError}), so files are not checked
              against the pages' sizes and frames.
            </p>
          ) : null}
          {phase !== "review" ? <BatchProgress state={state} /> : null}
          {phase === "done" && state.report ? (
            <BatchReportView report={state.report} state={state} />
          ) : null}
          <ReviewTable state={state} heroOverlay={heroOverlay} />
        </>
      )}
    </section>
  );
}
