import { emptyStateMessages, miscMessages } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Skeleton } from "@app/ui/components/skeleton";
import { ImageIcon, InfoIcon } from "lucide-react";
import { useMemo } from "react";
import { EmptyState, LoadError } from "../../components/list-states.tsx";
import { FileSections, groupBySection } from "../../components/stored-file/file-sections.tsx";
import { UploadPanel } from "../../components/stored-file/upload-panel.tsx";
import { ImageCard } from "./image-card.tsx";
import { useImagesQuery, useUploadImage } from "./image-queries.ts";
import { useImageSlotsQuery } from "./image-slot-queries.ts";
import { IMAGE_ACCEPT, uploadToasts } from "./upload-feedback.ts";

/** Add an image, or replace the one with the same filename. */
function ImageUploadPanel({ sections }: { sections: string[] }) {
  const upload = useUploadImage();
  return (
    <UploadPanel
      title="Upload an image"
      help="JPEG, PNG, GIF, WebP or SVG, up to 5 MB. Section, name and description are optional."
      accept={IMAGE_ACCEPT}
      buttonLabel="Upload Image"
      fileLabel="Image file to upload"
      sectionPlaceholder="uploads"
      sections={sections}
      pending={upload.isPending}
      onFile={(file, fields, uploaded) =>
        upload.mutate(
          { file, ...fields },
          {
            onSuccess: (outcome) => {
              uploadToasts.onSuccess(outcome);
              if (outcome.status === "uploaded") uploaded();
            },
            onError: uploadToasts.onError,
          },
        )
      }
    />
  );
}

/** `heroOverlay`: how dark the home page draws its picture (the hero's darkening, in percent). */
export function ImagesTab({ heroOverlay }: { heroOverlay: number }) {
  const images = useImagesQuery();
  const slots = useImageSlotsQuery();
  const groups = useMemo(() => groupBySection(images.data ?? []), [images.data]);

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>
            <span className="sr-only">Image Management: </span>Website Images
          </CardTitle>
          <CardDescription>
            Every image the public website shows, grouped by section.
          </CardDescription>
        </div>
        <Alert variant="info">
          <InfoIcon aria-hidden />
          <AlertDescription>
            {miscMessages.replaceHelp} A replaced image keeps its public path, so the website shows
            the new one at once.
          </AlertDescription>
        </Alert>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <ImageUploadPanel sections={groups.map(([section]) => section)} />
        {images.isPending ? (
          <div
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            role="status"
            aria-label="Loading images"
          >
            <Skeleton className="h-72" />
            <Skeleton className="h-72" />
            <Skeleton className="h-72" />
          </div>
        ) : images.isError ? (
          <LoadError
            error={images.error}
            fallback="Failed to load the images."
            onRetry={() => images.refetch()}
          />
        ) : groups.length === 0 ? (
          <EmptyState
            icon={ImageIcon}
            title={emptyStateMessages.imagesTitle}
            text={emptyStateMessages.imagesText}
          />
        ) : (
          <FileSections
            groups={groups}
            idPrefix="images"
            unit="image"
            gridClassName="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3"
            renderCard={(image) => (
              <ImageCard
                key={image.id}
                image={image}
                slots={slots.data?.get(image.id)}
                heroOverlay={heroOverlay}
              />
            )}
          />
        )}
      </CardContent>
    </Card>
  );
}
