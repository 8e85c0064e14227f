import type { UploadAnswer } from "@app/contract";
import { errorMessage, isTransient } from "./api-errors.ts";
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

/** The queue that sends a batch's uploads: replacements carry the version the admin reviewed. */
export function createBatchQueue(
  uploads: readonly PlannedUpload[],
  deps: BatchQueueDeps,
): BatchQueue {
  const tasks = uploads.map((upload) => ({ key: upload.key, size: upload.file.size, upload }));
  return new UploadQueue<BatchTask, UploadAnswer>(tasks, {
    isUnreachable: isTransient,
    describeError: errorMessage,
    ...deps.queue,
    async run({ upload }, context) {
      const file = await deps.bodyOf(upload);
      return deps.uploader(
        {
          file,
          filename: upload.file.name,
          ...(upload.image && { imageId: upload.image.id, expectedVersion: upload.image.version }),
          ...(upload.section && { section: upload.section }),
          ...(upload.name && { name: upload.name }),
          ...(deps.batchId && { batchId: deps.batchId }),
        },
        context,
      );
    },
  });
}
