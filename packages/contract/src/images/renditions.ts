import type { WebsiteImage } from "./files.ts";

/**
 * The widths the server makes of every raster image, in AVIF and WebP: from a phone's 1x
 * thumbnail to a 1440 px screen at 2x. Never wider than the original.
 */
export const RENDITION_WIDTHS = [320, 640, 960, 1280, 1920, 2560] as const;

/** Best first: the server answers the first of these the browser's Accept allows. */
export const RENDITION_FORMATS = ["avif", "webp"] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

export const RENDITION_CONTENT_TYPES: Record<RenditionFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
};

/** The stored types renditions are made of: rasters (an SVG scales by itself, a PDF is no image). */
export const RENDITION_SOURCE_TYPES: readonly string[] = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
];

/** Images whose renditions are made, and whose pages ask for them by width. */
export const hasRenditions = (image: Pick<WebsiteImage, "contentType" | "width">) =>
  RENDITION_SOURCE_TYPES.includes(image.contentType) && image.width !== null && image.width > 0;

/**
 * The rendition widths of an image `width` pixels wide: every fixed width below it, and the
 * original width itself up to the largest fixed one (a 1500 px photo: 320 ... 1280 and 1500).
 */
export function renditionWidths(width: number): number[] {
  const largest = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]!;
  const below = RENDITION_WIDTHS.filter((w) => w < width);
  return width <= largest ? [...below, width] : below;
}

type SizedImage = Pick<WebsiteImage, "filepath" | "version" | "contentType" | "width">;

/** `/images/photo.jpg?v=3&w=640`: the image at that width, in the best format the browser takes. */
export const renditionPath = (image: Pick<WebsiteImage, "filepath" | "version">, width: number) =>
  `${image.filepath}?v=${image.version}&w=${width}`;

/**
 * Where a preview `cssWidth` pixels wide loads an image from: a rendition twice as wide for
 * a photograph (sharp on a 2x screen; a camera original can weigh megabytes), the file
 * itself for an SVG.
 */
export const previewPath = (image: SizedImage, cssWidth: number) =>
  hasRenditions(image)
    ? renditionPath(image, cssWidth * 2)
    : `${image.filepath}?v=${image.version}`;

/** The `srcset` of a raster image (undefined for SVG): one entry per rendition width. */
export function renditionSrcSet(image: SizedImage): string | undefined {
  if (!hasRenditions(image)) return undefined;
  return renditionWidths(image.width!)
    .map((width) => `${renditionPath(image, width)} ${width}w`)
    .join(", ");
}
