import {
  apiErrorMessages,
  DOCUMENT_SECTION,
  documentPublicPath,
  type ImageDetails,
  imageNameFromFilename,
  imagePublicPath,
  isDocument,
  type UploadFields,
  type WebsiteImage,
} from "@app/contract";
import { and, eq, sql } from "drizzle-orm";
import type { InTransaction } from "../activity/activity-log.ts";
import type { Db, Tx } from "../db/database.ts";
import { deletedFiles, imageFiles, websiteImages } from "../db/schema.ts";
import { MAX_DB_INTEGER } from "../lib/db-id.ts";
import { HttpError } from "../lib/http-error.ts";
import { enqueueRenditions, isRasterType } from "../renditions/rendition-jobs.ts";
import { type ImageRow, toWebsiteImage } from "./images.queries.ts";

/** Where nothing else says, new image uploads are grouped here (PDFs under DOCUMENT_SECTION). */
export const DEFAULT_UPLOAD_SECTION = "uploads";

const lockColumns = {
  id: websiteImages.id,
  filename: websiteImages.filename,
  version: websiteImages.version,
  contentType: websiteImages.contentType,
  decorative: websiteImages.decorative,
};
type LockedImage = {
  id: number;
  filename: string;
  version: number;
  contentType: string;
  decorative: boolean;
};

const SVG_TYPE = "image/svg+xml";

/**
 * A photograph that replaces an illustration shows something a reader needs: the image is no
 * longer decorative, and the admin is asked for its words (the seeded art starts decorative).
 */
const describedNow = (image: LockedImage, file: ImageBytes) =>
  image.decorative && image.contentType === SVG_TYPE && file.contentType !== SVG_TYPE;

/** Ids and versions are PostgreSQL integers: a larger number names nothing (and fails a query). */
const fitsInteger = (value: number) => value <= MAX_DB_INTEGER;

async function lockImageById(tx: Tx, id: number): Promise<LockedImage | undefined> {
  if (!fitsInteger(id)) return undefined;
  const [row] = await tx
    .select(lockColumns)
    .from(websiteImages)
    .where(eq(websiteImages.id, id))
    .for("update");
  return row;
}

async function lockImageByFilename(tx: Tx, filename: string): Promise<LockedImage | undefined> {
  const [row] = await tx
    .select(lockColumns)
    .from(websiteImages)
    .where(sql`lower(${websiteImages.filename}) = ${filename.toLowerCase()}`)
    .for("update");
  return row;
}

function checkExpectedVersion(image: LockedImage, expectedVersion: number | undefined) {
  if (expectedVersion !== undefined && expectedVersion !== image.version) {
    throw new HttpError(409, apiErrorMessages.staleImageVersion);
  }
}

/** A slot keeps its kind: an image is replaced by an image, a PDF by a PDF. */
function checkSameKind(image: LockedImage, file: ImageBytes) {
  if (isDocument(image) === isDocument(file)) return;
  const message = isDocument(image)
    ? apiErrorMessages.slotHoldsDocument
    : apiErrorMessages.slotHoldsImage;
  throw new HttpError(415, message);
}

/** Bytes with what was learned from them: an upload just checked, or a stored version. */
interface ImageBytes {
  bytes: Uint8Array;
  contentType: string;
  width: number | null;
  height: number | null;
  /** PDFs only. */
  pageCount: number | null;
  sha256: string;
}

const fileColumns = (file: ImageBytes) => ({
  contentType: file.contentType,
  byteSize: file.bytes.byteLength,
  width: file.width,
  height: file.height,
  pageCount: file.pageCount,
  sha256: file.sha256,
});

/** A new current version of a locked image: its bytes and its metadata change together. */
async function addVersion(
  tx: Tx,
  image: LockedImage,
  file: ImageBytes,
  extra: { createdBy: string; restoredFromVersion?: number; metadata?: Partial<ImageRow> },
): Promise<WebsiteImage> {
  const version = image.version + 1;
  await tx.insert(imageFiles).values({
    imageId: image.id,
    version,
    bytes: file.bytes,
    createdBy: extra.createdBy,
    restoredFromVersion: extra.restoredFromVersion ?? null,
    ...fileColumns(file),
  });
  const [updated] = await tx
    .update(websiteImages)
    .set({ ...extra.metadata, ...fileColumns(file), version, updatedAt: new Date() })
    .where(eq(websiteImages.id, image.id))
    .returning();
  if (isRasterType(file.contentType)) await enqueueRenditions(tx, image.id, version);
  return toWebsiteImage(updated!);
}

async function registerImage(
  tx: Tx,
  filename: string,
  file: ImageBytes,
  fields: UploadFields,
  createdBy: string,
): Promise<WebsiteImage | undefined> {
  const document = isDocument(file);
  const [created] = await tx
    .insert(websiteImages)
    .values({
      filename,
      filepath: document ? documentPublicPath(filename) : imagePublicPath(filename),
      section: fields.section || (document ? DOCUMENT_SECTION : DEFAULT_UPLOAD_SECTION),
      name: fields.name || imageNameFromFilename(filename),
      description: fields.description ?? "",
      version: 1,
      ...fileColumns(file),
    })
    .onConflictDoNothing({ target: websiteImages.filename })
    .returning();
  if (!created) return undefined;
  await tx.insert(imageFiles).values({
    imageId: created.id,
    version: 1,
    bytes: file.bytes,
    createdBy,
    ...fileColumns(file),
  });
  if (isRasterType(file.contentType)) await enqueueRenditions(tx, created.id, 1);
  return toWebsiteImage(created);
}

export interface UploadInput {
  file: ImageBytes;
  /** The normalized filename of the upload. */
  filename: string;
  fields: UploadFields;
  createdBy: string;
  audit?: InTransaction<UploadResult>;
}

export interface UploadResult {
  image: WebsiteImage;
  replaced: boolean;
  /** The public filename whose cached bytes are now stale. */
  changedFilename: string;
}

/**
 * One transaction: with `imageId`, or a filename already registered (case-insensitive), the
 * image (or PDF) gets a new version and keeps its filepath; otherwise a new one is registered.
 */
export async function saveUpload(db: Db, input: UploadInput): Promise<UploadResult> {
  return db.transaction(async (tx) => {
    const result = await uploadInTransaction(tx, input);
    await input.audit?.(tx, result);
    return result;
  });
}

async function uploadInTransaction(
  tx: Tx,
  { file, filename, fields, createdBy }: UploadInput,
): Promise<UploadResult> {
  let target: LockedImage | undefined;
  if (fields.imageId !== undefined) {
    target = await lockImageById(tx, fields.imageId);
    if (!target) throw new HttpError(404, apiErrorMessages.notFound);
  } else {
    target = await lockImageByFilename(tx, filename);
    if (!target) {
      const image = await registerImage(tx, filename, file, fields, createdBy);
      if (image) return { image, replaced: false, changedFilename: image.filename };
      // Registered by a concurrent upload since we looked: replace that one instead.
      target = await lockImageByFilename(tx, filename);
      if (!target) throw new Error(`image ${filename} neither inserted nor found`);
    }
  }
  checkSameKind(target, file);
  checkExpectedVersion(target, fields.expectedVersion);
  const metadata: Partial<ImageRow> = {
    ...(describedNow(target, file) && { decorative: false, alt: "" }),
    ...(fields.section && { section: fields.section }),
    ...(fields.name && { name: fields.name }),
    ...(fields.description && { description: fields.description }),
  };
  const image = await addVersion(tx, target, file, { createdBy, metadata });
  return { image, replaced: true, changedFilename: target.filename };
}

export interface RestoreInput {
  imageId: number;
  version: number;
  expectedVersion?: number;
  createdBy: string;
  /** With the version restored from (`input.version`) and the new current version. */
  audit?: InTransaction<{ image: WebsiteImage }>;
}

/** Makes the bytes of an earlier version current again, as a new version (history only grows). */
export async function restoreImageVersion(
  db: Db,
  input: RestoreInput,
): Promise<{ image: WebsiteImage; changedFilename: string }> {
  return db.transaction(async (tx) => {
    const target = await lockImageById(tx, input.imageId);
    if (!target) throw new HttpError(404, apiErrorMessages.notFound);
    checkExpectedVersion(target, input.expectedVersion);
    if (!fitsInteger(input.version)) throw new HttpError(404, apiErrorMessages.notFound);
    const [old] = await tx
      .select()
      .from(imageFiles)
      .where(and(eq(imageFiles.imageId, target.id), eq(imageFiles.version, input.version)));
    if (!old) throw new HttpError(404, apiErrorMessages.notFound);
    const image = await addVersion(tx, target, old, {
      createdBy: input.createdBy,
      restoredFromVersion: old.version,
    });
    await input.audit?.(tx, { image });
    return { image, changedFilename: target.filename };
  });
}

/**
 * Sets an image's alt text (empty when decorative) and focal point. Neither is part of the
 * bytes: the version stays, and the renditions too (they keep the whole picture; pages crop
 * around the focal point). Null when the image does not exist.
 */
export async function updateImageDetails(
  db: Db,
  imageId: number,
  details: ImageDetails,
  audit?: InTransaction<{ image: WebsiteImage }>,
): Promise<WebsiteImage | null> {
  if (!fitsInteger(imageId)) return null;
  // Words sent alone describe the picture: it is no longer decorative.
  const decorative = details.decorative ?? (details.alt !== undefined ? false : undefined);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(websiteImages)
      .set({
        ...(decorative !== undefined && { decorative, alt: decorative ? "" : details.alt }),
        ...(details.focalX !== undefined && { focalX: details.focalX, focalY: details.focalY }),
        updatedAt: new Date(),
      })
      .where(eq(websiteImages.id, imageId))
      .returning();
    if (!row) return null;
    const image = toWebsiteImage(row);
    await audit?.(tx, { image });
    return image;
  });
}

/** Removes a stored file with every version of it; the filename it had, or null if none. */
export async function deleteImage(
  db: Db,
  imageId: number,
  audit?: InTransaction<{ filename: string; contentType: string }>,
): Promise<string | null> {
  if (!fitsInteger(imageId)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(websiteImages)
      .where(eq(websiteImages.id, imageId))
      .returning({ filename: websiteImages.filename, contentType: websiteImages.contentType });
    if (!row) return null;
    await tx.insert(deletedFiles).values({ filename: row.filename }).onConflictDoNothing();
    await audit?.(tx, row);
    return row.filename;
  });
}
