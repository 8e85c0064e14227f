/**
 * One Bulk Replace session as a small store: the review, the running batch, its report and
 * its undo. Plain TypeScript (no React, no Electron), so it outlives the view that shows it
 * (switching admin tabs unmounts the view; the batch goes on) and runs in Node tests.
 */
import type { ImageSlotId, UploadAnswer, WebsiteImage } from "@app/contract";
import type { AdminApi } from "./admin-api.ts";
import { type BatchQueue, createBatchQueue, newBatchId } from "./batch.ts";
import { checkFiles, type MeasurePixels } from "./check-files.ts";
import { errorMessage } from "./failures.ts";
import type { LocalFile } from "./local-file.ts";
import type { QueueSnapshot } from "./queue.ts";
import { type BatchReport, buildReport, notificationFor } from "./report.ts";
import {
  addFiles,
  type BatchPlan,
  emptyReview,
  planBatch,
  type ReviewRow,
  type ReviewState,
  reviewRows,
  setChecked,
  setSlots,
} from "./review.ts";
import { type UndoResult, undoBatch } from "./undo.ts";
import type { Uploader } from "./upload-client.ts";

/** Files handed over by a drop or a dialog. */
export interface PickedFiles {
  files: LocalFile[];
  ignored: number;
  truncated: boolean;
}

export interface FileSource {
  fromDrop(files: readonly File[]): Promise<PickedFiles>;
  choose(kind: "files" | "folder"): Promise<PickedFiles>;
}

/** What the session needs from its host; given again whenever it changes (new image list). */
export interface BulkSessionDeps {
  source: FileSource;
  api: AdminApi;
  uploader: Uploader;
  /** The registered images (undefined while they load). */
  images: WebsiteImage[] | undefined;
  /**
   * The slots each image fills on the site, by image id (undefined while they load). Files
   * are checked against them only when `measure` is given too.
   */
  slots?: ReadonlyMap<number, readonly ImageSlotId[]>;
  /** Reads the pixel size of a checked picture. */
  measure?: MeasurePixels;
  refreshImages(): Promise<unknown>;
  notify(notification: { title: string; body: string }): void;
}

export interface BulkEnvironment {
  createObjectUrl(blob: Blob): string;
  revokeObjectUrl(url: string): void;
  /** Runs `callback` soon, at most once per frame: progress events come fast. */
  schedule(callback: () => void): void;
}

export const browserEnvironment: BulkEnvironment = {
  createObjectUrl: (blob) => URL.createObjectURL(blob),
  revokeObjectUrl: (url) => URL.revokeObjectURL(url),
  schedule: (callback) =>
    typeof requestAnimationFrame === "function"
      ? void requestAnimationFrame(() => callback())
      : void setTimeout(callback, 16),
};

export type Phase = "review" | "sending" | "done";

export interface Notice {
  tone: "info" | "error";
  text: string;
}

export interface UndoState {
  running: boolean;
  result: UndoResult | null;
}

export interface BulkSessionState {
  phase: Phase;
  review: ReviewState;
  rows: ReviewRow[];
  /** What Replace All will do (review phase), or what the running batch does. */
  plan: BatchPlan | null;
  /** Object URLs of the new files' bytes, by file key. */
  thumbnails: Record<string, string>;
  snapshot: QueueSnapshot<UploadAnswer> | null;
  /** The running or finished batch's name, sent with its uploads and its undo. */
  batchId: string | null;
  report: BatchReport | null;
  undo: UndoState;
  notice: Notice | null;
  picking: boolean;
}

export const DEFAULT_NEW_SECTION = "uploads";

function pickNotice(picked: PickedFiles): Notice | null {
  const parts: string[] = [];
  if (picked.files.length === 0) parts.push("No files were found in what was dropped.");
  if (picked.ignored > 0) {
    parts.push(
      `${picked.ignored} hidden or unreadable item${picked.ignored === 1 ? " was" : "s were"} left out.`,
    );
  }
  if (picked.truncated) parts.push("There are too many files: only the first ones are listed.");
  return parts.length > 0 ? { tone: "info", text: parts.join(" ") } : null;
}

function initialState(
  images: WebsiteImage[],
  newSection: string,
  slots: BulkSessionDeps["slots"],
): BulkSessionState {
  const review = slots
    ? setSlots(emptyReview(images, newSection), slots)
    : emptyReview(images, newSection);
  return {
    phase: "review",
    review,
    rows: [],
    plan: planBatch(review),
    thumbnails: {},
    snapshot: null,
    batchId: null,
    report: null,
    undo: { running: false, result: null },
    notice: null,
    picking: false,
  };
}

export class BulkSession {
  private state: BulkSessionState;
  private readonly listeners = new Set<() => void>();
  private deps: BulkSessionDeps | null = null;
  private readonly bodies = new Map<string, Blob>();
  private queue: BatchQueue | null = null;
  /** Bumped by reset(): results of work started before it are dropped. */
  private generation = 0;

  constructor(private readonly env: BulkEnvironment = browserEnvironment) {
    this.state = initialState([], DEFAULT_NEW_SECTION, undefined);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): BulkSessionState => this.state;

  /**
   * The host's current dependencies; a new image list or new slots update the review (not a
   * running batch).
   */
  connect(deps: BulkSessionDeps): void {
    const previous = this.deps;
    this.deps = deps;
    if (this.state.phase !== "review") return;
    let review = this.state.review;
    if (deps.images !== undefined && deps.images !== previous?.images) {
      review = { ...review, images: deps.images };
    }
    if (deps.slots !== undefined && deps.slots !== previous?.slots) {
      review = setSlots(review, deps.slots);
    }
    if (review !== this.state.review) this.setReview(review);
  }

  private need(): BulkSessionDeps {
    if (!this.deps) throw new Error("The Bulk Replace session is not connected");
    return this.deps;
  }

  private set(change: Partial<BulkSessionState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private setReview(review: ReviewState, extra: Partial<BulkSessionState> = {}) {
    const rows = reviewRows(review);
    this.set({
      review,
      rows,
      ...(this.state.phase === "review" && { plan: planBatch(review) }),
      ...extra,
    });
  }

  private release(keys: Iterable<string>) {
    const thumbnails = { ...this.state.thumbnails };
    for (const key of keys) {
      const url = thumbnails[key];
      if (url) this.env.revokeObjectUrl(url);
      delete thumbnails[key];
      this.bodies.delete(key);
    }
    return thumbnails;
  }

  /** Back to an empty review (a running batch is cancelled). */
  reset(): void {
    this.generation++;
    this.queue?.cancel();
    this.queue = null;
    this.release(Object.keys(this.state.thumbnails));
    this.bodies.clear();
    this.state = initialState(
      this.deps?.images ?? this.state.review.images,
      this.state.review.newSection,
      this.deps?.slots ?? this.state.review.slotsByImage ?? undefined,
    );
    this.set({});
  }

  dismissNotice(): void {
    this.set({ notice: null });
  }

  addDropped(files: readonly File[]): Promise<void> {
    return this.take(() => this.need().source.fromDrop(files));
  }

  choose(kind: "files" | "folder"): Promise<void> {
    return this.take(() => this.need().source.choose(kind));
  }

  private async take(pick: () => Promise<PickedFiles>): Promise<void> {
    if (this.state.phase === "sending") {
      this.set({
        notice: { tone: "info", text: "Wait for this batch to finish before adding files." },
      });
      return;
    }
    this.set({ picking: true });
    let picked: PickedFiles;
    try {
      picked = await pick();
    } catch (error) {
      this.set({ picking: false, notice: { tone: "error", text: errorMessage(error) } });
      return;
    }
    // Files added after a finished batch start the next one.
    if (this.state.phase === "done") this.reset();
    const generation = this.generation;
    const before = new Set(this.state.review.files.map((file) => file.key));
    const review = addFiles(
      this.state.review,
      picked.files.map(({ key, name, relativePath, size, modified }) => ({
        key,
        name,
        relativePath,
        size,
        ...(modified !== undefined && { modified }),
      })),
    );
    const kept = new Set(review.files.map((file) => file.key));
    const thumbnails = this.release([...before].filter((key) => !kept.has(key)));
    this.setReview(review, { picking: false, notice: pickNotice(picked), thumbnails });

    const { measure } = this.need();
    await checkFiles(
      picked.files,
      (file, result) => {
        if (generation !== this.generation) return;
        if (!this.state.review.files.some((f) => f.key === file.key)) return;
        const extra: Partial<BulkSessionState> = {};
        if (result.body) {
          this.bodies.set(file.key, result.body);
          extra.thumbnails = {
            ...this.state.thumbnails,
            [file.key]: this.env.createObjectUrl(result.body),
          };
        }
        this.setReview(setChecked(this.state.review, file.key, result.check, result.pixels), extra);
      },
      { measure },
    );
  }

  /** A change to the review (confirm, skip, section...); ignored once a batch has started. */
  update(change: (review: ReviewState) => ReviewState): void {
    if (this.state.phase === "review") this.setReview(change(this.state.review));
  }

  replaceAll(): void {
    const deps = this.need();
    const plan = planBatch(this.state.review);
    if (this.state.phase !== "review" || plan.pending > 0 || plan.uploads.length === 0) return;
    const batchId = newBatchId();
    const queue = createBatchQueue(plan.uploads, {
      uploader: deps.uploader,
      batchId,
      api: deps.api,
      bodyOf: async (upload) => {
        const body = this.bodies.get(upload.key);
        if (!body) throw new Error("The file is no longer available: add it again");
        return body;
      },
    });
    this.queue = queue;
    let scheduled = false;
    queue.subscribe(() => {
      if (scheduled) return;
      scheduled = true;
      this.env.schedule(() => {
        scheduled = false;
        if (this.queue === queue && this.state.phase === "sending")
          this.set({ snapshot: queue.snapshot() });
      });
    });
    this.set({
      phase: "sending",
      plan,
      batchId,
      report: null,
      undo: { running: false, result: null },
      notice: null,
      snapshot: queue.snapshot(),
    });
    void this.finish(queue, plan, queue.start());
  }

  private async finish(queue: BatchQueue, plan: BatchPlan, running: Promise<void>) {
    await running;
    if (this.queue !== queue) return; // reset meanwhile
    const snapshot = queue.snapshot();
    const report = buildReport(plan, snapshot);
    this.set({ phase: "done", snapshot, report });
    const deps = this.need();
    deps.notify(notificationFor(report));
    await deps.refreshImages();
  }

  cancel(): void {
    this.queue?.cancel();
  }

  retryNow(): void {
    this.queue?.retryNow();
  }

  retryFailed(): void {
    const { queue } = this;
    const { plan } = this.state;
    if (!queue || !plan || this.state.phase !== "done") return;
    this.set({ phase: "sending", snapshot: queue.snapshot() });
    void this.finish(queue, plan, queue.retry());
  }

  async undoThisBatch(): Promise<void> {
    const { report, undo, batchId } = this.state;
    if (!report || report.undo.length === 0 || undo.running || undo.result) return;
    const deps = this.need();
    this.set({ undo: { running: true, result: null } });
    const result = await undoBatch(report.undo, deps.api, { batchId: batchId ?? undefined });
    this.set({ undo: { running: false, result } });
    const restored = result.restored.length;
    deps.notify({
      title: result.failed.length > 0 ? "Undo finished with problems" : "Batch undone",
      body: `${restored} image${restored === 1 ? "" : "s"} restored${
        result.failed.length > 0 ? `, ${result.failed.length} left as they are` : ""
      }`,
    });
    await deps.refreshImages();
  }

  /** Releases every object URL (the host is going away). */
  dispose(): void {
    this.generation++;
    this.queue?.cancel();
    this.release(Object.keys(this.state.thumbnails));
  }
}
