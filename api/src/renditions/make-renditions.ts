import {
  MAX_IMAGE_PIXELS_PER_SIDE,
  RENDITION_FORMATS,
  type RenditionFormat,
  renditionWidths,
} from "@app/contract";
import sharp, { type Sharp } from "sharp";

// One libvips thread and no operation cache: the other core keeps serving visitors while a
// photograph is encoded, and memory returns once a job is done.
sharp.concurrency(1);
sharp.cache(false);

export interface MadeRendition {
  format: RenditionFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/**
 * Quality settings chosen by eye on photographs at each width: no visible blocking at 100 %,
 * about a tenth of a camera JPEG's bytes at 1280 px. AVIF's lower effort keeps a 2560 px
 * encode near a second.
 */
const ENCODERS: Record<RenditionFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
};

/** Uploads are refused beyond this many pixels a side; the decoder is held to the same. */
const LIMIT_INPUT_PIXELS = MAX_IMAGE_PIXELS_PER_SIDE * MAX_IMAGE_PIXELS_PER_SIDE;

/**
 * Every rendition of a raster original (JPEG, PNG, WebP, a still GIF): each width of
 * `renditionWidths`, in AVIF and WebP, turned upright as browsers show it (EXIF orientation)
 * and without metadata. `width` is the original's upright width, as stored. An animated
 * picture gets none: a still copy would stop it moving, so pages keep the original.
 */
export async function makeRenditions(
  original: Uint8Array,
  width: number,
): Promise<MadeRendition[]> {
  const input = sharp(original, { failOn: "error", limitInputPixels: LIMIT_INPUT_PIXELS });
  if (((await input.metadata()).pages ?? 1) > 1) return [];
  // Each rendition resizes its own clone, which decodes the original again (JPEG decodes
  // at a fraction of its size when that is enough, so small widths are cheap).
  const upright = input.rotate();
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
