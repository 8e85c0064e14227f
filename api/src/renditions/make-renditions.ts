import { RENDITION_FORMATS, type RenditionFormat, renditionWidths } from "@app/contract";
import sharp, { type Sharp } from "sharp";

export interface MadeRendition {
  format: RenditionFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/**
 * Quality settings chosen by eye on photographs at each width: no visible blocking at 100 %,
 * about a tenth of a camera JPEG's bytes at 1280 px. AVIF's lower effort keeps a 2560 px
 * encode near a second on one core.
 */
const ENCODERS: Record<RenditionFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
};

/**
 * Every rendition of a raster original (JPEG, PNG, WebP, a GIF's first frame): each width of
 * `renditionWidths`, in AVIF and WebP, turned upright as browsers show it (EXIF orientation)
 * and without metadata. `width` is the original's upright width, as stored.
 */
export async function makeRenditions(
  original: Uint8Array,
  width: number,
): Promise<MadeRendition[]> {
  // Decoded once; each rendition resizes a clone of the upright image.
  const upright = sharp(original, { failOn: "error", animated: false }).rotate();
  const made: MadeRendition[] = [];
  for (const targetWidth of renditionWidths(width)) {
    for (const format of RENDITION_FORMATS) {
      const resized = upright.clone().resize({ width: targetWidth, withoutEnlargement: true });
      const { data, info } = await ENCODERS[format](resized).toBuffer({ resolveWithObject: true });
      made.push({ format, width: info.width, height: info.height, bytes: new Uint8Array(data) });
    }
  }
  return made;
}
