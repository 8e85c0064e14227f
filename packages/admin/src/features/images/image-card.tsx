import { miscMessages, versionedImagePath } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { HistoryIcon, ImageOffIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useAdminContext } from "../../admin-context.tsx";
import { DeleteFileAction } from "../../components/stored-file/delete-file-action.tsx";
import { FileFacts } from "../../components/stored-file/file-facts.tsx";
import { FileUsage, ReplacementReach } from "../../components/stored-file/file-usage.tsx";
import { ReplaceFileButton } from "../../components/stored-file/replace-file-button.tsx";
import { siteUrl } from "../../lib/api-client.ts";
import { formatBytes, formatDate } from "../../lib/format.ts";
import { useFileUsage } from "../../lib/stored-file-queries.ts";
import { imageKeys, useUploadImage, type WebsiteImageRow } from "./image-queries.ts";
import { ImageVersionsDialog } from "./image-versions-dialog.tsx";
import { IMAGE_ACCEPT, uploadToasts } from "./upload-feedback.ts";

function Preview({ image }: { image: WebsiteImageRow }) {
  const { apiBaseUrl } = useAdminContext();
  const [broken, setBroken] = useState(false);
  // A new version is a new chance to load.
  useEffect(() => setBroken(false), [image.version]);
  return (
    <div className="flex aspect-video items-center justify-center overflow-hidden rounded-t-xl border-b border-slate-200 bg-[repeating-conic-gradient(var(--color-slate-100)_0_25%,white_0_50%)] bg-[length:16px_16px]">
      {broken ? (
        <div
          className="flex flex-col items-center gap-2 text-slate-500"
          role="img"
          aria-label={`${image.name}: ${miscMessages.imageNotFound}`}
        >
          <ImageOffIcon className="size-8" aria-hidden />
          <span className="text-sm font-medium" aria-hidden>
            {miscMessages.imageNotFound}
          </span>
        </div>
      ) : (
        <img
          src={siteUrl(apiBaseUrl, versionedImagePath(image))}
          alt={image.name}
          loading="lazy"
          className="max-h-full max-w-full object-contain"
          onError={() => setBroken(true)}
        />
      )}
    </div>
  );
}

/** One registered image: preview, what it is, where it is served, replace, copy path, versions. */
export function ImageCard({ image }: { image: WebsiteImageRow }) {
  const cardId = useId();
  const upload = useUploadImage();
  const usage = useFileUsage(imageKeys, image.id);
  const [versionsOpen, setVersionsOpen] = useState(false);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate({ file, imageId: image.id, expectedVersion: image.version }, uploadToasts);
  };

  const headingId = `${cardId}-name`;
  const reachId = `${cardId}-reach`;
  const reachesPages = (usage.data?.pages.length ?? 0) > 0;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <Preview image={image} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h4 id={headingId} className="font-semibold text-brand-900">
              {image.name}
            </h4>
            {image.description ? (
              <p className="text-sm text-slate-600">{image.description}</p>
            ) : null}
          </div>
          <DeleteFileAction keys={imageKeys} file={image} />
        </div>
        <FileFacts file={image} />
        <p className="text-xs text-slate-500">
          {image.contentType.replace("image/", "").toUpperCase()}
          {image.width && image.height ? ` · ${image.width}×${image.height}` : ""} ·{" "}
          {formatBytes(image.byteSize)} · Version {image.version} · Updated{" "}
          {formatDate(image.updatedAt)}
        </p>
        <FileUsage usage={usage} />
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <ReplaceFileButton
            name={image.name}
            accept={IMAGE_ACCEPT}
            pending={upload.isPending}
            describedBy={reachesPages ? reachId : undefined}
            onFile={onFile}
          />
          <Button type="button" size="sm" variant="outline" onClick={() => setVersionsOpen(true)}>
            <HistoryIcon aria-hidden />
            Versions<span className="sr-only"> of {image.name}</span>
          </Button>
        </div>
        <ReplacementReach usage={usage.data} id={reachId} />
      </div>
      {versionsOpen ? (
        <ImageVersionsDialog image={image} open={versionsOpen} onOpenChange={setVersionsOpen} />
      ) : null}
    </article>
  );
}
