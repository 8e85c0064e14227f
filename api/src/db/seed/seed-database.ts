import { imagePublicPath, knownSections, SITE_IMAGES } from "@app/contract";
import { sql } from "drizzle-orm";
import type { Logger } from "../../lib/logger.ts";
import { sha256Hex } from "../../lib/sha256.ts";
import type { Db } from "../database.ts";
import { contentRevisions, imageFiles, websiteContent, websiteImages } from "../schema.ts";
import { renderArtwork } from "./artwork/render-artwork.ts";

/**
 * First start: the sections the public site reads, with their defaults, and the registry of
 * every image the site shows, with original artwork. Never overwrites what an admin changed.
 */
export async function seedDatabase(db: Db, logger: Logger): Promise<void> {
  let seeded = 0;
  await db.transaction(async (tx) => {
    // One seeding process at a time when several API processes start together.
    await tx.execute(sql`select pg_advisory_xact_lock(424242)`);

    for (const [section, { defaults }] of Object.entries(knownSections)) {
      const content = defaults as unknown as Record<string, unknown>;
      const inserted = await tx
        .insert(websiteContent)
        .values({ section, content, version: 1 })
        .onConflictDoNothing({ target: websiteContent.section })
        .returning({ id: websiteContent.id });
      if (inserted.length > 0) {
        await tx.insert(contentRevisions).values({ section, version: 1, content, createdBy: null });
        seeded++;
      }
    }

    for (const entry of SITE_IMAGES) {
      const bytes = new TextEncoder().encode(renderArtwork(entry));
      const meta = {
        contentType: "image/svg+xml",
        byteSize: bytes.byteLength,
        width: entry.width,
        height: entry.height,
        sha256: sha256Hex(bytes),
      };
      const [image] = await tx
        .insert(websiteImages)
        .values({
          name: entry.name,
          description: entry.description,
          filename: entry.filename,
          filepath: imagePublicPath(entry.filename),
          section: entry.section,
          version: 1,
          ...meta,
        })
        .onConflictDoNothing({ target: websiteImages.filename })
        .returning({ id: websiteImages.id });
      if (image) {
        await tx.insert(imageFiles).values({ imageId: image.id, version: 1, bytes, ...meta });
        seeded++;
      }
    }
  });
  if (seeded > 0) logger.info("seeded database", { rows: seeded });
}
