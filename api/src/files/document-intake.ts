import { createHash } from "node:crypto";
import {
  andList,
  apiErrorMessages,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_INFLATED_BYTES,
  PDF_CONTENT_TYPE,
  pdfActiveParts,
} from "@app/contract";
import { createPacer } from "../formats/pacer.ts";
import { InflateLimitError } from "../formats/pdf/pdf-inflate.ts";
import { PdfTooDeepError } from "../formats/pdf/pdf-objects.ts";
import { scanPdf } from "../formats/pdf/pdf-scan.ts";
import { HttpError } from "../lib/http-error.ts";

/** A PDF that passed every check, stored as sent. */
export interface PreparedDocument {
  bytes: Uint8Array;
  contentType: typeof PDF_CONTENT_TYPE;
  width: null;
  height: null;
  pageCount: number;
  sha256: string;
}

const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
export const PDF_SIGNATURE_LENGTH = SIGNATURE.length;

/** Whether the bytes start as a PDF must: `%PDF-` first, nothing before it. */
export const startsLikePdf = (bytes: Uint8Array) =>
  bytes.length >= SIGNATURE.length && SIGNATURE.every((byte, i) => bytes[i] === byte);

const refused = (message: string) => new HttpError(415, message);

const HASH_SLICE_BYTES = 1024 * 1024;

/** Slice by slice: hashing 20 MB at once would hold the event loop for tens of milliseconds. */
async function sha256HexPaced(bytes: Uint8Array): Promise<string> {
  const pace = createPacer();
  const hash = createHash("sha256");
  for (let at = 0; at < bytes.byteLength; at += HASH_SLICE_BYTES) {
    hash.update(bytes.subarray(at, at + HASH_SLICE_BYTES));
    await pace();
  }
  return hash.digest("hex");
}

async function scanOrRefuse(bytes: Uint8Array) {
  try {
    return await scanPdf(bytes);
  } catch (error) {
    if (error instanceof InflateLimitError) {
      throw refused(apiErrorMessages.pdfInflateLimit(MAX_DOCUMENT_INFLATED_BYTES / 1024 / 1024));
    }
    if (error instanceof PdfTooDeepError) throw refused(apiErrorMessages.pdfTooDeep);
    throw error;
  }
}

/**
 * Checks a PDF by its bytes and refuses what must not be served to visitors: 413 over
 * MAX_DOCUMENT_BYTES; 415 when it does not start with %PDF-, carries JavaScript, embedded
 * files, launch actions, rich media or XFA forms (named in the answer), is encrypted (so it
 * cannot be checked), has a part that cannot be read or unpacks past the zip-bomb limit, or
 * has no pages.
 */
export async function prepareDocument(bytes: Uint8Array): Promise<PreparedDocument> {
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) {
    throw new HttpError(413, apiErrorMessages.documentTooLarge);
  }
  if (!startsLikePdf(bytes)) throw refused(apiErrorMessages.pdfNotPdf);
  const scan = await scanOrRefuse(bytes);
  if (scan.active.length > 0) {
    throw refused(apiErrorMessages.pdfActive(andList(scan.active.map((p) => pdfActiveParts[p]))));
  }
  if (scan.encrypted) throw refused(apiErrorMessages.pdfEncrypted);
  if (scan.unreadable) throw refused(apiErrorMessages.pdfUnreadable);
  if (scan.pageCount === 0) throw refused(apiErrorMessages.pdfNoPages);
  return {
    bytes,
    contentType: PDF_CONTENT_TYPE,
    width: null,
    height: null,
    pageCount: scan.pageCount,
    sha256: await sha256HexPaced(bytes),
  };
}
