import type { CanonicalImageType } from "@app/contract/image-type";

/** The type the bytes say they are; `image/jpg` is only ever a declared alias of JPEG. */
export type SniffedType = CanonicalImageType;

/** Lower-case extensions, without the dot, each sniffed type is usually saved with. */
export const TYPE_EXTENSIONS: Record<SniffedType, readonly string[]> = {
  "image/jpeg": ["jpg", "jpeg", "jpe", "jfif"],
  "image/png": ["png"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "image/svg+xml": ["svg"],
};

export const typeLabel = (type: SniffedType): string =>
  ({
    "image/jpeg": "JPEG",
    "image/png": "PNG",
    "image/gif": "GIF",
    "image/webp": "WebP",
    "image/svg+xml": "SVG",
  })[type];
