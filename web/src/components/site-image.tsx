import { LazyImage } from "@app/ui/components/lazy-image";
import { useSiteText } from "../i18n/language.tsx";
import { fileSrc, useFile } from "../lib/site-data.ts";

interface SiteImageProps {
  /** A filename of the image library, as the content names it. */
  filename: string;
  alt: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  sizes?: string;
}

/**
 * An image of the library, referenced as `filepath?v=version` so a replacement in the admin
 * shows at once (the URL changes with the version).
 */
export function SiteImage({ filename, alt, ...rest }: SiteImageProps) {
  const image = useFile(filename);
  const { chrome } = useSiteText();
  const src = image ? fileSrc(image) : `/images/${filename}`;
  return (
    <LazyImage
      src={src}
      alt={alt}
      width={image?.width ?? 800}
      height={image?.height ?? 500}
      failedText={chrome.imageLoadFailed}
      {...rest}
    />
  );
}
