/**
 * Drives a whole batch the way the Bulk Replace view does, without a screen: scan a real
 * folder (the main process's code), check every file, review, send, report. Shared by the
 * tests against the real API.
 */
import type { createAdminApi } from "../src/bulk/admin-api.ts";
import { type BatchQueue, createBatchQueue } from "../src/bulk/batch.ts";
import { checkLocalFile } from "../src/bulk/check-files.ts";
import type { LocalFile } from "../src/bulk/local-file.ts";
import type { QueueEvent } from "../src/bulk/queue.ts";
import { buildReport } from "../src/bulk/report.ts";
import {
  addFiles,
  emptyReview,
  planBatch,
  type ReviewState,
  setChecked,
} from "../src/bulk/review.ts";
import type { Uploader } from "../src/bulk/upload-client.ts";
import { FileGrants, scanPaths } from "../src/main/files.ts";

export async function pickFolder(paths: string[]) {
  const grants = new FileGrants();
  const picked = grants.grant(await scanPaths(paths));
  const files: LocalFile[] = picked.files.map((file) => ({
    key: file.token,
    name: file.name,
    relativePath: file.relativePath,
    size: file.size,
    read: () => grants.read(file.token),
  }));
  return files;
}

export async function reviewFiles(
  files: LocalFile[],
  api: ReturnType<typeof createAdminApi>,
  section: string,
) {
  let review = addFiles(emptyReview(await api.listImages(), section), files);
  const bodies = new Map<string, Blob>();
  for (const file of files) {
    const { check, body } = await checkLocalFile(file);
    review = setChecked(review, file.key, check);
    if (body) bodies.set(file.key, body);
  }
  return { review, bodies };
}

export async function runBatch(
  review: ReviewState,
  bodies: Map<string, Blob>,
  uploader: Uploader,
  queueOptions: Parameters<typeof createBatchQueue>[1]["queue"] = {},
) {
  const plan = planBatch(review);
  const events: QueueEvent[] = [];
  let maxRunning = 0;
  const queue: BatchQueue = createBatchQueue(plan.uploads, {
    uploader,
    bodyOf: async (upload) => bodies.get(upload.key)!,
    queue: queueOptions,
  });
  queue.subscribe((event) => {
    events.push(event);
    maxRunning = Math.max(maxRunning, queue.snapshot().running);
  });
  await queue.start();
  return { plan, queue, events, maxRunning, report: buildReport(plan, queue.snapshot()) };
}
