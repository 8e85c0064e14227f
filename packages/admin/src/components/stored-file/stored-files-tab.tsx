import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Skeleton } from "@app/ui/components/skeleton";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { InfoIcon, type LucideIcon } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import type { UploadRequest } from "../../lib/stored-file-queries.ts";
import { EmptyState, LoadError } from "../list-states.tsx";
import { FileSections, groupBySection } from "./file-sections.tsx";
import { UploadPanel } from "./upload-panel.tsx";
import type { StoredFileUploadOutcome, uploadToasts } from "./upload-toasts.ts";

/** What makes the images' tab and the PDFs' tab each their own: words, layout, cards. */
export interface StoredFilesKind<F> {
  title: ReactNode;
  description: string;
  /** How replacing works for this kind, above the list. */
  notice: ReactNode;
  upload: {
    title: string;
    help: string;
    accept: string;
    buttonLabel: string;
    fileLabel: string;
    sectionPlaceholder: string;
  };
  /** "image", "PDF": counted in each section's heading. */
  unit: string;
  idPrefix: string;
  loadingLabel: string;
  loadFailed: string;
  empty: { icon: LucideIcon; title: string; text: string };
  /** The list's grid, and how many cards and how tall the loading skeleton shows. */
  grid: string;
  skeleton: { count: number; className: string };
  renderCard: (file: F) => ReactNode;
}

/**
 * A tab of stored files of one kind (images, PDFs): how replacing works, an upload panel, then
 * the files by section, with loading, failure and empty states.
 */
export function StoredFilesTab<
  F extends { id: number; section: string },
  O extends StoredFileUploadOutcome,
>({
  kind,
  files,
  upload,
  toasts,
}: {
  kind: StoredFilesKind<F>;
  files: UseQueryResult<F[]>;
  upload: UseMutationResult<O, Error, UploadRequest, unknown>;
  toasts: ReturnType<typeof uploadToasts>;
}) {
  const groups = useMemo(() => groupBySection(files.data ?? []), [files.data]);
  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{kind.title}</CardTitle>
          <CardDescription>{kind.description}</CardDescription>
        </div>
        <Alert variant="info">
          <InfoIcon aria-hidden />
          <AlertDescription>{kind.notice}</AlertDescription>
        </Alert>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <UploadPanel
          {...kind.upload}
          sections={groups.map(([section]) => section)}
          pending={upload.isPending}
          onFile={(file, fields, uploaded) =>
            upload.mutate(
              { file, ...fields },
              {
                onSuccess: (outcome) => {
                  toasts.onSuccess(outcome);
                  if (outcome.status === "uploaded") uploaded();
                },
                onError: toasts.onError,
              },
            )
          }
        />
        {files.isPending ? (
          <div className={kind.grid} role="status" aria-label={kind.loadingLabel}>
            {Array.from({ length: kind.skeleton.count }, (_, i) => (
              <Skeleton key={i} className={kind.skeleton.className} />
            ))}
          </div>
        ) : files.isError ? (
          <LoadError
            error={files.error}
            fallback={kind.loadFailed}
            onRetry={() => files.refetch()}
          />
        ) : groups.length === 0 ? (
          <EmptyState icon={kind.empty.icon} title={kind.empty.title} text={kind.empty.text} />
        ) : (
          <FileSections
            groups={groups}
            idPrefix={kind.idPrefix}
            unit={kind.unit}
            gridClassName={`items-start ${kind.grid}`}
            renderCard={kind.renderCard}
          />
        )}
      </CardContent>
    </Card>
  );
}
