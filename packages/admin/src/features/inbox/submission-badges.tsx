import type { SubmissionKind, SubmissionStatus } from "@app/contract";
import { Badge } from "@app/ui/components/badge";

const statusLabel: Record<SubmissionStatus, string> = {
  new: "New",
  read: "Read",
  archived: "Archived",
  spam: "Spam",
};

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return <Badge variant={status === "new" ? "cta" : "neutral"}>{statusLabel[status]}</Badge>;
}

export function KindBadge({ kind }: { kind: SubmissionKind }) {
  return (
    <Badge variant={kind === "quote" ? "brand" : "accent"}>
      {kind === "quote" ? "Quote request" : "Contact message"}
    </Badge>
  );
}
