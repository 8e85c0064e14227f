import { previewPath } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { useAdminContext } from "../../../admin-context.tsx";
import { readJson, siteUrl } from "../../../lib/api-client.ts";
import { storedFileKeys } from "../../../lib/stored-file-queries.ts";

/** A picture as a link card crops it: where to load it from, and the point kept in view. */
export interface LinkPicture {
  src: string;
  /** 0..1 from the left and the top. */
  focalX: number;
  focalY: number;
}

/** About how wide the card draws its picture, in CSS pixels. */
const CARD_WIDTH = 480;

/**
 * The picture of a link card, from the image library (the same list the Images area reads,
 * with each picture's focal point); undefined while it loads, or for no picture.
 */
export function useLinkPicture(filename: string | undefined): LinkPicture | undefined {
  const { api, apiBaseUrl } = useAdminContext();
  const images = useQuery({
    queryKey: storedFileKeys("images").list,
    queryFn: () => readJson(api.images.$get()),
    enabled: filename !== undefined,
  });
  const image = filename ? images.data?.find((file) => file.filename === filename) : undefined;
  if (!image) return undefined;
  return {
    src: siteUrl(apiBaseUrl, previewPath(image, CARD_WIDTH)),
    focalX: image.focalX,
    focalY: image.focalY,
  };
}

/** The site's address, as search results and link cards name it. */
export function useSiteOrigin(): string {
  const { apiBaseUrl } = useAdminContext();
  return new URL(siteUrl(apiBaseUrl, "/")).origin;
}
