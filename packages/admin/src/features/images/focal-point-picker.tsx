import { cn } from "@app/ui/lib/cn";
import { type KeyboardEvent, type MouseEvent, useState } from "react";
import {
  describeFocalPoint,
  type FocalPoint,
  focalPointAfterKey,
  focalPointAt,
} from "./focal-point.ts";

/** The tallest the picture is shown, in rem: room for the fields and previews beside it. */
const MAX_HEIGHT_REM = 18;

/**
 * The whole picture with a crosshair on its focal point. A click or tap puts the point there
 * (a mouse may drag it); as a slider it takes focus and arrow keys move the point.
 */
export function FocalPointPicker({
  src,
  width,
  height,
  point,
  onChange,
  describedBy,
}: {
  src: string;
  /** The picture's pixel size when known: the frame takes its shape before it loads. */
  width: number | null;
  height: number | null;
  point: FocalPoint;
  onChange: (point: FocalPoint) => void;
  describedBy?: string;
}) {
  const [loadedRatio, setLoadedRatio] = useState<number>();
  const ratio = width && height ? width / height : (loadedRatio ?? 16 / 9);

  const pointAt = (event: MouseEvent<HTMLDivElement>) =>
    onChange(
      focalPointAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY),
    );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moved = focalPointAfterKey(point, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    onChange(moved);
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Focal point"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(point.x * 100)}
      aria-valuetext={describeFocalPoint(point)}
      aria-describedby={describedBy}
      onClick={pointAt}
      onPointerMove={(event) => {
        if (event.pointerType === "mouse" && event.buttons === 1) pointAt(event);
      }}
      onKeyDown={onKeyDown}
      // Sized by shape so the box is exactly the picture: a click maps straight to the point.
      style={{ aspectRatio: ratio, width: `min(100%, ${MAX_HEIGHT_REM * ratio}rem)` }}
      className="relative mx-auto cursor-crosshair touch-manipulation select-none overflow-hidden rounded-md bg-[repeating-conic-gradient(var(--color-slate-100)_0_25%,white_0_50%)] bg-[length:16px_16px] ring-1 ring-slate-300 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
    >
      <img
        src={src}
        alt=""
        draggable={false}
        onLoad={(event) => {
          const { naturalWidth, naturalHeight } = event.currentTarget;
          if (naturalWidth && naturalHeight) setLoadedRatio(naturalWidth / naturalHeight);
        }}
        className="absolute inset-0 size-full object-fill"
      />
      <FocalMarker point={point} />
    </div>
  );
}

function FocalMarker({ point }: { point: FocalPoint }) {
  const left = `${point.x * 100}%`;
  const top = `${point.y * 100}%`;
  const line = "pointer-events-none absolute bg-white/90 shadow-[0_0_0_1px_rgb(15_23_42/0.45)]";
  return (
    <>
      <span aria-hidden className={cn(line, "inset-y-0 w-px")} style={{ left }} />
      <span aria-hidden className={cn(line, "inset-x-0 h-px")} style={{ top }} />
      <span
        aria-hidden
        className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-accent-500/30 shadow-[0_0_0_1px_rgb(15_23_42/0.6),0_2px_6px_rgb(15_23_42/0.4)]"
        style={{ left, top }}
      />
    </>
  );
}
