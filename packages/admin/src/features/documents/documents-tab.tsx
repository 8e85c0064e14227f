import { DOCUMENT_SECTION, fileMessages } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Skeleton } from "@app/ui/components/skeleton";
import { FileTextIcon, InfoIcon } from "lucide-react";
import { useMemo } from "react";
import { EmptyState, LoadError } from "../../components/list-states.tsx";
import { FileSections, groupBySection } from "../../components/stored-file/file-sections.tsx";
import { UploadPanel } from "../../components/stored-file/upload-panel.tsx";
import { DOCUMENT_ACCEPT } from "../../lib/file-checks.ts";
import { DocumentCard } from "./document-card.tsx";
import { useDocumentsQuery, useUploadDocument } from "./document-queries.ts";
import { documentUploadToasts } from "./document-upload-feedback.ts";

/** Add a PDF, or replace the one with the same filename. */
function DocumentUploadPanel({ sections }: { sections: string[] }) {
  const upload = useUploadDocument();
  return (
    <UploadPanel
      title="Upload a PDF"
      help="A PDF document up to 20 MB, without scripts or attached files. Section, name and description are optional."
      accept={DOCUMENT_ACCEPT}
      buttonLabel="Upload PDF"
      fileLabel="PDF file to upload"
      sectionPlaceholder={DOCUMENT_SECTION}
      sections={sections}
      pending={upload.isPending}
      onFile={(file, fields, uploaded) =>
        upload.mutate(
          { file, ...fields },
          {
            onSuccess: (outcome) => {
              documentUploadToasts.onSuccess(outcome);
              if (outcome.status === "uploaded") uploaded();
            },
            onError: documentUploadToasts.onError,
          },
        )
      }
    />
  );
}

/** Every PDF the public site offers (training and resource downloads): list, upload, replace, versions, delete. */
export function DocumentsTab() {
  const documents = useDocumentsQuery();
  const groups = useMemo(() => groupBySection(documents.data ?? []), [documents.data]);

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>PDF Documents</CardTitle>
          <CardDescription>
            Every PDF the public website offers for download, grouped by section.
          </CardDescription>
        </div>
        <Alert variant="info">
          <InfoIcon aria-hidden />
          <AlertDescription>
            Uploading a file with the same filename replaces the existing PDF. A replaced PDF keeps
            its public path, so every link to it opens the new one at once.
          </AlertDescription>
        </Alert>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <DocumentUploadPanel sections={groups.map(([section]) => section)} />
        {documents.isPending ? (
          <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading PDFs">
            <Skeleton className="h-56" />
            <Skeleton className="h-56" />
          </div>
        ) : documents.isError ? (
          <LoadError
            error={documents.error}
            fallback="Failed to load the PDFs."
            onRetry={() => documents.refetch()}
          />
        ) : groups.length === 0 ? (
          <EmptyState
            icon={FileTextIcon}
            title={fileMessages.documentsEmptyTitle}
            text={fileMessages.documentsEmptyText}
          />
        ) : (
          <FileSections
            groups={groups}
            idPrefix="documents"
            unit="PDF"
            gridClassName="grid items-start gap-4 md:grid-cols-2"
            renderCard={(document) => <DocumentCard key={document.id} document={document} />}
          />
        )}
      </CardContent>
    </Card>
  );
}
