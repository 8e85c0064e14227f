import { MAX_UPLOAD_BYTES, type ToastMessage, toastMessages } from "@app/contract";
import { sniffImageType } from "@app/contract/image-type";
import type { SniffedType } from "./image-type.ts";

export type RefusalReason = "too-large" | "invalid-type" | "empty" | "unreadable";

export type FileCheck =
  | { ok: true; type: SniffedType }
  | { ok: false; reason: RefusalReason; message: ToastMessage };

const emptyFile: ToastMessage = { ...toastMessages.invalidFileType };

/**
 * The size check alone, before any byte is read: a file over 5 MB is refused with the spec's
 * "File too large" message whatever it contains.
 */
export function checkSize(size: number): FileCheck | null {
  if (size > MAX_UPLOAD_BYTES) {
    return { ok: false, reason: "too-large", message: toastMessages.fileTooLarge };
  }
  if (size === 0) return { ok: false, reason: "empty", message: emptyFile };
  return null;
}

/**
 * Every check the spec asks for before sending: at most 5 MB, and one of the six image types
 * judged by the bytes themselves (magic numbers), not by the name or declared type.
 */
export function checkFile(size: number, bytes: Uint8Array): FileCheck {
  const sizeRefusal = checkSize(Math.max(size, bytes.byteLength));
  if (sizeRefusal) return sizeRefusal;
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, reason: "invalid-type", message: toastMessages.invalidFileType };
  return { ok: true, type };
}

/** A file that could not be read at all (moved, deleted, no permission). */
export const unreadable = (error: string): FileCheck => ({
  ok: false,
  reason: "unreadable",
  message: { title: "File could not be read", description: error },
});

/** "Title: description", the way a refusal is shown in one table cell or report line. */
export const refusalText = (message: ToastMessage): string =>
  message.description ? `${message.title}: ${message.description}` : message.title;
