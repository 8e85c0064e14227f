import { previewPath, type WebsiteImage } from "@app/contract";
import { useAdminContext } from "../../admin-context.tsx";
import { siteUrl } from "../../lib/api-client.ts";

type ShownImage = Pick<WebsiteImage, "filepath" | "version" | "contentType" | "width">;

/** Where the browser loads an image from for a preview about `cssWidth` pixels wide. */
export function useImageSrc(image: ShownImage, cssWidth: number): string {
  const { apiBaseUrl } = useAdminContext();
  return siteUrl(apiBaseUrl, previewPath(image, cssWidth));
}
