import {
  ALLOWED_IMAGE_TYPES,
  apiErrorMessages,
  fileMessages,
  MAX_DOCUMENT_BYTES,
  MAX_UPLOAD_BYTES,
  PDF_CONTENT_TYPE,
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

export type DocumentCheck =
  | { ok: true; type: typeof PDF_CONTENT_TYPE }
  | { ok: false; reason: "type" | "size" | "content"; message: ToastMessage };

const PDF_SIGNATURE = "%PDF-";

/** What the PDF pickers offer; the check after choosing still applies. */
export const DOCUMENT_ACCEPT = `${PDF_CONTENT_TYPE},.pdf`;

/**
 * The checks before a PDF is sent: a PDF by type (or by name, where the system knows no type),
 * at most MAX_DOCUMENT_BYTES, starting with %PDF- as the server demands. Scripts and embedded
 * files are the server's to find: it reads the whole document, and its refusal says what it found.
 */
export async function checkDocumentFile(file: File): Promise<DocumentCheck> {
  // Some systems still name PDFs by the old experimental type.
  const declared = file.type === PDF_CONTENT_TYPE || file.type === "application/x-pdf";
  const unknownPdf = file.type === "" && /\.pdf$/i.test(file.name);
  if (!declared && !unknownPdf) {
    return { ok: false, reason: "type", message: fileMessages.documentInvalidType };
  }
  if (file.size > MAX_DOCUMENT_BYTES) {
    return { ok: false, reason: "size", message: fileMessages.documentTooLarge };
  }
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
  if (new TextDecoder("latin1").decode(head) !== PDF_SIGNATURE) {
    return { ok: false, reason: "content", message: fileMessages.documentNotPdf };
  }
  return { ok: true, type: PDF_CONTENT_TYPE };
}
