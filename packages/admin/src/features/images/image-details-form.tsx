import { type ImageDetails, ImageDetailsSchema } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, SaveIcon } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorDescription, errorFields } from "../../lib/api-error.ts";
import { notifyFailure, notifySuccess } from "../../lib/notify.ts";
import { AltTextFields } from "./alt-text-fields.tsx";
import { COMMON_FRAMES, slotFrames } from "./crop-frames.ts";
import { CropPreviewList } from "./crop-preview-list.tsx";
import { FocalPointPicker } from "./focal-point-picker.tsx";
import type { WebsiteImageRow } from "./image-queries.ts";
import { type SlotRule, useUpdateImageDetails } from "./image-slot-queries.ts";
import { useImageSrc } from "./use-image-src.ts";

export type ImageDetailsInput = z.input<typeof ImageDetailsSchema>;

const SAVE_FAILED = "Failed to save the image details.";

/** Alt text, decorative flag and focal point of one image, with how each slot will crop it. */
export function ImageDetailsForm({
  image,
  rules,
  onDone,
}: {
  image: WebsiteImageRow;
  rules: readonly SlotRule[];
  onDone: () => void;
}) {
  const id = useId();
  const src = useImageSrc(image, 420);
  const save = useUpdateImageDetails();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ImageDetailsInput, unknown, ImageDetails>({
    resolver: zodResolver(ImageDetailsSchema),
    defaultValues: {
      alt: image.alt,
      decorative: image.decorative,
      focalX: image.focalX,
      focalY: image.focalY,
    },
  });
  const focal = { x: form.watch("focalX") ?? 0.5, y: form.watch("focalY") ?? 0.5 };
  const frames = rules.length > 0 ? slotFrames(rules) : COMMON_FRAMES;

  const onSubmit = form.handleSubmit((details) => {
    setFailure(undefined);
    save.mutate(
      { imageId: image.id, details },
      {
        onSuccess: () => {
          notifySuccess({
            title: "Image details saved",
            description: `Pages show ${image.name} with them now.`,
          });
          onDone();
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(errorFields(error))) {
            if (field === "alt" || field === "focalX" || field === "focalY") {
              form.setError(field, { message });
            }
          }
          setFailure(errorDescription(error, SAVE_FAILED));
          notifyFailure("Image details not saved", error, SAVE_FAILED);
        },
      },
    );
  });

  const focalHelpId = `${id}-focal-help`;
  const previewsId = `${id}-previews`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      {/* On a wide screen the picker stands beside the fields and previews; on a phone all stack. */}
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <AltTextFields form={form} />
        <section
          aria-labelledby={`${id}-focal`}
          className="flex min-w-0 flex-col gap-2 md:col-start-2 md:row-span-2 md:row-start-1"
        >
          <h3 id={`${id}-focal`} className="text-sm font-medium text-slate-800">
            Focal point
          </h3>
          <p id={focalHelpId} className="text-xs text-slate-500">
            Click or tap the subject; arrow keys move the point. Pages keep it in view when they
            crop.
          </p>
          <FocalPointPicker
            src={src}
            width={image.width}
            height={image.height}
            point={focal}
            describedBy={focalHelpId}
            onChange={({ x, y }) => {
              form.setValue("focalX", x, { shouldDirty: true });
              form.setValue("focalY", y, { shouldDirty: true });
            }}
          />
        </section>
        <section aria-labelledby={previewsId} className="flex min-w-0 flex-col gap-3">
          <h3 id={previewsId} className="text-sm font-medium text-slate-800">
            {rules.length > 0
              ? "How the site crops it"
              : "How it would crop (no page shows it yet)"}
          </h3>
          <CropPreviewList
            src={src}
            frames={frames}
            focalX={focal.x}
            focalY={focal.y}
            label="Crop previews"
            className="grid-cols-2"
          />
        </section>
      </div>
      {failure ? (
        <p role="alert" className="rounded-md bg-cta-50 px-3 py-2 text-sm font-medium text-cta-700">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <SaveIcon aria-hidden />
          )}
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
