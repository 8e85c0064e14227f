import { z } from "zod";
import { storedFilenameStem } from "../upload-filename.ts";

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
  /** What the picture shows, for people who cannot see it; "" when decorative or not yet written. */
  alt: z.string(),
  /** Shows nothing a reader needs: pages give it an empty alt. */
  decorative: z.boolean(),
  /** The point that stays in view when a page crops the picture, 0..1 from the left and top. */
  focalX: z.number(),
  focalY: z.number(),
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

export const ALT_TEXT_MAX_LENGTH = 300;

export const imageDetailsMessages = {
  altRequired: "Describe what the picture shows, or mark it decorative",
  altTooLong: `Alt text must be at most ${ALT_TEXT_MAX_LENGTH} characters`,
  focalRange: "The focal point must lie inside the picture",
} as const;

const focalCoordinate = z
  .number({ error: imageDetailsMessages.focalRange })
  .min(0, imageDetailsMessages.focalRange)
  .max(1, imageDetailsMessages.focalRange);

/**
 * The body of PATCH /api/admin/images/:id: the alt text with whether the picture is decorative
 * (sent together: alt is required unless it is), and the focal point (x and y together).
 */
export const ImageDetailsSchema = z
  .object({
    alt: z.string().trim().max(ALT_TEXT_MAX_LENGTH, imageDetailsMessages.altTooLong).optional(),
    decorative: z.boolean().optional(),
    focalX: focalCoordinate.optional(),
    focalY: focalCoordinate.optional(),
  })
  .refine((details) => (details.focalX === undefined) === (details.focalY === undefined), {
    message: imageDetailsMessages.focalRange,
    path: ["focalY"],
  })
  .refine(
    (details) =>
      (details.alt === undefined && details.decorative === undefined) ||
      details.decorative === true ||
      (details.alt ?? "") !== "",
    { message: imageDetailsMessages.altRequired, path: ["alt"] },
  );
export type ImageDetails = z.infer<typeof ImageDetailsSchema>;

export const ImageRestoreSchema = z.object({
  /** The version whose bytes come back (as a new version). */
  version: z.number().int().positive(),
  /** The image's version the admin saw; a newer one answers 409. */
  expectedVersion: z.number().int().positive().optional(),
});
export type ImageRestore = z.infer<typeof ImageRestoreSchema>;
