/**
 * Pointing a file that matches no image by name (a camera's `IMG_2034.JPG`) at the picture it
 * replaces. The choice is kept by the file's identity, so it holds for the whole batch: a
 * re-check, a retry and the report keep it, and so does the same file dropped again.
 */
import type { WebsiteImage } from "@app/contract";
import { fileIdentity } from "./matching.ts";
import { type ReviewRow, type ReviewState, reviewRows } from "./review.ts";

export type PointResult = { ok: true; state: ReviewState } | { ok: false; message: string };

/** Rows that will send, or may yet send, a file to their image: what a second file would clash with. */
const CLAIMING = new Set<ReviewRow["status"]>([
  "checking",
  "replace",
  "needs-confirmation",
  "needs-acceptance",
]);

/** The row of another file that already replaces `imageId`, if any. */
export function claimOf(
  rows: readonly ReviewRow[],
  imageId: number,
  exceptKey: string | null = null,
): ReviewRow | undefined {
  return rows.find(
    (row) =>
      row.file.key !== exceptKey && row.match.image?.id === imageId && CLAIMING.has(row.status),
  );
}

/** Why a picture cannot take one more file: another file of the batch already replaces it. */
export function claimMessage(claim: ReviewRow, image: WebsiteImage): string {
  const other = claim.file.relativePath;
  return claim.match.kind === "pointed"
    ? `${other} already replaces ${image.filename}: undo that choice first, or choose another picture.`
    : `${other} already replaces ${image.filename}, whose name it has: skip that file first, or choose another picture.`;
}

/**
 * Points the unmatched file `key` at image `imageId`. Refused when the file is matched by name,
 * when the image is gone, or when another file of the batch already replaces that image.
 */
export function pointFile(state: ReviewState, key: string, imageId: number): PointResult {
  const file = state.files.find((f) => f.key === key);
  const image = state.images.find((i) => i.id === imageId);
  if (!file) return { ok: false, message: "This file is no longer in the batch." };
  if (!image) return { ok: false, message: "This picture is no longer on the site." };
  const rows = reviewRows(state);
  const own = rows.find((row) => row.file.key === key);
  if (own && own.match.kind !== "unmatched" && own.match.kind !== "pointed") {
    return { ok: false, message: `${file.name} already replaces a picture by its name.` };
  }
  const claim = claimOf(rows, imageId, key);
  if (claim) return { ok: false, message: claimMessage(claim, image) };
  const without = (list: string[]) => list.filter((k) => k !== key);
  const { [key]: _accepted, ...accepted } = state.accepted;
  return {
    ok: true,
    state: {
      ...state,
      pointed: { ...state.pointed, [fileIdentity(file)]: imageId },
      // A replacement now: not a new image, not skipped, and its warnings asked afresh.
      createNew: without(state.createNew),
      skipped: without(state.skipped),
      accepted,
    },
  };
}

/** Forgets the picture a file was pointed at: it is unmatched again. */
export function unpointFile(state: ReviewState, key: string): ReviewState {
  const file = state.files.find((f) => f.key === key);
  if (!file) return state;
  const { [fileIdentity(file)]: _previous, ...pointed } = state.pointed;
  const { [key]: _accepted, ...accepted } = state.accepted;
  return { ...state, pointed, accepted };
}
