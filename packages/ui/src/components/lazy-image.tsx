import { ImageOffIcon } from "lucide-react";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import { cn } from "../lib/cn.ts";
import { useInView } from "../lib/use-in-view.ts";

export const IMAGE_LOAD_FAILED_TEXT = "Failed to load image";

export type LazyImageState = "idle" | "loading" | "loaded" | "failed";

/**
 * Set where the page's scripts never run (the admin's preview of a draft): every image is
 * then a plain <img> that shows as soon as it loads, with no placeholder waiting for JavaScript.
 */
export const StaticImagesContext = createContext(false);

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: always set, so the page never jumps while images load. */
  width: number;
  height: number;
  /** Above-the-fold images load at once (eager, high fetch priority unless `fetchPriority` says). */
  priority?: boolean;
  /** "auto" for an eager image that is not the page's largest (a logo): the LCP image goes first. */
  fetchPriority?: "high" | "auto";
  /** Widths of the same picture (`url 640w, ...`), chosen by the browser with `sizes`. */
  srcSet?: string;
  /** Which part of the picture stays in view when the frame crops it (CSS object-position). */
  objectPosition?: string;
  className?: string;
  /** Classes of the <img> itself (object-fit and the like). */
  imgClassName?: string;
  sizes?: string;
  /** The fallback's words, in the page's language. */
  failedText?: string;
}

/**
 * The spec's image states: lazy until 200 px from the viewport, a placeholder while loading,
 * then the image, or a fallback icon with the text 'Failed to load image'. Priority images
 * (above the fold) are in the server HTML, eager and high priority, with no placeholder.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  priority = false,
  fetchPriority = priority ? "high" : "auto",
  srcSet,
  objectPosition,
  className,
  imgClassName,
  sizes,
  failedText = IMAGE_LOAD_FAILED_TEXT,
}: LazyImageProps) {
  const isStatic = useContext(StaticImagesContext);
  const frameRef = useRef<HTMLDivElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const inView = useInView(frameRef, { enabled: !priority });
  const shouldLoad = priority || inView;
  const [state, setState] = useState<LazyImageState>(priority ? "loading" : "idle");

  useEffect(() => {
    if (!shouldLoad) return;
    setState("loading");
    // An image that finished before hydration fired its load event before React listened.
    const img = imgRef.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? "loaded" : "failed");
  }, [shouldLoad, src]);

  if (isStatic) {
    return (
      <div className={cn("relative overflow-hidden bg-slate-100", className)}>
        <img
          // sizes and srcset before src: a browser that picks on src alone would fetch it too.
          sizes={sizes}
          srcSet={srcSet}
          src={src}
          alt={alt}
          width={width}
          height={height}
          style={objectPosition ? { objectPosition } : undefined}
          className={cn("relative block h-full w-full object-cover", imgClassName)}
        />
      </div>
    );
  }

  return (
    <div
      ref={frameRef}
      className={cn("relative overflow-hidden bg-slate-100", className)}
      data-image-state={state}
    >
      {!priority && state !== "loaded" && state !== "failed" ? (
        // A still sheen over the frame's own colour, light or dark: nothing repaints while
        // the page waits, and the image fades in over it once.
        <div
          aria-hidden
          className="absolute inset-0 bg-gradient-to-br from-transparent via-white/40 to-transparent"
        />
      ) : null}
      {state === "failed" ? (
        <div
          role="img"
          aria-label={failedText}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-500"
        >
          <ImageOffIcon className="size-8" aria-hidden />
          <span className="text-xs font-medium">{failedText}</span>
        </div>
      ) : null}
      {shouldLoad && state !== "failed" ? (
        <img
          ref={imgRef}
          // sizes and srcset before src: a browser that picks on src alone would fetch it too.
          sizes={sizes}
          srcSet={srcSet}
          src={src}
          alt={alt}
          width={width}
          height={height}
          style={objectPosition ? { objectPosition } : undefined}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={fetchPriority}
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
          className={cn(
            "relative block h-full w-full object-cover",
            // Priority images are visible from the server-rendered HTML on; lazy ones fade in.
            !priority && "transition-opacity duration-300 motion-reduce:transition-none",
            !priority && state !== "loaded" && "opacity-0",
            imgClassName,
          )}
        />
      ) : (
        // Reserves the box (width/height ratio) before the image loads.
        <svg
          aria-hidden
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="block h-full w-full"
        />
      )}
    </div>
  );
}
