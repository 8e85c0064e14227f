import type { FileToFit } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { ShowOnSiteAction } from "../../components/stored-file/show-on-site-action.tsx";
import { readJson } from "../../lib/api-client.ts";
import { imageKeys, useImagesQuery } from "./image-queries.ts";
import { picturePlaces } from "./picture-places.ts";

/** "Show on the site" for a picture no page uses, each place saying which picture it replaces. */
export function PictureShowOnSite({
  image,
}: {
  image: FileToFit & { filename: string; name: string };
}) {
  const api = useAdminApi();
  // The saved sections, to name the picture each place shows today (fetched when offered).
  const sections = useQuery({
    queryKey: [...imageKeys.all, "shown-in-sections"],
    queryFn: () => readJson(api.content.$get()),
  });
  const images = useImagesQuery();
  const shownAt = (section: string, field: string) => {
    const file = sections.data?.find((row) => row.section === section)?.content[field];
    if (typeof file !== "string" || !file) return undefined;
    return images.data?.find((other) => other.filename === file)?.name ?? file;
  };
  return <ShowOnSiteAction name={image.name} places={picturePlaces(image, shownAt)} />;
}
