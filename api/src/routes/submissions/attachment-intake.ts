import {
  ATTACHMENT_TYPES,
  type AttachmentRefusal,
  type AttachmentType,
  MAX_ATTACHMENT_BYTES,
  MAX_QUOTE_ATTACHMENTS,
  normalizeDocumentFilename,
  normalizeUploadFilename,
  PDF_CONTENT_TYPE,
  sniffImageType,
} from "@app/contract";
import { pdfVerdict, sha256HexPaced, startsLikePdf } from "../../files/document-intake.ts";
import { prepareUpload } from "../../files/image-intake.ts";
import { HttpError } from "../../lib/http-error.ts";
import { headerText } from "../../mail/lead-email.ts";
import type { PreparedAttachment } from "./lead-attachments.ts";

/** A file the quote form may not keep, and which one (by the name the visitor knows it by). */
export class AttachmentRefusedError extends Error {
  constructor(
    readonly refusal: AttachmentRefusal,
    readonly filename: string,
  ) {
    super(`attachment refused (${refusal})`);
  }
}

/** The visitor's own name for a file, safe to repeat in an answer: its last segment, one line. */
const shownName = (raw: string) => headerText(raw.split(/[/\\]/).pop() ?? "", 120) || "file";

const isAttachmentImage = (type: string | null): type is AttachmentType =>
  type !== null &&
  type !== PDF_CONTENT_TYPE &&
  ATTACHMENT_TYPES.some((allowed) => allowed === type);

/**
 * One file sent with a quote, checked by its bytes with the rules of the admin's uploads: a PDF
 * with scripts, embedded files or actions is refused, so is an encrypted one (it cannot be
 * checked) and one that does not read as a PDF; a photo must be JPEG, PNG or WebP, is stored
 * without its metadata and within the pixel limits. What the declared type says is not trusted.
 */
export async function prepareAttachment(file: File): Promise<PreparedAttachment> {
  const name = shownName(file.name);
  if (file.size > MAX_ATTACHMENT_BYTES) throw new AttachmentRefusedError("size", name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (startsLikePdf(bytes)) {
    const verdict = await pdfVerdict(bytes);
    if ("refused" in verdict) {
      const refusal =
        verdict.refused === "active"
          ? "scripts"
          : verdict.refused === "encrypted"
            ? "password"
            : "unreadable";
      throw new AttachmentRefusedError(refusal, name);
    }
    return {
      filename: normalizeDocumentFilename(file.name),
      contentType: PDF_CONTENT_TYPE,
      bytes,
      sha256: await sha256HexPaced(bytes),
    };
  }
  if (!isAttachmentImage(sniffImageType(bytes))) throw new AttachmentRefusedError("type", name);
  try {
    // Typed by its bytes alone: a phone's declared type may be wrong and is no reason to refuse.
    const image = await prepareUpload(new File([bytes], file.name), MAX_ATTACHMENT_BYTES);
    return {
      filename: normalizeUploadFilename(file.name, image.contentType),
      contentType: image.contentType as AttachmentType,
      bytes: image.bytes,
      sha256: image.sha256,
    };
  } catch (error) {
    // A photo whose structure does not hold up, or past the pixel limits.
    if (error instanceof HttpError) throw new AttachmentRefusedError("unreadable", name);
    throw error;
  }
}

/** Every file of one quote, in order; the first refusal stops it. */
export async function prepareAttachments(files: readonly File[]): Promise<PreparedAttachment[]> {
  if (files.length > MAX_QUOTE_ATTACHMENTS) {
    throw new AttachmentRefusedError("count", shownName(files[MAX_QUOTE_ATTACHMENTS]!.name));
  }
  const prepared: PreparedAttachment[] = [];
  for (const file of files) prepared.push(await prepareAttachment(file));
  return prepared;
}
