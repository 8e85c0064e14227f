import { Alert, AlertDescription, AlertTitle } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { CircleXIcon, Loader2Icon, TriangleAlertIcon, UploadIcon } from "lucide-react";
import { useId } from "react";
import { useObjectUrl } from "../../lib/use-object-url.ts";
import { type CropFrame, slotFrames, WHOLE_PICTURE } from "./crop-frames.ts";
import { CropPreviewList } from "./crop-preview-list.tsx";
import { heroOverlayPlace, withHeroVeil } from "./hero-veil.ts";
import { imageFileText } from "./image-file-text.ts";
import type { WebsiteImageRow } from "./image-queries.ts";
import type { SlotRule } from "./image-slot-queries.ts";
import { useImageSrc } from "./use-image-src.ts";
import { type ReplacementCheck, useReplacementCheck } from "./use-replacement-check.ts";

/** One side of the comparison: a picture in every frame, then what the file is. */
function Side({
  title,
  name,
  src,
  facts,
  frames,
  image,
}: {
  title: string;
  name: string;
  src: string | undefined;
  /** Undefined while the file is read. */
  facts: string | undefined;
  frames: readonly CropFrame[];
  image: WebsiteImageRow;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-sm font-semibold text-brand-900">
          {title}
        </h3>
        <p className="truncate font-mono text-xs text-slate-600" title={name}>
          {name}
        </p>
        <p className="text-xs text-slate-600">{facts ?? "Reading the file..."}</p>
      </div>
      {src ? (
        <CropPreviewList
          src={src}
          frames={frames}
          focalX={image.focalX}
          focalY={image.focalY}
          label={`${title}, as the site crops it`}
        />
      ) : facts ? (
        <p className="flex aspect-video items-center justify-center rounded-md border border-dashed border-slate-300 text-sm text-slate-500">
          No preview: not a picture
        </p>
      ) : null}
    </section>
  );
}

function ProblemList({
  variant,
  title,
  items,
}: {
  variant: "destructive" | "warning";
  title: string;
  items: readonly string[];
}) {
  if (items.length === 0) return null;
  const errors = variant === "destructive";
  const Icon = errors ? CircleXIcon : TriangleAlertIcon;
  return (
    // Errors are announced as they appear: they are why the button stays disabled.
    <Alert variant={variant} role={errors ? "alert" : undefined}>
      <Icon aria-hidden />
      <div className="flex flex-col gap-1">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>
          <ul className="list-disc pl-4" aria-label={errors ? "Errors" : "Warnings"}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </AlertDescription>
      </div>
    </Alert>
  );
}

const replaceLabel = (check: ReplacementCheck | undefined) =>
  check && check.errors.length === 0 && check.warnings.length > 0
    ? "Replace anyway"
    : "Replace image";

/**
 * Before a replacement is sent: the current picture and the chosen file side by side, cropped
 * as every slot the image fills will show them, with what stands against the file. Errors
 * block the upload; warnings are the admin's to accept.
 */
export function ReplacementReviewDialog({
  image,
  file,
  rules,
  heroOverlay,
  onCancel,
  onReplace,
}: {
  image: WebsiteImageRow;
  file: File;
  rules: readonly SlotRule[];
  /** How dark the home page draws its picture, in percent: the hero slot's preview is so. */
  heroOverlay: number;
  onCancel: () => void;
  onReplace: () => void;
}) {
  const currentSrc = useImageSrc(image, 360);
  const newSrc = useObjectUrl(file);
  const check = useReplacementCheck(file, rules);
  // The home page's picture under the veil it is drawn with: a photograph looks darker there.
  const frames = rules.length > 0 ? withHeroVeil(slotFrames(rules), heroOverlay) : [WHOLE_PICTURE];
  const veiled = frames.some((frame) => frame.veil);
  const blocked = !check || check.errors.length > 0;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())}>
      <DialogContent className="max-w-3xl p-4 sm:p-6">
        <div className="flex flex-col gap-1.5 pr-10">
          <DialogTitle>Replace {image.name}?</DialogTitle>
          <DialogDescription>
            The new file takes over <span className="font-mono text-xs">{image.filepath}</span> at
            once, cropped around the same focal point.
          </DialogDescription>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <Side
            title="Now on the site"
            name={image.filename}
            src={currentSrc}
            facts={imageFileText(image)}
            frames={frames}
            image={image}
          />
          <Side
            title="New file"
            name={file.name}
            src={check?.facts.contentType ? newSrc : undefined}
            facts={check ? imageFileText(check.facts) : undefined}
            frames={frames}
            image={image}
          />
        </div>
        {veiled ? (
          <p className="text-xs text-slate-600">
            The home page darkens its picture so its white words stay readable. Change the darkening
            in {heroOverlayPlace()}.
          </p>
        ) : null}
        {check ? (
          <>
            <ProblemList
              variant="destructive"
              title="This file cannot be uploaded"
              items={check.errors}
            />
            <ProblemList variant="warning" title="Check before replacing" items={check.warnings} />
          </>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            Checking the file...
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="button" disabled={blocked} onClick={onReplace}>
            <UploadIcon aria-hidden />
            {replaceLabel(check)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
