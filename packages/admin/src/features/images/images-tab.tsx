import { emptyStateMessages, miscMessages } from "@app/contract";
import { ImageIcon } from "lucide-react";
import { useMemo } from "react";
import {
  type StoredFilesKind,
  StoredFilesTab,
} from "../../components/stored-file/stored-files-tab.tsx";
import { ImageCard } from "./image-card.tsx";
import { useImagesQuery, useUploadImage, type WebsiteImageRow } from "./image-queries.ts";
import { useImageSlotsQuery } from "./image-slot-queries.ts";
import { IMAGE_ACCEPT, uploadToasts } from "./upload-feedback.ts";

const IMAGES: Omit<StoredFilesKind<WebsiteImageRow>, "renderCard"> = {
  title: (
    <>
      <span className="sr-only">Image Management: </span>Website Images
    </>
  ),
  description: "Every image the public website shows, grouped by section.",
  notice: `${miscMessages.replaceHelp} A replaced image keeps its public path, so the website shows the new one at once.`,
  upload: {
    title: "Upload an image",
    help: "JPEG, PNG, GIF, WebP or SVG, up to 5 MB. Section, name and description are optional.",
    accept: IMAGE_ACCEPT,
    buttonLabel: "Upload Image",
    fileLabel: "Image file to upload",
    sectionPlaceholder: "uploads",
  },
  unit: "image",
  idPrefix: "images",
  loadingLabel: "Loading images",
  loadFailed: "Failed to load the images.",
  empty: {
    icon: ImageIcon,
    title: emptyStateMessages.imagesTitle,
    text: emptyStateMessages.imagesText,
  },
  grid: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
  skeleton: { count: 3, className: "h-72" },
};

/** `heroOverlay`: how dark the home page draws its picture (the hero's darkening, in percent). */
export function ImagesTab({ heroOverlay }: { heroOverlay: number }) {
  const slots = useImageSlotsQuery();
  const kind = useMemo(
    () => ({
      ...IMAGES,
      renderCard: (image: WebsiteImageRow) => (
        <ImageCard
          key={image.id}
          image={image}
          slots={slots.data?.get(image.id)}
          heroOverlay={heroOverlay}
        />
      ),
    }),
    [slots.data, heroOverlay],
  );
  return (
    <StoredFilesTab
      kind={kind}
      files={useImagesQuery()}
      upload={useUploadImage()}
      toasts={uploadToasts}
    />
  );
}
