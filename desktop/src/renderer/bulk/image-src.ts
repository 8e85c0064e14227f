import { hasRenditions, renditionPath, versionedImagePath, type WebsiteImage } from "@app/contract";

/**
 * Where a preview loads a library image from: a rendition about `width` pixels wide for a
 * raster picture (a camera original can weigh megabytes), the file itself for an SVG.
 */
export const libraryImageSrc = (image: WebsiteImage, width: number): string =>
  hasRenditions(image) ? renditionPath(image, width) : versionedImagePath(image);
