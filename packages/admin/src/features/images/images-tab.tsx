import { emptyStateMessages, miscMessages } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { Skeleton } from "@app/ui/components/skeleton";
import { ImageIcon, InfoIcon, Loader2Icon, UploadIcon } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { EmptyState, LoadError } from "../../components/list-states.tsx";
import { pluralize } from "../../lib/format.ts";
import { ImageCard } from "./image-card.tsx";
import { useImagesQuery, useUploadImage, type WebsiteImageRow } from "./image-queries.ts";
import { IMAGE_ACCEPT, uploadToasts } from "./upload-feedback.ts";

const sectionTitle = (section: string) =>
  section ? section[0]!.toUpperCase() + section.slice(1).replace(/[-_]+/g, " ") : "Other";

/** Add an image, or replace the one with the same filename. */
function UploadPanel({ sections }: { sections: string[] }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [section, setSection] = useState("");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { file, section, name, description },
      {
        onSuccess: (outcome) => {
          uploadToasts.onSuccess(outcome);
          if (outcome.status === "uploaded") {
            setName("");
            setDescription("");
          }
        },
        onError: uploadToasts.onError,
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-slate-50/60 p-4"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-brand-900">
        Upload an image
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        JPEG, PNG, GIF, WebP or SVG, up to 5 MB. Section, name and description are optional.
      </p>
      <div className="mt-3 grid gap-3 md:grid-cols-3">
        <FormField id={`${id}-section`} label="Section">
          <Input
            id={`${id}-section`}
            list={`${id}-sections`}
            placeholder="uploads"
            value={section}
            onChange={(e) => setSection(e.target.value)}
          />
          <datalist id={`${id}-sections`}>
            {sections.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </FormField>
        <FormField id={`${id}-name`} label="Name">
          <Input
            id={`${id}-name`}
            placeholder="From the filename"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-description`} label="Description">
          <Input
            id={`${id}-description`}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </FormField>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Image file to upload"
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <Button type="button" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
          {upload.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <UploadIcon aria-hidden />
          )}
          {upload.isPending ? miscMessages.uploading : "Upload Image"}
        </Button>
      </div>
    </section>
  );
}

export function ImagesTab() {
  const images = useImagesQuery();
  const groups = useMemo(() => {
    const bySection = new Map<string, WebsiteImageRow[]>();
    for (const image of images.data ?? []) {
      const list = bySection.get(image.section) ?? [];
      list.push(image);
      bySection.set(image.section, list);
    }
    return [...bySection];
  }, [images.data]);

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
        <UploadPanel sections={groups.map(([section]) => section)} />
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
          groups.map(([section, list]) => (
            <section
              key={section}
              aria-labelledby={`images-${section.replace(/\s+/g, "-")}`}
              className="flex flex-col gap-3"
            >
              <h3
                id={`images-${section.replace(/\s+/g, "-")}`}
                className="flex items-baseline gap-2 text-base font-semibold text-brand-900"
              >
                {sectionTitle(section)}
                <span className="text-sm font-normal text-slate-500">
                  {pluralize(list.length, "image")}
                </span>
              </h3>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((image) => (
                  <ImageCard key={image.id} image={image} />
                ))}
              </div>
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}
