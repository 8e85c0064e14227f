import { createHash } from "node:crypto";
import {
  andList,
  apiErrorMessages,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_INFLATED_BYTES,
  PDF_CONTENT_TYPE,
  type PdfActivePart,
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
export async function sha256HexPaced(bytes: Uint8Array): Promise<string> {
  const pace = createPacer();
  const hash = createHash("sha256");
  for (let at = 0; at < bytes.byteLength; at += HASH_SLICE_BYTES) {
    hash.update(bytes.subarray(at, at + HASH_SLICE_BYTES));
    await pace();
  }
  return hash.digest("hex");
}

/** Why a PDF must not be kept, or how many pages it has. */
export type PdfVerdict =
  | { pageCount: number }
  | { refused: "active"; active: PdfActivePart[] }
  | { refused: "encrypted" | "unreadable" | "noPages" | "inflateLimit" | "tooDeep" };

/**
 * What the checks say of a PDF's bytes (they start with %PDF-): active parts (JavaScript,
 * embedded files, launch actions, rich media, XFA forms), encryption (it cannot be checked), a
 * part that cannot be read, a part that unpacks past the zip-bomb limit, no pages.
 */
export async function pdfVerdict(bytes: Uint8Array): Promise<PdfVerdict> {
  let scan: Awaited<ReturnType<typeof scanPdf>>;
  try {
    scan = await scanPdf(bytes);
  } catch (error) {
    if (error instanceof InflateLimitError) return { refused: "inflateLimit" };
    if (error instanceof PdfTooDeepError) return { refused: "tooDeep" };
    throw error;
  }
  if (scan.active.length > 0) return { refused: "active", active: scan.active };
  if (scan.encrypted) return { refused: "encrypted" };
  if (scan.unreadable) return { refused: "unreadable" };
  if (scan.pageCount === 0) return { refused: "noPages" };
  return { pageCount: scan.pageCount };
}

function refusalOf(verdict: Exclude<PdfVerdict, { pageCount: number }>): HttpError {
  switch (verdict.refused) {
    case "active":
      return refused(
        apiErrorMessages.pdfActive(andList(verdict.active.map((p) => pdfActiveParts[p]))),
      );
    case "encrypted":
      return refused(apiErrorMessages.pdfEncrypted);
    case "unreadable":
      return refused(apiErrorMessages.pdfUnreadable);
    case "noPages":
      return refused(apiErrorMessages.pdfNoPages);
    case "inflateLimit":
      return refused(apiErrorMessages.pdfInflateLimit(MAX_DOCUMENT_INFLATED_BYTES / 1024 / 1024));
    case "tooDeep":
      return refused(apiErrorMessages.pdfTooDeep);
  }
}

/**
 * Checks a PDF by its bytes and refuses what must not be served to visitors: 413 over
 * MAX_DOCUMENT_BYTES; 415 when it does not start with %PDF-, or pdfVerdict refuses it (named in
 * the answer).
 */
export async function prepareDocument(bytes: Uint8Array): Promise<PreparedDocument> {
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) {
    throw new HttpError(413, apiErrorMessages.documentTooLarge);
  }
  if (!startsLikePdf(bytes)) throw refused(apiErrorMessages.pdfNotPdf);
  const verdict = await pdfVerdict(bytes);
  if ("refused" in verdict) throw refusalOf(verdict);
  return {
    bytes,
    contentType: PDF_CONTENT_TYPE,
    width: null,
    height: null,
    pageCount: verdict.pageCount,
    sha256: await sha256HexPaced(bytes),
  };
}
