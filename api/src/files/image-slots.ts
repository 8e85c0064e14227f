import {
  type ImageSlotId,
  type ImageSlotsAnswer,
  imageSlotsIn,
  isTranslation,
} from "@app/contract";
import { sql } from "drizzle-orm";
import { onTheSite } from "../content/content.service.ts";
import type { Db } from "../db/database.ts";
import { websiteContent } from "../db/schema.ts";
import { listImages } from "./images.queries.ts";

/**
 * The slots each library image fills on the live site (a hero, a card, a logo), read from the
 * content of every section that links to an image. Images no page shows have none.
 */
export async function findImageSlots(db: Db): Promise<ImageSlotsAnswer> {
  const sections = await db
    .select({ section: websiteContent.section, content: websiteContent.content })
    .from(websiteContent)
    .where(
      sql`${onTheSite} and exists (select 1 from unnest(${websiteContent.refs}) as ref where ref like 'image:%')`,
    );
  const slotsOf = new Map<string, Set<ImageSlotId>>();
  for (const { section, content } of sections) {
    if (isTranslation(section)) continue;
    for (const { filename, slot } of imageSlotsIn(section, content)) {
      const slots = slotsOf.get(filename) ?? new Set<ImageSlotId>();
      slotsOf.set(filename, slots.add(slot));
    }
  }
  const images = await listImages(db);
  return {
    items: images.map((image) => ({
      imageId: image.id,
      filename: image.filename,
      slots: [...(slotsOf.get(image.filename) ?? [])].sort(),
    })),
  };
}
