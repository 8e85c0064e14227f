import type { UploadAnswer, WebsiteImage } from "@app/contract";
import type { QueueSnapshot } from "./queue.ts";
import type { BatchPlan } from "./review.ts";

export interface ReportItem {
  key: string;
  relativePath: string;
  /** The registered filename it replaced or created, when there is one. */
  target: string | null;
  reason: string | null;
  image: WebsiteImage | null;
}

/** What undoing one replacement needs. */
export interface UndoEntry {
  imageId: number;
  filename: string;
  /** The version the batch replaced; null when unknown (found from the version list). */
  previousVersion: number | null;
  /** The version the batch created. */
  batchVersion: number;
}

export interface BatchReport {
  replaced: ReportItem[];
  created: ReportItem[];
  skipped: ReportItem[];
  failed: ReportItem[];
  cancelled: ReportItem[];
  undo: UndoEntry[];
}

/** The end-of-batch report, from the plan and the queue as it finished. */
export function buildReport(plan: BatchPlan, snapshot: QueueSnapshot<UploadAnswer>): BatchReport {
  const report: BatchReport = {
    replaced: [],
    created: [],
    skipped: [],
    failed: [],
    cancelled: [],
    undo: [],
  };
  for (const { file, reason } of plan.skipped) {
    report.skipped.push({
      key: file.key,
      relativePath: file.relativePath,
      target: null,
      reason,
      image: null,
    });
  }
  const taskByKey = new Map(snapshot.tasks.map((task) => [task.key, task]));
  for (const upload of plan.uploads) {
    const task = taskByKey.get(upload.key);
    const item: ReportItem = {
      key: upload.key,
      relativePath: upload.file.relativePath,
      target: upload.image?.filename ?? upload.file.name,
      reason: null,
      image: upload.image,
    };
    if (task?.state === "done" && task.result) {
      const answer = task.result;
      const done = { ...item, target: answer.image.filename, image: answer.image };
      if (answer.replaced) {
        report.replaced.push(done);
        report.undo.push({
          imageId: answer.image.id,
          filename: answer.image.filename,
          previousVersion: upload.image?.id === answer.image.id ? upload.image.version : null,
          batchVersion: answer.image.version,
        });
      } else {
        report.created.push(done);
      }
    } else if (task?.state === "failed") {
      report.failed.push({ ...item, reason: task.error ?? "Upload failed" });
    } else {
      report.cancelled.push({ ...item, reason: "Cancelled before it started" });
    }
  }
  return report;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "3 replaced, 1 new, 2 skipped, 1 failed" (zero counts left out, except when all are zero). */
export function summarize(report: BatchReport): string {
  const parts = [
    report.replaced.length > 0 && `${report.replaced.length} replaced`,
    report.created.length > 0 && `${report.created.length} new`,
    report.skipped.length > 0 && `${report.skipped.length} skipped`,
    report.failed.length > 0 && `${report.failed.length} failed`,
    report.cancelled.length > 0 && `${report.cancelled.length} cancelled`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "Nothing was sent";
}

/** The system notification at the end of a batch. */
export function notificationFor(report: BatchReport): { title: string; body: string } {
  const sent = report.replaced.length + report.created.length;
  const title =
    report.failed.length > 0
      ? `Bulk replace: ${plural(report.failed.length, "file")} failed`
      : `Bulk replace finished: ${plural(sent, "image")} updated`;
  return { title, body: summarize(report) };
}
