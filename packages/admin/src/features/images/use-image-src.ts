import { hasRenditions, renditionPath, versionedImagePath, type WebsiteImage } from "@app/contract";
import { useAdminContext } from "../../admin-context.tsx";
import { siteUrl } from "../../lib/api-client.ts";

type ShownImage = Pick<WebsiteImage, "filepath" | "version" | "contentType" | "width">;

/**
 * Where the browser loads an image's current version from, for a preview about `width` CSS
 * pixels wide: a rendition twice that wide for a photograph (a camera original can weigh
 * megabytes; the server answers the original until renditions exist), the file for an SVG.
 */
export function useImageSrc(image: ShownImage, width: number): string {
  const { apiBaseUrl } = useAdminContext();
  return siteUrl(apiBaseUrl, imageSrcPath(image, width));
}

export const imageSrcPath = (image: ShownImage, width: number) =>
  hasRenditions(image) ? renditionPath(image, width * 2) : versionedImagePath(image);
