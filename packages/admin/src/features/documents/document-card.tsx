import { versionedImagePath } from "@app/contract";
import { formatFileSize } from "@app/contract/file-size";
import { Button } from "@app/ui/components/button";
import { DownloadIcon, ExternalLinkIcon, FileTextIcon, HistoryIcon } from "lucide-react";
import { useId, useState } from "react";
import { ExternalLink } from "../../components/stored-file/external-link.tsx";
import { FileCardTitle } from "../../components/stored-file/file-card-title.tsx";
import { FileFacts } from "../../components/stored-file/file-facts.tsx";
import { FileUsage, ReplacementReach } from "../../components/stored-file/file-usage.tsx";
import { ReplaceFileButton } from "../../components/stored-file/replace-file-button.tsx";
import { ShowOnSiteAction } from "../../components/stored-file/show-on-site-action.tsx";
import { addIntentAddress, DOCUMENT_PLACES } from "../../lib/add-intent.ts";
import { downloadsText, useDownloadCounts } from "../../lib/download-counts.ts";
import { DOCUMENT_ACCEPT } from "../../lib/file-checks.ts";
import { formatDate, pluralize } from "../../lib/format.ts";
import { useFileUsage } from "../../lib/stored-file-queries.ts";
import { isUsed } from "../../lib/stored-file-usage.ts";
import { type DocumentRow, documentKeys, useUploadDocument } from "./document-queries.ts";
import { documentUploadToasts } from "./document-upload-feedback.ts";
import { DocumentVersionsDialog } from "./document-versions-dialog.tsx";

/**
 * One PDF: what it is, where it is served and used; show it on the site when nothing uses it,
 * open, replace, versions, delete.
 */
export function DocumentCard({ document }: { document: DocumentRow }) {
  const cardId = useId();
  const upload = useUploadDocument();
  const usage = useFileUsage(documentKeys, document.id);
  const downloads = useDownloadCounts();
  const [versionsOpen, setVersionsOpen] = useState(false);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { file, imageId: document.id, expectedVersion: document.version },
      documentUploadToasts,
    );
  };

  const headingId = `${cardId}-name`;
  const reachId = `${cardId}-reach`;
  const reachesPages = (usage.data?.pages.length ?? 0) > 0;
  const unused = usage.data !== undefined && !isUsed(usage.data);
  const places = DOCUMENT_PLACES.map((place) => ({
    label: place.label,
    address: addIntentAddress(place.section, { kind: "document", file: document.filename }),
  }));
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span
          className="flex size-11 shrink-0 flex-col items-center justify-center rounded-lg bg-cta-50 text-cta-700"
          aria-hidden
        >
          <FileTextIcon className="size-5" />
          <span className="text-[10px] font-bold leading-none">PDF</span>
        </span>
        <FileCardTitle headingId={headingId} keys={documentKeys} file={document} />
      </div>
      <FileFacts file={document} />
      <p className="text-xs text-slate-500">
        {document.pageCount !== null ? `${pluralize(document.pageCount, "page")} · ` : ""}
        {formatFileSize(document.byteSize)} · Version {document.version} · Updated{" "}
        {formatDate(document.updatedAt)}
      </p>
      {downloads.data ? (
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <DownloadIcon className="size-4 text-slate-500" aria-hidden />
          {downloadsText(downloads.data[document.filename])}
        </p>
      ) : null}
      <FileUsage usage={usage} />
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {unused ? <ShowOnSiteAction name={document.name} places={places} /> : null}
        <Button type="button" size="sm" variant="outline" asChild>
          <ExternalLink path={versionedImagePath(document)}>
            <ExternalLinkIcon aria-hidden />
            Open<span className="sr-only"> {document.name}</span>
          </ExternalLink>
        </Button>
        <ReplaceFileButton
          name={document.name}
          accept={DOCUMENT_ACCEPT}
          pending={upload.isPending}
          describedBy={reachesPages ? reachId : undefined}
          onFile={onFile}
        />
        <Button type="button" size="sm" variant="outline" onClick={() => setVersionsOpen(true)}>
          <HistoryIcon aria-hidden />
          Versions<span className="sr-only"> of {document.name}</span>
        </Button>
      </div>
      <ReplacementReach usage={usage.data} id={reachId} />
      {versionsOpen ? (
        <DocumentVersionsDialog
          document={document}
          open={versionsOpen}
          onOpenChange={setVersionsOpen}
        />
      ) : null}
    </article>
  );
}
