/**
 * An upload whose answer never came may still have been stored: the connection can drop after
 * the server saved the new version and before its answer arrived. Sent again, the replacement
 * carries the version the admin reviewed, which is no longer current, and the server refuses it
 * with 409, as if someone else had replaced the image. Before the batch says so, it asks the
 * server whether the current version is in fact its own upload (decision 022).
 *
 * The proof is the activity log, written in the same transaction as the version: the entry
 * for the image's current version names this batch (every upload of a batch names it, and a
 * batch replaces each image once). The content hash cannot tell: the server stores an image
 * without its metadata (a camera photo's EXIF) and an SVG sanitized, so the stored sha256 and
 * size are not those of the bytes sent.
 */
import { readFileActivityDetail, type UploadAnswer, type WebsiteImage } from "@app/contract";
import type { AdminApi } from "./admin-api.ts";

export type OwnUploadApi = Pick<AdminApi, "versions" | "activity" | "listImages">;

/** Pages of the activity log read, newest first, before giving up on finding the entry. */
const MAX_PAGES = 5;
const PAGE_SIZE = 200;

/** Whether the activity log says `batchId` made `version` of the file named `filename`. */
async function batchMadeVersion(
  api: OwnUploadApi,
  { batchId, filename, version }: { batchId: string; filename: string; version: number },
): Promise<boolean> {
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { items, nextCursor } = await api.activity({
      action: "bulk.replaced",
      limit: PAGE_SIZE,
      ...(cursor && { cursor }),
    });
    for (const entry of items) {
      if (entry.target !== filename) continue;
      const detail = readFileActivityDetail(entry.detail);
      if (!detail) continue;
      if (detail.version === version) return detail.batch === batchId;
      // Older than the version in question: its entry would have come first.
      if (detail.version < version) return false;
    }
    if (!nextCursor) return false;
    cursor = nextCursor;
  }
  return false;
}

/**
 * The answer the lost upload would have had, when the image's current version is the one this
 * batch's upload made right after the version it reviewed; null when someone else replaced it.
 */
export async function findOwnReplacement(
  api: OwnUploadApi,
  { reviewed, batchId }: { reviewed: WebsiteImage; batchId: string },
): Promise<UploadAnswer | null> {
  const current = (await api.versions(reviewed.id)).find((version) => version.current);
  // Ours would be the very next version; anything later means another change came after it.
  if (!current || current.version !== reviewed.version + 1) return null;
  const ours = await batchMadeVersion(api, {
    batchId,
    filename: reviewed.filename,
    version: current.version,
  });
  if (!ours) return null;
  const image = (await api.listImages()).find((candidate) => candidate.id === reviewed.id);
  if (!image || image.version !== current.version) return null;
  return { image, file: { filepath: image.filepath }, replaced: true };
}
