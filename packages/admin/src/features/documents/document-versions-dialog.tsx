import { formatFileSize } from "@app/contract/file-size";
import { ExternalLinkIcon, FileTextIcon } from "lucide-react";
import { ExternalLink } from "../../components/stored-file/external-link.tsx";
import { FileVersionsDialog } from "../../components/stored-file/file-versions-dialog.tsx";
import type { StoredFileVersionRow } from "../../lib/stored-file-queries.ts";
import { type DocumentRow, documentKeys } from "./document-queries.ts";

/** A PDF has no thumbnail: its version opens in a new tab instead. */
function VersionPreview({
  document,
  version,
}: {
  document: DocumentRow;
  version: StoredFileVersionRow;
}) {
  return (
    <div className="flex aspect-[3/1] items-center justify-center gap-3 rounded-md bg-slate-50">
      <FileTextIcon className="size-8 text-cta-700" aria-hidden />
      <ExternalLink
        path={version.url}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
      >
        Open version {version.version}
        <span className="sr-only"> of {document.name}</span>
        <ExternalLinkIcon className="size-3.5" aria-hidden />
      </ExternalLink>
    </div>
  );
}

/** A PDF's earlier versions; restoring one makes it current again at the same path. */
export function DocumentVersionsDialog({
  document,
  open,
  onOpenChange,
}: {
  document: DocumentRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FileVersionsDialog
      keys={documentKeys}
      file={document}
      open={open}
      onOpenChange={onOpenChange}
      details={(version) => `PDF · ${formatFileSize(version.byteSize)}`}
      preview={(version) => <VersionPreview document={document} version={version} />}
    />
  );
}
