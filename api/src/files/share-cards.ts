import {
  apiErrorMessages,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  shareCardCrop,
} from "@app/contract";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import sharp from "sharp";
import type { AppEnv } from "../app-env.ts";
import type { Db } from "../db/database.ts";
import { websiteImages } from "../db/schema.ts";
import type { ChangeFeed } from "../lib/change-feed.ts";
import { matchesEtag, sha256Etag } from "../lib/etag.ts";
import type { ImageCache } from "./image-cache.ts";

/** Cards kept in memory (about 100 kB each): far more than the pages that show one. */
const KEPT_CARDS = 100;
/** An SVG is drawn at a density that gives the card its pixels, within this bound. */
const MAX_SVG_DENSITY = 1200;

interface Card {
  bytes: Uint8Array;
  etag: string;
  version: number;
}

/**
 * `GET /images/:filename/card.jpg`: the picture as a shared link's card shows it, 1200 x 628,
 * cropped around its focal point, as a JPEG (chats show no SVG and crop what they get at
 * the centre). Made once per version and focal point with sharp, kept in memory.
 */
export function createShareCards(db: Db, images: ImageCache, changes: ChangeFeed) {
  const kept = new Map<string, Promise<Card | null>>();
  changes.subscribe((change) => {
    if (change.kind === "image" || change.kind === "everything") kept.clear();
  });

  const make = async (filename: string): Promise<Card | null> => {
    const [details] = await db
      .select({
        version: websiteImages.version,
        focalX: websiteImages.focalX,
        focalY: websiteImages.focalY,
      })
      .from(websiteImages)
      .where(eq(websiteImages.filename, filename));
    const stored = await images.load(filename);
    if (!details || !stored?.contentType.startsWith("image/")) return null;
    const svg = stored.contentType === "image/svg+xml";
    const size = await sharp(stored.bytes).metadata();
    const wide = Math.max(
      1,
      Math.min(size.width ?? 1, (size.height ?? 1) * (SHARE_CARD_WIDTH / SHARE_CARD_HEIGHT)),
    );
    // A drawing is drawn large enough for the card; a photograph is what it is.
    const density = svg
      ? Math.min(MAX_SVG_DENSITY, Math.max(72, Math.ceil((72 * SHARE_CARD_WIDTH) / wide)))
      : undefined;
    // Upright as browsers show it, at its full size, then cut and scaled to the card.
    const { data, info } = await sharp(stored.bytes, {
      ...(density && { density }),
      failOn: "error",
    })
      .rotate()
      .png({ compressionLevel: 0 })
      .toBuffer({ resolveWithObject: true });
    const crop = shareCardCrop(info.width, info.height, { x: details.focalX, y: details.focalY });
    const bytes = await sharp(data)
      .extract(crop)
      .resize(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT, { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { bytes: new Uint8Array(bytes), etag: sha256Etag(bytes), version: details.version };
  };

  return async (c: Context<AppEnv>, filename: string): Promise<Response> => {
    let card = kept.get(filename);
    if (!card) {
      if (kept.size >= KEPT_CARDS) kept.delete(kept.keys().next().value!);
      card = make(filename);
      kept.set(filename, card);
      card.catch(() => kept.delete(filename));
    }
    const made = await card.catch(() => null);
    if (!made) return c.json({ error: apiErrorMessages.notFound }, 404);
    if (matchesEtag(c.req.header("if-none-match"), made.etag)) {
      return new Response(null, { status: 304, headers: { ETag: made.etag } });
    }
    // The address names the version: that one never changes; any other is checked again.
    const current = c.req.query("v") === String(made.version);
    return new Response(made.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        "Content-Type": "image/jpeg",
        ETag: made.etag,
        "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
        "X-Content-Type-Options": "nosniff",
      },
    });
  };
}
