// Subpaths: the package's root would bring every schema into the public bundle.
import { IMAGE_SLOTS, type ImageSlotId } from "@app/contract/image-slots";
import { renditionPath, renditionSrcSet } from "@app/contract/renditions";
import { LazyImage } from "@app/ui/components/lazy-image";
import { useSiteText } from "../i18n/language.tsx";
import { fileSrc, useFile } from "../lib/site-data.ts";
import type { PageFile } from "../lib/site-store.ts";

interface SiteImageProps {
  /** A filename of the image library, as the content names it. */
  filename: string;
  /** The place it fills: decides whether it needs words at all. */
  slot: ImageSlotId;
  /** Words the content gives this picture here, for an image without words of its own. */
  alt?: string;
  priority?: boolean;
  fetchPriority?: "high" | "auto";
  className?: string;
  imgClassName?: string;
  /** How wide the slot shows the picture, for the browser's pick among the renditions. */
  sizes: string;
}

/** The rendition a browser without srcset support (or a crawler) takes: a screen's width. */
const FALLBACK_WIDTH = 1280;

/**
 * An image of the library, referenced by version (`?v=`) so a replacement in the admin shows
 * at once. A photograph comes in the widths the server made (AVIF or WebP, as the browser
 * takes), cropped around the focal point the admin set; an SVG comes as it is.
 */
export function SiteImage({ filename, slot, alt, ...rest }: SiteImageProps) {
  const image = useFile(filename);
  const { chrome } = useSiteText();
  const srcSet = image ? renditionSrcSet(image) : undefined;
  const src = !image
    ? `/images/${filename}`
    : srcSet
      ? renditionPath(image, Math.min(FALLBACK_WIDTH, image.width!))
      : fileSrc(image);
  const focus = image ? `${round(image.focalX * 100)}% ${round(image.focalY * 100)}%` : undefined;
  return (
    <LazyImage
      src={src}
      srcSet={srcSet}
      alt={altText(slot, alt, image)}
      width={image?.width ?? 800}
      height={image?.height ?? 500}
      objectPosition={focus === "50% 50%" ? undefined : focus}
      failedText={chrome.imageLoadFailed}
      {...rest}
    />
  );
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Empty for a decorative slot; else the image's own words (they describe the picture shown
 * now, whoever replaced it), else the words the content gives it here, else none.
 */
function altText(
  slot: ImageSlotId,
  contentAlt: string | undefined,
  image: PageFile | null | undefined,
) {
  if (IMAGE_SLOTS[slot].decorative) return "";
  if (image && !image.decorative && image.alt) return image.alt;
  return contentAlt ?? "";
}
