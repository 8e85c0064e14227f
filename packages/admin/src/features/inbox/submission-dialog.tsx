import { entryPath, formatBusinessTime } from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { ArchiveIcon, ArchiveRestoreIcon, MailIcon, MailOpenIcon, ReplyIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalLink } from "../../components/stored-file/external-link.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { notifyFailure } from "../../lib/notify.ts";
import { type SubmissionRow, useUpdateSubmission } from "./inbox-queries.ts";
import { LeadAttachments } from "./lead-attachments.tsx";
import { StageBadge } from "./lead-badges.tsx";
import { LeadSourceSection } from "./lead-source-section.tsx";
import { LeadTelegramPost } from "./lead-telegram-post.tsx";
import { LeadWorkSection } from "./lead-work-section.tsx";
import { NotificationDetails } from "./notification-details.tsx";
import type { ChangeAnswered } from "./open-submission.ts";
import { replyHref } from "./reply-link.ts";
import { KindBadge, StatusBadge } from "./submission-badges.tsx";

interface SubmissionDialogProps {
  submission: SubmissionRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row as the server answered after a change. */
  onUpdated: ChangeAnswered;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** One quote request or contact message in full, with what the admin can do about it. */
export function SubmissionDialog({
  submission: s,
  open,
  onOpenChange,
  onUpdated,
}: SubmissionDialogProps) {
  const update = useUpdateSubmission();
  const setStatus = (status: "new" | "read" | "archived") => {
    const askedAt = Date.now();
    update.mutate(
      { id: s.id, status },
      {
        onSuccess: (updated) => onUpdated(updated, askedAt),
        onError: (error) => notifyFailure("Update failed", error, "Failed to update the message."),
      },
    );
  };
  const standardPage = s.standard ? entryPath("certification", s.standard) : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <div className="flex flex-col gap-2 pr-8">
          <div className="flex flex-wrap items-center gap-2">
            <KindBadge kind={s.kind} />
            <StatusBadge status={s.status} />
            <StageBadge stage={s.stage} named />
          </div>
          <DialogTitle>
            {s.kind === "quote" ? "Quote request" : "Message"} from {s.name}
          </DialogTitle>
          <DialogDescription>Received {formatDateTime(s.createdAt)}</DialogDescription>
        </div>
        <dl className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2">
          <Detail label="Reference">
            <span className="font-mono">{s.reference}</span>
          </Detail>
          {s.appointmentAt ? (
            <Detail label="Meeting requested">{formatBusinessTime(s.appointmentAt)}</Detail>
          ) : null}
          <Detail label="Name">{s.name}</Detail>
          <Detail label="Email">
            <a className="text-brand-700 underline underline-offset-2" href={`mailto:${s.email}`}>
              {s.email}
            </a>
          </Detail>
          {s.phone ? (
            <Detail label="Phone">
              <a
                className="text-brand-700 underline underline-offset-2"
                href={`tel:${s.phone.replace(/[^\d+]/g, "")}`}
              >
                {s.phone}
              </a>
            </Detail>
          ) : null}
          {s.company ? <Detail label="Company">{s.company}</Detail> : null}
          {s.service ? <Detail label="Service">{s.service}</Detail> : null}
          {s.standard ? (
            <Detail label="Standard">
              {standardPage ? (
                <ExternalLink
                  path={standardPage}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {s.standardName ?? s.standard}
                </ExternalLink>
              ) : (
                (s.standardName ?? s.standard)
              )}
            </Detail>
          ) : null}
          {s.page ? (
            <Detail label="Sent from">
              <ExternalLink
                path={s.page}
                className="break-words font-mono text-xs text-brand-700 underline underline-offset-2"
              >
                {s.page}
              </ExternalLink>
            </Detail>
          ) : null}
        </dl>
        <section aria-label="Message" className="flex flex-col gap-1.5">
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Message</h3>
          <p className="whitespace-pre-wrap break-words rounded-lg border border-slate-200 p-4 text-sm leading-relaxed text-slate-900">
            {s.message}
          </p>
        </section>
        <LeadAttachments leadId={s.id} kind={s.kind} />
        <LeadSourceSection source={s.source} />
        <LeadWorkSection lead={s} onUpdated={onUpdated} />
        <NotificationDetails submission={s} onUpdated={onUpdated} />
        <LeadTelegramPost leadId={s.id} />
        <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
          <Button asChild variant="outline">
            <a href={replyHref(s)}>
              <ReplyIcon aria-hidden />
              Reply by email
            </a>
          </Button>
          <div className="flex flex-wrap gap-2">
            {s.status === "new" ? (
              <Button
                variant="outline"
                disabled={update.isPending}
                onClick={() => setStatus("read")}
              >
                <MailOpenIcon aria-hidden />
                Mark as read
              </Button>
            ) : s.status === "read" ? (
              <Button
                variant="outline"
                disabled={update.isPending}
                onClick={() => setStatus("new")}
              >
                <MailIcon aria-hidden />
                Mark as unread
              </Button>
            ) : null}
            {s.status === "archived" || s.status === "spam" ? (
              <Button disabled={update.isPending} onClick={() => setStatus("read")}>
                <ArchiveRestoreIcon aria-hidden />
                {s.status === "spam" ? "Not spam: move to inbox" : "Move to inbox"}
              </Button>
            ) : (
              <Button disabled={update.isPending} onClick={() => setStatus("archived")}>
                <ArchiveIcon aria-hidden />
                Archive
              </Button>
            )}
          </div>
        </div>
        {update.isPending ? (
          <Badge variant="neutral" className="self-start" role="status">
            Saving...
          </Badge>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
