import { attachmentLabel, attachmentPath, type SubmissionKind } from "@app/contract";
import { Skeleton } from "@app/ui/components/skeleton";
import { DownloadIcon, FileImageIcon, FileTextIcon } from "lucide-react";
import { useAdminContext } from "../../admin-context.tsx";
import { LoadError } from "../../components/list-states.tsx";
import { siteUrl } from "../../lib/api-client.ts";
import { useLead } from "./lead-queries.ts";

/**
 * The files a client sent with a quote request, each a link that downloads it (the server
 * sends every file as a download, never to be shown in the browser). A contact message has no
 * files: the section shows only when there are some.
 */
export function LeadAttachments({ leadId, kind }: { leadId: number; kind: SubmissionKind }) {
  const { apiBaseUrl } = useAdminContext();
  const detail = useLead(leadId);
  const files = detail.data?.attachments ?? [];
  if (kind === "contact" && files.length === 0) return null;
  return (
    <section aria-labelledby="lead-attachments-title" className="flex flex-col gap-1.5">
      <h3
        id="lead-attachments-title"
        className="text-xs font-medium uppercase tracking-wide text-slate-500"
      >
        Attachments
      </h3>
      {detail.isPending ? (
        <Skeleton className="h-10" role="status" aria-label="Loading the attachments" />
      ) : detail.isError ? (
        <LoadError
          error={detail.error}
          fallback="Failed to load the attachments."
          onRetry={() => detail.refetch()}
        />
      ) : files.length === 0 ? (
        <p className="text-sm text-slate-600">No files were sent with this request.</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {files.map((file) => {
            const Icon = file.contentType === "application/pdf" ? FileTextIcon : FileImageIcon;
            return (
              <li key={file.id}>
                <a
                  href={siteUrl(apiBaseUrl, attachmentPath(leadId, file.id))}
                  download={file.filename}
                  className="inline-flex max-w-full items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-brand-700 underline-offset-2 hover:bg-brand-50 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  <span className="min-w-0 break-all">
                    <span className="sr-only">Download </span>
                    {attachmentLabel(file)}
                  </span>
                  <DownloadIcon aria-hidden className="size-4 shrink-0" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
