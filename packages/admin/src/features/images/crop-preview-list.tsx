import { CropPreview } from "@app/ui/components/crop-preview";
import { cn } from "@app/ui/lib/cn";
import { type CropFrame, frameShape } from "./crop-frames.ts";

/** The picture in each frame as pages crop it around the focal point, each named below. */
export function CropPreviewList({
  src,
  frames,
  focalX,
  focalY,
  label,
  className,
}: {
  src: string;
  frames: readonly CropFrame[];
  focalX: number;
  focalY: number;
  /** Names the list for screen readers: "How pages crop the new file". */
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn("grid gap-3", className)}>
      {frames.map((frame) => (
        <li key={frame.key}>
          {/* Captions above the pictures: frames of different shapes keep their names in line. */}
          <figure className="flex flex-col gap-1.5">
            <figcaption className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
              <span className="font-medium text-slate-800">{frame.label}</span>
              <span className="text-slate-500">{frameShape(frame.aspectRatio)}</span>
            </figcaption>
            {/* The caption names the frame; the picture itself says nothing new. */}
            <div className="relative">
              <CropPreview
                src={src}
                alt=""
                aspectRatio={frame.aspectRatio}
                focalX={focalX}
                focalY={focalY}
              />
              {frame.veil ? (
                // Over the picture as the page draws it: its white words stay readable there.
                <div
                  aria-hidden
                  data-hero-veil
                  className="pointer-events-none absolute inset-0 rounded-md"
                  style={{ backgroundImage: frame.veil.background }}
                />
              ) : null}
            </div>
            {frame.veil ? <p className="text-xs text-slate-600">{frame.veil.note}</p> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
