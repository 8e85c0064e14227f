import { type FrameVeil, slotVeil } from "@app/admin";
import { IMAGE_SLOTS, type ImageSlotRule, previewPath, type WebsiteImage } from "@app/contract";
import { formatFileSize } from "@app/contract/file-size";
import { CropPreview } from "@app/ui/components/crop-preview";
import type { ReviewRow, SlotFitOfRow } from "../../bulk/review.ts";
import { WarningList } from "./review-status.tsx";

/** CSS pixels of a crop preview, about. */
const PREVIEW_WIDTH = 320;

/** For an image no slot is known to show: the whole picture, uncropped. */
const WHOLE_PICTURE: Pick<ImageSlotRule, "label" | "shownAs" | "aspectRatio"> = {
  label: "Whole picture",
  shownAs: "no page is known to show this image, so nothing is cropped",
  aspectRatio: null,
};

function pixelText(size: { width: number | null; height: number | null } | null, svg: boolean) {
  if (svg) return "SVG, scales to any size";
  return size?.width && size.height ? `${size.width} × ${size.height} px` : "size unknown";
}

function Facts({ label, parts }: { label: string; parts: string[] }) {
  return (
    <p className="min-w-0">
      <span className="font-semibold text-slate-800">{label}:</span> {parts.join(" · ")}
    </p>
  );
}

function Crop({
  label,
  src,
  alt,
  rule,
  image,
  veil,
}: {
  label: string;
  src: string | null;
  alt: string;
  rule: Pick<ImageSlotRule, "aspectRatio">;
  image: WebsiteImage;
  veil: FrameVeil | undefined;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      {src ? (
        <div className="relative">
          <CropPreview
            src={src}
            alt={alt}
            aspectRatio={rule.aspectRatio}
            focalX={image.focalX}
            focalY={image.focalY}
          />
          {veil ? (
            // Over the picture as the page draws it, so the preview shows what visitors see.
            <div
              aria-hidden
              data-hero-veil
              className="pointer-events-none absolute inset-0 rounded-md"
              style={{ backgroundImage: veil.background }}
            />
          ) : null}
        </div>
      ) : (
        <div
          className="rounded-md bg-slate-100 ring-1 ring-slate-200"
          style={{ aspectRatio: rule.aspectRatio ?? 16 / 9 }}
        />
      )}
      <span className="text-xs font-medium text-slate-600">{label}</span>
    </div>
  );
}

/** One slot: the current image and the new file side by side, as that slot crops them. */
function SlotComparison({
  rule,
  fit,
  image,
  newSrc,
  fileName,
  heroOverlay,
}: {
  rule: Pick<ImageSlotRule, "label" | "shownAs" | "aspectRatio">;
  fit: SlotFitOfRow | null;
  image: WebsiteImage;
  newSrc: string | null;
  fileName: string;
  heroOverlay: number;
}) {
  const veil = fit ? slotVeil(fit.id, heroOverlay) : undefined;
  return (
    <figure
      className="grid content-start gap-2 rounded-lg border border-slate-200 bg-white p-3"
      data-testid="slot-preview"
      data-slot={fit?.id ?? "whole"}
    >
      <div className="grid grid-cols-2 gap-3">
        <Crop
          label="Now"
          src={previewPath(image, PREVIEW_WIDTH)}
          alt={`${image.filename} now, as ${rule.label.toLowerCase()}`}
          rule={rule}
          image={image}
          veil={veil}
        />
        <Crop
          label="New"
          src={newSrc}
          alt={`${fileName}, as ${rule.label.toLowerCase()}`}
          rule={rule}
          image={image}
          veil={veil}
        />
      </div>
      <figcaption className="text-xs text-slate-600">
        <span className="font-semibold text-slate-900">{rule.label}</span>: {rule.shownAs}
        {veil ? <span className="block">{veil.note}</span> : null}
      </figcaption>
      {fit && fit.warnings.length > 0 ? (
        <div className="text-xs">
          <WarningList warnings={fit.warnings} />
        </div>
      ) : null}
    </figure>
  );
}

/**
 * The current image and the new file side by side, cropped around the image's focal point as
 * each slot it fills will show them, with both files' sizes.
 */
export function SlotPreview({
  row,
  image,
  newSrc,
  heroOverlay,
}: {
  row: ReviewRow;
  image: WebsiteImage;
  newSrc: string | null;
  /** How dark the home page draws its picture (the hero's darkening, in percent). */
  heroOverlay: number;
}) {
  const svg = (type: string | null) => type === "image/svg+xml";
  return (
    <div className="grid gap-3">
      <div className="grid gap-1 text-xs text-slate-600 sm:grid-cols-2 sm:gap-4">
        <Facts
          label="Now"
          parts={[
            image.filename,
            pixelText(image, svg(image.contentType)),
            formatFileSize(image.byteSize),
          ]}
        />
        <Facts
          label="New"
          parts={[
            row.file.name,
            pixelText(row.pixels, svg(row.type)),
            formatFileSize(row.file.size),
          ]}
        />
      </div>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,22rem),1fr))] gap-3">
        {row.slots.length > 0 ? (
          row.slots.map((fit) => (
            <SlotComparison
              key={fit.id}
              rule={IMAGE_SLOTS[fit.id]}
              fit={fit}
              image={image}
              newSrc={newSrc}
              fileName={row.file.name}
              heroOverlay={heroOverlay}
            />
          ))
        ) : (
          <SlotComparison
            rule={WHOLE_PICTURE}
            fit={null}
            image={image}
            newSrc={newSrc}
            fileName={row.file.name}
            heroOverlay={heroOverlay}
          />
        )}
      </div>
    </div>
  );
}
