import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { Skeleton } from "@app/ui/components/skeleton";
import { toast } from "@app/ui/lib/toast-store";
import { HistoryIcon, Loader2Icon, RotateCcwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { errorDescription } from "../../lib/api-error.ts";
import { formatDateTime } from "../../lib/format.ts";
import { notifyFailure } from "../../lib/notify.ts";
import {
  type StoredFileKeys,
  type StoredFileRef,
  type StoredFileVersionRow,
  useFileVersions,
  useRestoreFile,
} from "../../lib/stored-file-queries.ts";

function VersionCard({
  version,
  preview,
  details,
  restoring,
  onRestore,
}: {
  version: StoredFileVersionRow;
  preview: ReactNode;
  details: string;
  restoring: boolean;
  onRestore: () => void;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      {preview}
      <div className="flex items-center gap-2">
        <span className="font-semibold text-brand-900">Version {version.version}</span>
        {version.current ? <Badge variant="accent">Current</Badge> : null}
      </div>
      <p className="text-xs text-slate-600">
        {formatDateTime(version.createdAt)}
        {version.createdBy ? ` · by ${version.createdBy}` : " · original"}
      </p>
      <p className="text-xs text-slate-600">{details}</p>
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

/**
 * Every file uploaded for an image's or a PDF's path, newest first; restoring one makes it
 * current again (as a new version). Each kind says how to preview and describe a version.
 */
export function FileVersionsDialog({
  keys,
  file,
  open,
  onOpenChange,
  preview,
  details,
}: {
  keys: StoredFileKeys;
  file: StoredFileRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preview: (version: StoredFileVersionRow) => ReactNode;
  details: (version: StoredFileVersionRow) => string;
}) {
  const versions = useFileVersions(keys, file.id, open);
  const restore = useRestoreFile(keys);

  const onRestore = (version: number) =>
    restore.mutate(
      { fileId: file.id, version, expectedVersion: file.version },
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
            Versions of {file.name}
          </DialogTitle>
          <DialogDescription>
            Every file uploaded for <span className="font-mono">{file.filepath}</span>, newest
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
                version={version}
                preview={preview(version)}
                details={details(version)}
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
