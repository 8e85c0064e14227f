import { DOCUMENT_SECTION, fileMessages } from "@app/contract";
import { FileTextIcon } from "lucide-react";
import {
  type StoredFilesKind,
  StoredFilesTab,
} from "../../components/stored-file/stored-files-tab.tsx";
import { DOCUMENT_ACCEPT } from "../../lib/file-checks.ts";
import { DocumentCard } from "./document-card.tsx";
import { type DocumentRow, useDocumentsQuery, useUploadDocument } from "./document-queries.ts";
import { documentUploadToasts } from "./document-upload-feedback.ts";

const PDFS: StoredFilesKind<DocumentRow> = {
  title: "PDF Documents",
  description: "Every PDF the public website offers for download, grouped by section.",
  notice:
    "Uploading a file with the same filename replaces the existing PDF. A replaced PDF keeps its public path, so every link to it opens the new one at once.",
  upload: {
    title: "Upload a PDF",
    help: "A PDF document up to 20 MB, without scripts or attached files. Section, name and description are optional.",
    accept: DOCUMENT_ACCEPT,
    buttonLabel: "Upload PDF",
    fileLabel: "PDF file to upload",
    sectionPlaceholder: DOCUMENT_SECTION,
  },
  unit: "PDF",
  idPrefix: "documents",
  loadingLabel: "Loading PDFs",
  loadFailed: "Failed to load the PDFs.",
  empty: {
    icon: FileTextIcon,
    title: fileMessages.documentsEmptyTitle,
    text: fileMessages.documentsEmptyText,
  },
  grid: "grid gap-4 md:grid-cols-2",
  skeleton: { count: 2, className: "h-56" },
  renderCard: (document) => <DocumentCard key={document.id} document={document} />,
};

/** Every PDF the public site offers (training and resource downloads): list, upload, replace, versions, delete. */
export function DocumentsTab() {
  return (
    <StoredFilesTab
      kind={PDFS}
      files={useDocumentsQuery()}
      upload={useUploadDocument()}
      toasts={documentUploadToasts}
    />
  );
}
