import { formatFileSize } from "../file-size.ts";
import type { SiteText } from "../i18n/site-text-en.ts";
import { MAX_FORM_BODY_BYTES } from "../limits.ts";
import type { LeadAttachment } from "./lead-attachment.ts";

/**
 * Documents a visitor sends with a quote request (decision 045): the current certificate, a
 * scope list, a factory photo. The server decides what a file is by its bytes, with the checks
 * the admin's uploads have (a PDF with scripts is refused, photos lose their metadata).
 *
 * No zod here: the public quote form imports this module (`@app/contract/attachments`) into
 * the JavaScript every page loads. The admin's schema is in lead-attachment.ts.
 */
export const MAX_QUOTE_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** The multipart field that carries the files (repeated, one file each). */
export const ATTACHMENTS_FIELD = "attachments";

export const ATTACHMENT_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/webp",
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** The file picker's `accept`: what a phone offers to choose from. */
export const ATTACHMENT_ACCEPT =
  ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp";

/**
 * The most a multipart quote may weigh: every file at its limit, the form's text and room for
 * the multipart framing. A JSON quote stays at MAX_FORM_BODY_BYTES.
 */
export const MAX_QUOTE_BODY_BYTES =
  MAX_QUOTE_ATTACHMENTS * MAX_ATTACHMENT_BYTES + MAX_FORM_BODY_BYTES + 64 * 1024;

/** Why a file was refused; each has its sentence in the visitor's language. */
export const ATTACHMENT_REFUSALS = [
  "type",
  "size",
  "count",
  "scripts",
  "password",
  "unreadable",
  "full",
] as const;
export type AttachmentRefusal = (typeof ATTACHMENT_REFUSALS)[number];

/** Where signed-in staff download one attachment (served as a download, never shown inline). */
export const attachmentPath = (submissionId: number, attachmentId: string) =>
  `/api/admin/submissions/${submissionId}/attachments/${encodeURIComponent(attachmentId)}`;

/** "scope-list.pdf (1.2 MB)", as the lead e-mail and the admin list a file. */
export const attachmentLabel = ({
  filename,
  byteSize,
}: Pick<LeadAttachment, "filename" | "byteSize">) => `${filename} (${formatFileSize(byteSize)})`;

const EXTENSIONS: Readonly<Record<AttachmentType, readonly string[]>> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
};

const typeByName = (name: string): AttachmentType | undefined => {
  const extension = name.toLowerCase().split(".").pop() ?? "";
  return ATTACHMENT_TYPES.find((type) => EXTENSIONS[type].includes(extension));
};

/**
 * What the browser can tell before sending: a file whose declared type and name both say it is
 * none of the four kinds, or one past the size limit. The server checks the bytes again.
 */
export function attachmentRefusalBeforeSending(file: {
  name: string;
  size: number;
  type: string;
}): AttachmentRefusal | undefined {
  const declared = ATTACHMENT_TYPES.find((type) => type === file.type.toLowerCase());
  if (!declared && !typeByName(file.name)) return "type";
  if (file.size > MAX_ATTACHMENT_BYTES) return "size";
  return undefined;
}

/** The sentence for a refused file, in the form's language, naming the file. */
export function attachmentRefusalMessage(
  text: SiteText["validation"],
  refusal: AttachmentRefusal,
  filename: string,
): string {
  switch (refusal) {
    case "count":
      return text.attachments.count(MAX_QUOTE_ATTACHMENTS);
    case "full":
      return text.attachments.full;
    case "size":
      return text.attachments.size(filename, formatFileSize(MAX_ATTACHMENT_BYTES));
    default:
      return text.attachments[refusal](filename);
  }
}

/**
 * What the site keeps of visitors' documents in a day, all quotes together: past it, a quote
 * with files is refused (saying to send it without them), so nobody can fill the disk.
 */
export const MAX_ATTACHMENT_BYTES_PER_DAY = 1024 * 1024 * 1024;

/**
 * A quote with files, as `POST /api/quote` takes it in `multipart/form-data`: each field of the
 * JSON form as text (`source`, an object, as JSON) and each file under ATTACHMENTS_FIELD.
 */
export function quoteFormData(fields: Record<string, unknown>, files: readonly Blob[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.append(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  for (const file of files) body.append(ATTACHMENTS_FIELD, file);
  return body;
}
