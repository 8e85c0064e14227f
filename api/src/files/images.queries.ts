import { type ImageVersion, PDF_CONTENT_TYPE, type WebsiteImage } from "@app/contract";
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { bytesOf } from "../db/bytes.ts";
import type { Db } from "../db/database.ts";
import { imageFiles, imageRenditions, renditionJobs, websiteImages } from "../db/schema.ts";
import { isRasterType } from "../renditions/rendition-jobs.ts";
import { type ImageFileRecord, stampOf } from "./image-cache.ts";

export type ImageRow = typeof websiteImages.$inferSelect;

export const toWebsiteImage = (row: ImageRow): WebsiteImage => ({
  id: row.id,
  section: row.section,
  filename: row.filename,
  name: row.name,
  description: row.description,
  filepath: row.filepath,
  contentType: row.contentType,
  byteSize: row.byteSize,
  width: row.width,
  height: row.height,
  pageCount: row.pageCount,
  sha256: row.sha256,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  alt: row.alt,
  decorative: row.decorative,
  focalX: row.focalX,
  focalY: row.focalY,
});

export const versionFileUrl = (imageId: number, version: number) =>
  `/api/admin/images/${imageId}/versions/${version}/file`;

/** Stored files (of one kind), by section then name (case-insensitive, the same on every driver). */
async function listFiles(db: Db, kind?: SQL): Promise<WebsiteImage[]> {
  const rows = await db
    .select()
    .from(websiteImages)
    .where(kind)
    .orderBy(
      sql`lower(${websiteImages.section}) collate "C"`,
      sql`lower(${websiteImages.name}) collate "C"`,
      asc(websiteImages.id),
    );
  return rows.map(toWebsiteImage);
}

/** Every registered image (PDFs, which share the store, are listed by listDocuments). */
export const listImages = (db: Db) =>
  listFiles(db, ne(websiteImages.contentType, PDF_CONTENT_TYPE));

/** Every stored file, images and PDFs, in the order the admin lists them: what pages link. */
export const listStoredFiles = (db: Db) => listFiles(db);

/** Every registered PDF document. */
export const listDocuments = (db: Db) =>
  listFiles(db, eq(websiteImages.contentType, PDF_CONTENT_TYPE));

/** One stored file (image or PDF) by id, or null. */
export async function findImage(db: Db, imageId: number): Promise<WebsiteImage | null> {
  const [row] = await db.select().from(websiteImages).where(eq(websiteImages.id, imageId));
  return row ? toWebsiteImage(row) : null;
}

/**
 * Whether the current version's renditions are still to come: its job is queued or under
 * way (or not written yet: every process queues missing jobs when it starts). Not once the
 * job is done, failed, or made none (an animated picture).
 */
const renditionsPending = sql<boolean>`coalesce((select ${renditionJobs.state} in ('pending', 'working')
  from ${renditionJobs} where ${renditionJobs.imageId} = ${websiteImages.id}
  and ${renditionJobs.version} = ${websiteImages.version}), true)`;

/** The bytes the public URL of `filename` serves now, with its renditions; null if unknown. */
export async function loadCurrentImageFile(
  db: Db,
  filename: string,
): Promise<ImageFileRecord | null> {
  const [row] = await db
    .select({
      imageId: websiteImages.id,
      version: imageFiles.version,
      contentType: imageFiles.contentType,
      sha256: imageFiles.sha256,
      bytes: bytesOf(imageFiles.bytes),
      pending: renditionsPending,
    })
    .from(websiteImages)
    .innerJoin(
      imageFiles,
      and(eq(imageFiles.imageId, websiteImages.id), eq(imageFiles.version, websiteImages.version)),
    )
    .where(eq(websiteImages.filename, filename))
    .limit(1);
  if (!row) return null;
  const { imageId, pending, ...record } = row;
  if (!isRasterType(record.contentType)) return record;
  const renditions = await db
    .select({
      format: imageRenditions.format,
      width: imageRenditions.width,
      sha256: imageRenditions.sha256,
      bytes: bytesOf(imageRenditions.bytes),
    })
    .from(imageRenditions)
    .where(and(eq(imageRenditions.imageId, imageId), eq(imageRenditions.version, row.version)));
  return { ...record, renditions, renditionsPending: pending };
}

/** What `filename` serves now (see ImageSource.currentStamp), without reading bytes; null if unknown. */
export async function currentImageStamp(db: Db, filename: string): Promise<string | null> {
  const [row] = await db
    .select({
      sha256: websiteImages.sha256,
      renditions: sql<number>`(select count(*)::int from ${imageRenditions}
        where ${imageRenditions.imageId} = ${websiteImages.id}
        and ${imageRenditions.version} = ${websiteImages.version})`,
      contentType: websiteImages.contentType,
      pending: renditionsPending,
    })
    .from(websiteImages)
    .where(eq(websiteImages.filename, filename));
  if (!row) return null;
  return stampOf(row.sha256, row.renditions, isRasterType(row.contentType) && row.pending);
}

/** Every stored version of an image, newest first; null when the image does not exist. */
export async function listImageVersions(db: Db, imageId: number): Promise<ImageVersion[] | null> {
  const [image] = await db
    .select({ version: websiteImages.version })
    .from(websiteImages)
    .where(eq(websiteImages.id, imageId));
  if (!image) return null;
  const rows = await db
    .select({
      version: imageFiles.version,
      contentType: imageFiles.contentType,
      byteSize: imageFiles.byteSize,
      width: imageFiles.width,
      height: imageFiles.height,
      sha256: imageFiles.sha256,
      createdAt: imageFiles.createdAt,
      createdBy: imageFiles.createdBy,
      restoredFromVersion: imageFiles.restoredFromVersion,
    })
    .from(imageFiles)
    .where(eq(imageFiles.imageId, imageId))
    .orderBy(desc(imageFiles.version));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    current: row.version === image.version,
    url: versionFileUrl(imageId, row.version),
  }));
}

export async function loadImageVersionFile(db: Db, imageId: number, version: number) {
  const [row] = await db
    .select({
      filename: websiteImages.filename,
      contentType: imageFiles.contentType,
      sha256: imageFiles.sha256,
      bytes: bytesOf(imageFiles.bytes),
    })
    .from(imageFiles)
    .innerJoin(websiteImages, eq(websiteImages.id, imageFiles.imageId))
    .where(and(eq(imageFiles.imageId, imageId), eq(imageFiles.version, version)));
  return row ?? null;
}
