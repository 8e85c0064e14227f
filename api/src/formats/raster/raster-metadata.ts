import { stripGif } from "./strip-gif.ts";
import { stripJpeg } from "./strip-jpeg.ts";
import { stripPng } from "./strip-png.ts";
import { stripWebp } from "./strip-webp.ts";
import type { RasterType, StrippedRaster } from "./stripped-raster.ts";

const STRIPPERS: Record<RasterType, (bytes: Uint8Array) => StrippedRaster> = {
  "image/jpeg": stripJpeg,
  "image/png": stripPng,
  "image/gif": stripGif,
  "image/webp": stripWebp,
};

/**
 * Removes what a published picture must not carry (EXIF with GPS position and camera serial,
 * XMP, IPTC, comments, thumbnails) by walking the file's container, never decoding pixels.
 * Throws MalformedImageError (from ./raster-bytes.ts) when the structure does not hold up
 * to its end, so no half file is stored.
 */
export function stripRasterMetadata(bytes: Uint8Array, type: RasterType): StrippedRaster {
  return STRIPPERS[type](bytes);
}
