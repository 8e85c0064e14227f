import { cn } from "@app/ui/lib/cn";
import { useSiteContent } from "../lib/site-data.ts";
import { SiteImage } from "./site-image.tsx";

/** The logo image from the registry (the admin can replace it); its link carries the name. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const site = useSiteContent();
  return (
    <SiteImage
      filename={site.logo}
      slot="logo"
      sizes="147px"
      priority
      fetchPriority="auto"
      className={cn(
        "h-11 w-[147px] bg-transparent",
        inverse && "rounded-md bg-white px-2 py-1 box-content",
        className,
      )}
      imgClassName="object-contain"
    />
  );
}
