import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { Skeleton } from "@app/ui/components/skeleton";
import { toast } from "@app/ui/lib/toast-store";
import { HistoryIcon, ImageOffIcon, Loader2Icon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { useAdminContext } from "../../admin-context.tsx";
import { siteUrl } from "../../lib/api-client.ts";
import { errorDescription } from "../../lib/api-error.ts";
import { formatBytes, formatDateTime } from "../../lib/format.ts";
import { notifyFailure } from "../../lib/notify.ts";
import {
  type ImageVersionRow,
  useImageVersions,
  useRestoreImage,
  type WebsiteImageRow,
} from "./image-queries.ts";

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

function VersionCard({
  image,
  version,
  restoring,
  onRestore,
}: {
  image: WebsiteImageRow;
  version: ImageVersionRow;
  restoring: boolean;
  onRestore: () => void;
}) {
  const { apiBaseUrl } = useAdminContext();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <Thumbnail
        src={siteUrl(apiBaseUrl, version.url)}
        alt={`${image.name}, version ${version.version}`}
      />
      <div className="flex items-center gap-2">
        <span className="font-semibold text-brand-900">Version {version.version}</span>
        {version.current ? <Badge variant="accent">Current</Badge> : null}
      </div>
      <p className="text-xs text-slate-600">
        {formatDateTime(version.createdAt)}
        {version.createdBy ? ` · by ${version.createdBy}` : " · original"}
      </p>
      <p className="text-xs text-slate-600">
        {version.contentType.replace("image/", "").toUpperCase()}
        {version.width && version.height ? ` · ${version.width}×${version.height}` : ""} ·{" "}
        {formatBytes(version.byteSize)}
      </p>
      {version.current ? (
        <p className="flex h-9 items-center text-sm font-medium text-slate-600">
          What the website shows now
        </p>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={restoring}
          onClick={onRestore}
          aria-label={`Restore version ${version.version}`}
        >
          <RotateCcwIcon aria-hidden />
          Restore
        </Button>
      )}
    </li>
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
  const versions = useImageVersions(image.id, open);
  const restore = useRestoreImage();

  const onRestore = (version: number) =>
    restore.mutate(
      { imageId: image.id, version, expectedVersion: image.version },
      {
        onSuccess: ({ image: restored }) =>
          toast({
            title: `Version ${version} restored`,
            description: `${restored.filepath} shows it now (version ${restored.version}).`,
            variant: "success",
          }),
        onError: (error) =>
          notifyFailure("Restore failed", error, "Failed to restore this version."),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <div className="flex flex-col gap-1.5 pr-8">
          <DialogTitle className="flex items-center gap-2">
            <HistoryIcon className="size-5 text-brand-600" aria-hidden />
            Versions of {image.name}
          </DialogTitle>
          <DialogDescription>
            Every file uploaded for <span className="font-mono">{image.filepath}</span>, newest
            first. Restoring one makes it current again under the same path.
          </DialogDescription>
        </div>
        {restore.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            Restoring...
          </p>
        ) : null}
        {versions.isPending ? (
          <div
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            role="status"
            aria-label="Loading versions"
          >
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        ) : versions.isError ? (
          <p role="alert" className="text-sm text-cta-700">
            {errorDescription(versions.error, "Failed to load the versions.")}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Versions">
            {versions.data.map((version) => (
              <VersionCard
                key={version.version}
                image={image}
                version={version}
                restoring={restore.isPending}
                onRestore={() => onRestore(version.version)}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
