import { type ImageSlotId, miscMessages } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { HistoryIcon, ImageOffIcon, ScanEyeIcon } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { FileCardTitle } from "../../components/stored-file/file-card-title.tsx";
import { FileFacts } from "../../components/stored-file/file-facts.tsx";
import { FileUsage, ReplacementReach } from "../../components/stored-file/file-usage.tsx";
import { ReplaceFileButton } from "../../components/stored-file/replace-file-button.tsx";
import { formatDate } from "../../lib/format.ts";
import { useFileUsage } from "../../lib/stored-file-queries.ts";
import { isUsed } from "../../lib/stored-file-usage.ts";
import { ImageDetailsDialog } from "./image-details-dialog.tsx";
import { imageFileText } from "./image-file-text.ts";
import { imageKeys, useUploadImage, type WebsiteImageRow } from "./image-queries.ts";
import { ImageSiteFacts } from "./image-site-facts.tsx";
import { slotRules } from "./image-slot-queries.ts";
import { ImageVersionsDialog } from "./image-versions-dialog.tsx";
import { PictureShowOnSite } from "./picture-show-on-site.tsx";
import { ReplacementReviewDialog } from "./replacement-review-dialog.tsx";
import { IMAGE_ACCEPT, uploadToasts } from "./upload-feedback.ts";
import { useImageSrc } from "./use-image-src.ts";

function Preview({ image }: { image: WebsiteImageRow }) {
  const src = useImageSrc(image, 400);
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
          src={src}
          alt={image.name}
          loading="lazy"
          className="max-h-full max-w-full object-contain"
          onError={() => setBroken(true)}
        />
      )}
    </div>
  );
}

/**
 * One registered image: preview, what it is, where it is served and shown, its alt text and
 * focal point, replace (after a review of the chosen file), copy path, versions.
 */
export function ImageCard({
  image,
  slots,
  heroOverlay,
}: {
  image: WebsiteImageRow;
  /** The slots it fills; undefined while they load. */
  slots: readonly ImageSlotId[] | undefined;
  /** How dark the home page draws its picture, in percent, for the replacement's review. */
  heroOverlay: number;
}) {
  const cardId = useId();
  const upload = useUploadImage();
  const usage = useFileUsage(imageKeys, image.id);
  const rules = useMemo(() => (slots ? slotRules(slots) : undefined), [slots]);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [chosenFile, setChosenFile] = useState<File>();

  const replace = (file: File) => {
    setChosenFile(undefined);
    upload.mutate({ file, imageId: image.id, expectedVersion: image.version }, uploadToasts);
  };

  const headingId = `${cardId}-name`;
  const reachId = `${cardId}-reach`;
  const reachesPages = (usage.data?.pages.length ?? 0) > 0;
  const unused = usage.data !== undefined && !isUsed(usage.data);
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <Preview image={image} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-2">
          <FileCardTitle headingId={headingId} keys={imageKeys} file={image} />
        </div>
        <FileFacts file={image} />
        <p className="text-xs text-slate-500">
          {imageFileText(image)} · Version {image.version} · Updated {formatDate(image.updatedAt)}
        </p>
        <ImageSiteFacts image={image} rules={rules} />
        <FileUsage usage={usage} />
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <ReplaceFileButton
            name={image.name}
            accept={IMAGE_ACCEPT}
            pending={upload.isPending}
            describedBy={reachesPages ? reachId : undefined}
            onFile={setChosenFile}
          />
          <Button type="button" size="sm" variant="outline" onClick={() => setVersionsOpen(true)}>
            <HistoryIcon aria-hidden />
            Versions<span className="sr-only"> of {image.name}</span>
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setDetailsOpen(true)}>
            <ScanEyeIcon aria-hidden />
            Alt text & focal point<span className="sr-only"> of {image.name}</span>
          </Button>
          {unused ? <PictureShowOnSite image={image} /> : null}
        </div>
        <ReplacementReach usage={usage.data} id={reachId} />
      </div>
      {chosenFile ? (
        <ReplacementReviewDialog
          image={image}
          file={chosenFile}
          rules={rules ?? []}
          heroOverlay={heroOverlay}
          onCancel={() => setChosenFile(undefined)}
          onReplace={() => replace(chosenFile)}
        />
      ) : null}
      {detailsOpen ? (
        <ImageDetailsDialog
          image={image}
          rules={rules ?? []}
          open={detailsOpen}
          onOpenChange={setDetailsOpen}
        />
      ) : null}
      {versionsOpen ? (
        <ImageVersionsDialog image={image} open={versionsOpen} onOpenChange={setVersionsOpen} />
      ) : null}
    </article>
  );
}
