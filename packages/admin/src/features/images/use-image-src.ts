import { versionedImagePath, type WebsiteImage } from "@app/contract";
import { useAdminContext } from "../../admin-context.tsx";
import { siteUrl } from "../../lib/api-client.ts";

/** Where the browser loads an image's current version from. */
export function useImageSrc(image: Pick<WebsiteImage, "filepath" | "version">): string {
  return siteUrl(useAdminContext().apiBaseUrl, versionedImagePath(image));
}
