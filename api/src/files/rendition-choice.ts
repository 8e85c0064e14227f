import type { RenditionFormat } from "@app/contract";
import type { CachedImage, CachedRendition } from "./image-cache.ts";

/** The widths a page may ask for (`?w=`): a positive whole number of pixels, no wider than this. */
const MAX_REQUESTED_WIDTH = 12_000;

/** The width a request asks for, or undefined when it asks for none (or nonsense: the original). */
export function requestedWidth(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,4}$/.test(value)) return undefined;
  const width = Number(value);
  return width <= MAX_REQUESTED_WIDTH ? width : undefined;
}

/**
 * The rendition to answer a request for `width` pixels with: the narrowest of the format at
 * least that wide, else the widest there is (never wider than the original). Undefined when
 * the image has none in that format (yet).
 */
export function chooseRendition(
  image: CachedImage,
  format: RenditionFormat,
  width: number,
): CachedRendition | undefined {
  const ofFormat = image.renditions.filter((rendition) => rendition.format === format);
  return ofFormat.find((rendition) => rendition.width >= width) ?? ofFormat.at(-1);
}
