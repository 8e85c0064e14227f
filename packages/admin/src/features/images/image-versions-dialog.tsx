import { ImageOffIcon } from "lucide-react";
import { useState } from "react";
import { useAdminContext } from "../../admin-context.tsx";
import { FileVersionsDialog } from "../../components/stored-file/file-versions-dialog.tsx";
import { siteUrl } from "../../lib/api-client.ts";
import { imageFileText } from "./image-file-text.ts";
import { imageKeys, type WebsiteImageRow } from "./image-queries.ts";

function Thumbnail({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="flex aspect-video items-center justify-center overflow-hidden rounded-md bg-[repeating-conic-gradient(var(--color-slate-100)_0_25%,white_0_50%)] bg-[length:16px_16px]">
      {broken ? (
        <ImageOffIcon className="size-6 text-slate-400" aria-label="Preview unavailable" />
      ) : (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          className="max-h-full max-w-full object-contain"
          onError={() => setBroken(true)}
        />
      )}
    </div>
  );
}

/** An image's earlier versions with thumbnails; restoring one makes it current again (as a new version). */
export function ImageVersionsDialog({
  image,
  open,
  onOpenChange,
}: {
  image: WebsiteImageRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { apiBaseUrl } = useAdminContext();
  return (
    <FileVersionsDialog
      keys={imageKeys}
      file={image}
      open={open}
      onOpenChange={onOpenChange}
      details={imageFileText}
      preview={(version) => (
        <Thumbnail
          src={siteUrl(apiBaseUrl, version.url)}
          alt={`${image.name}, version ${version.version}`}
        />
      )}
    />
  );
}
