import type { UploadAnswer } from "@app/contract";
import { isApiError } from "@app/contract/api-error";
import { describeFailure, isUnreachable } from "./failures.ts";
import { findOwnReplacement, type OwnUploadApi } from "./lost-answer.ts";
import { type QueueOptions, type QueueTask, UploadQueue } from "./queue.ts";
import type { PlannedUpload } from "./review.ts";
import type { Uploader } from "./upload-client.ts";

export interface BatchTask extends QueueTask {
  upload: PlannedUpload;
}

export interface BatchQueueDeps {
  uploader: Uploader;
  /** The checked bytes of a file, typed with their sniffed type. */
  bodyOf(upload: PlannedUpload): Promise<Blob>;
  /** Sent with each upload, so the server's activity log names the batch (see newBatchId). */
  batchId?: string;
  /**
   * Asked, with `batchId`, when a replacement sent again after its answer was lost is refused
   * with 409: was the image's current version our own lost upload? (lost-answer.ts)
   */
  api?: OwnUploadApi;
  queue?: Partial<Omit<QueueOptions<BatchTask, UploadAnswer>, "run">>;
}

export type BatchQueue = UploadQueue<BatchTask, UploadAnswer>;

/**
 * A batch's name for the server: random, and a short token of letters and digits, which is all
 * the server accepts in its batch headers. getRandomValues, unlike randomUUID, needs no secure
 * context.
 */
export function newBatchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A failure after which the upload may or may not have been stored: no answer came. */
const outcomeUnknown = (error: unknown) =>
  isUnreachable(error) || (error instanceof Error && error.name === "AbortError");

/**
 * The queue that sends a batch's uploads: replacements carry the version the admin reviewed.
 * A replacement refused with 409 after an earlier try of it got no answer is checked with the
 * server first: when the current version is that earlier try's, the upload counts as done.
 */
export function createBatchQueue(
  uploads: readonly PlannedUpload[],
  deps: BatchQueueDeps,
): BatchQueue {
  const tasks = uploads.map((upload) => ({ key: upload.key, size: upload.file.size, upload }));
  /** Tasks whose last try got no answer: the server may have stored it anyway. */
  const mayHaveLanded = new Set<string>();
  return new UploadQueue<BatchTask, UploadAnswer>(tasks, {
    isUnreachable,
    describeError: describeFailure,
    ...deps.queue,
    async run({ key, upload }, context) {
      const file = await deps.bodyOf(upload);
      try {
        const answer = await deps.uploader(
          {
            file,
            filename: upload.file.name,
            ...(upload.image && {
              imageId: upload.image.id,
              expectedVersion: upload.image.version,
            }),
            ...(upload.section && { section: upload.section }),
            ...(upload.name && { name: upload.name }),
            ...(deps.batchId && { batchId: deps.batchId }),
          },
          context,
        );
        mayHaveLanded.delete(key);
        return answer;
      } catch (error) {
        if (isApiError(error, 409) && mayHaveLanded.has(key) && upload.image) {
          // Throws while the server cannot be reached: the task waits and asks again.
          const own =
            deps.api && deps.batchId
              ? await findOwnReplacement(deps.api, {
                  reviewed: upload.image,
                  batchId: deps.batchId,
                })
              : null;
          if (own) {
            mayHaveLanded.delete(key);
            return own;
          }
        }
        if (outcomeUnknown(error)) mayHaveLanded.add(key);
        else mayHaveLanded.delete(key);
        throw error;
      }
    },
  });
}
