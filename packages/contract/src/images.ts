import { z } from "zod";
import { storedFilenameStem } from "./upload-filename.ts";

/** PDFs live in the image store beside the images, told apart by this content type. */
export const PDF_CONTENT_TYPE = "application/pdf";
/** Where nothing else says, new PDFs are grouped here. */
export const DOCUMENT_SECTION = "documents";
export const DOCUMENT_PUBLIC_PREFIX = "/pdfs/";
/** Public path of a PDF, stable across replacements, e.g. /pdfs/gots-guide.pdf */
export const documentPublicPath = (filename: string) => `${DOCUMENT_PUBLIC_PREFIX}${filename}`;

/** A safe stored filename for an uploaded PDF: as for images, always ending in `.pdf`. */
export const normalizeDocumentFilename = (raw: string) => `${storedFilenameStem(raw)}.pdf`;

export const isDocument = (file: { contentType: string }) => file.contentType === PDF_CONTENT_TYPE;

export const WebsiteImageSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  filename: z.string(),
  name: z.string(),
  description: z.string(),
  /** Public path, stable across replacements, e.g. /images/hero-factory.svg */
  filepath: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** PDFs only: how many pages the document has; null for images. */
  pageCount: z.number().int().nullable(),
  sha256: z.string(),
  /** Changes with every replacement: reference images as `${filepath}?v=${version}`. */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type WebsiteImage = z.infer<typeof WebsiteImageSchema>;

export function versionedImagePath(image: Pick<WebsiteImage, "filepath" | "version">): string {
  return `${image.filepath}?v=${image.version}`;
}

export const ImageVersionSchema = z.object({
  version: z.number().int(),
  contentType: z.string(),
  byteSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sha256: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** Set when this version was made by restoring an older one. */
  restoredFromVersion: z.number().int().nullable(),
  current: z.boolean(),
  /** Where this version's bytes can be viewed, e.g. for a thumbnail. */
  url: z.string(),
});
export type ImageVersion = z.infer<typeof ImageVersionSchema>;

/** The answer of POST /api/admin/upload. */
export const UploadAnswerSchema = z.object({
  image: WebsiteImageSchema,
  file: z.object({ filepath: z.string() }),
  replaced: z.boolean(),
});
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;

/** Optional text fields of the upload form besides `image` and `imageId`. */
export const UploadFieldsSchema = z.object({
  imageId: z.coerce.number().int().positive().optional(),
  section: z.string().trim().max(64).optional(),
  name: z.string().trim().max(200).optional(),
  description: z.string().trim().max(1000).optional(),
  /** The version the admin saw; a replacement of a newer one answers 409. */
  expectedVersion: z.coerce.number().int().positive().optional(),
});
export type UploadFields = z.infer<typeof UploadFieldsSchema>;

export const ImageRestoreSchema = z.object({
  /** The version whose bytes come back (as a new version). */
  version: z.number().int().positive(),
  /** The image's version the admin saw; a newer one answers 409. */
  expectedVersion: z.number().int().positive().optional(),
});
export type ImageRestore = z.infer<typeof ImageRestoreSchema>;
