import type { CanonicalImageType } from "@app/contract/image-type";

/** The type the bytes say they are; `image/jpg` is only ever a declared alias of JPEG. */
export type SniffedType = CanonicalImageType;

export const typeLabel = (type: SniffedType): string =>
  ({
    "image/jpeg": "JPEG",
    "image/png": "PNG",
    "image/gif": "GIF",
    "image/webp": "WebP",
    "image/svg+xml": "SVG",
  })[type];
