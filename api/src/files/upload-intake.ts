import {
  apiErrorMessages,
  MAX_DOCUMENT_BYTES,
  normalizeDocumentFilename,
  normalizeUploadFilename,
  PDF_CONTENT_TYPE,
} from "@app/contract";
import { HttpError } from "../lib/http-error.ts";
import {
  PDF_SIGNATURE_LENGTH,
  type PreparedDocument,
  prepareDocument,
  startsLikePdf,
} from "./document-intake.ts";
import { declaredImageType, type PreparedImage, prepareUpload } from "./image-intake.ts";

export interface PreparedFile {
  file: PreparedImage | PreparedDocument;
  /** The safe filename it is stored under, with the extension its bytes call for. */
  filename: string;
}

const PDF_DECLARED_TYPES = new Set([PDF_CONTENT_TYPE, "application/x-pdf"]);

/**
 * One upload, an image or a PDF: the bytes decide which. A PDF gets the PDF checks and 20 MB,
 * anything else the image checks and 5 MB. What claims to be a PDF (by its declared type or a
 * .pdf name) and is not is refused as such, so the answer speaks of what was meant.
 */
export async function prepareStoredFile(upload: File): Promise<PreparedFile> {
  const head = new Uint8Array(await upload.slice(0, PDF_SIGNATURE_LENGTH).arrayBuffer());
  const declared = declaredImageType(upload.type);
  const declaredPdf = declared !== undefined && PDF_DECLARED_TYPES.has(declared);
  if (startsLikePdf(head)) {
    if (declared !== undefined && !declaredPdf) {
      throw new HttpError(415, apiErrorMessages.typeMismatch);
    }
    if (upload.size > MAX_DOCUMENT_BYTES) {
      throw new HttpError(413, apiErrorMessages.documentTooLarge);
    }
    const file = await prepareDocument(new Uint8Array(await upload.arrayBuffer()));
    return { file, filename: normalizeDocumentFilename(upload.name) };
  }
  if (declaredPdf || /\.pdf$/i.test(upload.name.trim())) {
    throw new HttpError(415, apiErrorMessages.pdfNotPdf);
  }
  const file = await prepareUpload(upload);
  return { file, filename: normalizeUploadFilename(upload.name, file.contentType) };
}
