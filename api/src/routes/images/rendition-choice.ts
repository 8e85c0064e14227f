import { RENDITION_CONTENT_TYPES, RENDITION_FORMATS, type RenditionFormat } from "@app/contract";
import type { CachedImage, CachedRendition } from "./image-cache.ts";

/** The widths a page may ask for (`?w=`): a positive whole number of pixels, no wider than this. */
const MAX_REQUESTED_WIDTH = 12_000;

/** The width a request asks for, or undefined when it asks for none (or nonsense: the original). */
export function requestedWidth(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,4}$/.test(value)) return undefined;
  const width = Number(value);
  return width <= MAX_REQUESTED_WIDTH ? width : undefined;
}

/** Media types an Accept header refuses outright (`;q=0`). */
function refused(accept: string): Set<string> {
  const out = new Set<string>();
  for (const part of accept.split(",")) {
    const [type, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (params.some((param) => /^q=0(\.0*)?$/.test(param)) && type) out.add(type);
  }
  return out;
}

/**
 * The best rendition format the browser takes, by its Accept header: AVIF, then WebP. Only
 * an explicit mention counts (`image/*` also covers formats a browser cannot decode).
 */
export function acceptedFormat(accept: string | undefined): RenditionFormat | undefined {
  if (!accept) return undefined;
  const lower = accept.toLowerCase();
  const no = refused(lower);
  return RENDITION_FORMATS.find((format) => {
    const type = RENDITION_CONTENT_TYPES[format];
    return lower.includes(type) && !no.has(type);
  });
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
