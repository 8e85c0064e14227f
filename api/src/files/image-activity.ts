import type { ImageDetails, WebsiteImage } from "@app/contract";
import { fileActivityDetail, isDocument } from "@app/contract";
import type { Context } from "hono";
import type { ActivityEvent } from "../activity/activity-log.ts";
import type { UploadResult } from "./images.service.ts";

/** What desktop Bulk Replace sends as its batch's name; anything else is not one. */
const BATCH_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The batch a Bulk Replace request names in `header` (BULK_BATCH_HEADER or BULK_UNDO_HEADER),
 * or undefined: a value that is not a short token is ignored rather than written to the log.
 */
export function bulkBatch(c: Context, header: string): string | undefined {
  const value = c.req.header(header);
  return value !== undefined && BATCH_TOKEN.test(value) ? value : undefined;
}

/**
 * The activity log's words for stored files: the target is the filename, the detail the new
 * version (and the Bulk Replace batch, when a request named one). PDFs have their own actions;
 * Bulk Replace only ever replaces images.
 */
export const imageActivity = {
  uploaded:
    (batch: string | undefined) =>
    ({ image, replaced }: UploadResult): ActivityEvent => {
      const document = isDocument(image);
      const action = !replaced
        ? document
          ? "document.uploaded"
          : "image.uploaded"
        : document
          ? "document.replaced"
          : batch
            ? "bulk.replaced"
            : "image.replaced";
      return {
        action,
        target: image.filename,
        detail: fileActivityDetail({ batch, version: image.version }),
      };
    },

  restored:
    (fromVersion: number, batch: string | undefined) =>
    ({ image }: { image: WebsiteImage }): ActivityEvent => ({
      action: isDocument(image) ? "document.restored" : batch ? "bulk.undone" : "image.restored",
      target: image.filename,
      detail: fileActivityDetail({ batch, version: image.version, fromVersion }),
    }),

  deleted: (file: { filename: string; contentType: string }): ActivityEvent => ({
    action: isDocument(file) ? "document.deleted" : "image.deleted",
    target: file.filename,
  }),

  /** What the request changed, as it now stands; a request that changed nothing is no event. */
  detailsChanged:
    (details: ImageDetails) =>
    ({ image }: { image: WebsiteImage }): ActivityEvent | null => {
      const parts: string[] = [];
      if (details.alt !== undefined || details.decorative !== undefined) {
        parts.push(image.decorative ? "marked decorative" : `alt text "${image.alt}"`);
      }
      if (details.focalX !== undefined) {
        parts.push(`focal point ${image.focalX}, ${image.focalY}`);
      }
      if (parts.length === 0) return null;
      return { action: "image.detailsChanged", target: image.filename, detail: parts.join(", ") };
    },
};
