import {
  leadMailMessages,
  type NotificationState,
  type SubmissionNotification,
} from "@app/contract";
import { cn } from "@app/ui/lib/cn";
import {
  ClockIcon,
  Loader2Icon,
  type LucideIcon,
  MailCheckIcon,
  MailXIcon,
  RotateCwIcon,
} from "lucide-react";

const LOOK: Record<NotificationState, { icon: LucideIcon; className: string; spin?: true }> = {
  queued: { icon: ClockIcon, className: "text-slate-600" },
  sending: { icon: Loader2Icon, className: "text-slate-600", spin: true },
  sent: { icon: MailCheckIcon, className: "text-accent-700" },
  retrying: { icon: RotateCwIcon, className: "text-amber-700" },
  failed: { icon: MailXIcon, className: "text-cta-700" },
};

/**
 * Where a message's e-mail to the business stands, as an icon and a few words: grey on its
 * way, green sent, amber retrying, red failed. Nothing when no e-mail was due.
 */
export function NotificationIndicator({
  notification,
  className,
}: {
  notification: SubmissionNotification | null;
  className?: string;
}) {
  if (!notification) return null;
  const { icon: Icon, className: look, spin } = LOOK[notification.state];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap text-xs font-medium [&>svg]:size-3.5 [&>svg]:shrink-0",
        look,
        className,
      )}
    >
      <Icon aria-hidden className={spin && "motion-safe:animate-spin"} />
      {leadMailMessages.notificationState[notification.state]}
    </span>
  );
}
