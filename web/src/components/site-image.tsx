import { imagePublicPath, SITE_IMAGES, type SiteImageFilename } from "@app/contract/site-images";
import { LazyImage } from "@app/ui/components/lazy-image";
import { imageSrc, useSiteImages } from "../lib/site-data.ts";

interface SiteImageProps {
  filename: SiteImageFilename;
  alt: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  sizes?: string;
}

/**
 * An image of the registry, referenced as `filepath?v=version` so a replacement in the admin
 * shows at once (the URL changes with the version).
 */
export function SiteImage({ filename, alt, ...rest }: SiteImageProps) {
  const images = useSiteImages();
  const image = images.find((i) => i.filename === filename);
  const entry = SITE_IMAGES.find((i) => i.filename === filename);
  const src = image ? imageSrc(image) : imagePublicPath(filename);
  const width = image?.width ?? entry?.width ?? 800;
  const height = image?.height ?? entry?.height ?? 500;
  return <LazyImage src={src} alt={alt} width={width} height={height} {...rest} />;
}
