import {
  ALLOWED_IMAGE_TYPES,
  apiErrorMessages,
  MAX_UPLOAD_BYTES,
  type ToastMessage,
  toastMessages,
} from "@app/contract";

import { type CanonicalImageType, SVG_SNIFF_BYTES, sniffImageType } from "@app/contract/image-type";

export type SniffedImageType = CanonicalImageType;

export type FileCheck =
  | { ok: true; type: SniffedImageType }
  | { ok: false; reason: "type" | "size" | "content"; message: ToastMessage };

const normalise = (type: string): string => (type === "image/jpg" ? "image/jpeg" : type);

/**
 * The checks the spec asks for before anything is sent: the declared type is one of the six,
 * the size is at most 5 MB; then the bytes must really be that kind of image.
 */
export async function checkImageFile(file: Blob): Promise<FileCheck> {
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, reason: "type", message: toastMessages.invalidFileType };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { ok: false, reason: "size", message: toastMessages.fileTooLarge };
  }
  const head = new Uint8Array(await file.slice(0, SVG_SNIFF_BYTES).arrayBuffer());
  const sniffed = sniffImageType(head);
  if (!sniffed || sniffed !== normalise(file.type)) {
    return {
      ok: false,
      reason: "content",
      message: {
        title: toastMessages.invalidFileType.title,
        description: apiErrorMessages.typeMismatch,
      },
    };
  }
  return { ok: true, type: sniffed };
}
