import type { Assignee, Stage } from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { cn } from "@app/ui/lib/cn";
import { BellRingIcon, CalendarIcon, UserIcon } from "lucide-react";
import { formatFollowUpDay, isFollowUpDue, ownerName, stageName } from "./lead-words.ts";

/** `named`: says "Sale:" on screen too, where the inbox's status ("New") stands beside it. */
export function StageBadge({ stage, named = false }: { stage: Stage; named?: boolean }) {
  return (
    <Badge variant={stage === "won" ? "brand" : "neutral"}>
      <span className={named ? undefined : "sr-only"}>Sale: </span>
      {stageName(stage)}
    </Badge>
  );
}

/** The follow-up day; once it has come, said as due (words and an icon, not color alone). */
export function FollowUpMark({
  lead,
  today,
  className,
}: {
  lead: { stage: Stage; followUpOn: string | null };
  today: string;
  className?: string;
}) {
  if (lead.followUpOn === null) return null;
  const due = isFollowUpDue(lead, today);
  const Icon = due ? BellRingIcon : CalendarIcon;
  return (
    <p
      className={cn(
        "flex items-start gap-1 text-xs",
        due ? "font-semibold text-cta-700" : "text-slate-600",
        className,
      )}
    >
      <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        {due ? "Follow-up due: " : "Follow up: "}
        {formatFollowUpDay(lead.followUpOn)}
      </span>
    </p>
  );
}

/** Who looks after a lead, on a row or a card: "Looked after by" read out before the name. */
export function OwnerLine({
  assigneeId,
  people,
}: {
  assigneeId: string | null;
  people: readonly Assignee[];
}) {
  return (
    <p className="flex items-start gap-1 text-xs text-slate-600">
      <UserIcon aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        <span className="sr-only">Looked after by </span>
        {ownerName(assigneeId, people)}
      </span>
    </p>
  );
}
