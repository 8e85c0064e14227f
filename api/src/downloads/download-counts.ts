import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { documentDownloads, websiteImages } from "../db/schema.ts";

/** Every PDF's downloads so far, by file name; a PDF never downloaded is absent. */
export async function downloadCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ filename: websiteImages.filename, downloads: documentDownloads.downloads })
    .from(documentDownloads)
    .innerJoin(websiteImages, eq(websiteImages.id, documentDownloads.imageId));
  return Object.fromEntries(rows.map((row) => [row.filename, Number(row.downloads)]));
}
