import { cn } from "../lib/cn.ts";

export interface CropPreviewProps {
  src: string;
  alt: string;
  /** Width / height of the frame the page shows; null shows the whole picture (contained). */
  aspectRatio: number | null;
  /** The point kept in view, 0..1 from the left and the top. */
  focalX: number;
  focalY: number;
  className?: string;
}

/**
 * A picture as a page slot shows it: cropped to the slot's frame around the focal point (CSS
 * object-position, as the public pages do), or whole where the slot crops nothing.
 */
export function CropPreview({
  src,
  alt,
  aspectRatio,
  focalX,
  focalY,
  className,
}: CropPreviewProps) {
  return (
    <div
      className={cn(
        "overflow-hidden rounded-md bg-[repeating-conic-gradient(var(--color-slate-100)_0_25%,white_0_50%)] bg-[length:12px_12px] ring-1 ring-slate-200",
        className,
      )}
      style={{ aspectRatio: aspectRatio ?? 16 / 9 }}
    >
      <img
        src={src}
        alt={alt}
        className={cn(
          "block h-full w-full",
          aspectRatio === null ? "object-contain" : "object-cover",
        )}
        style={{ objectPosition: `${focalX * 100}% ${focalY * 100}%` }}
      />
    </div>
  );
}
