import { type ContentArea, LANGUAGE_INFO, TRANSLATED_LANGUAGES } from "@app/contract";
import { cn } from "@app/ui/lib/cn";
import {
  ClipboardListIcon,
  DatabaseBackupIcon,
  LanguagesIcon,
  MailWarningIcon,
  MessageSquareIcon,
  TriangleAlertIcon,
} from "lucide-react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useBackupStatus } from "../features/backups/backup-queries.ts";
import { useSectionSummaries } from "../features/content/content-queries.ts";
import {
  type InboxFilter,
  useFailedEmailCount,
  useWaitingCounts,
} from "../features/inbox/inbox-queries.ts";
import { contentAreaLabel } from "../lib/content-areas.ts";
import { formatDateTime, formatRelativeTime, pluralize } from "../lib/format.ts";
import { usePermissions } from "../lib/permissions.ts";
import { FAILED_EMAILS_FILTER } from "../lib/ui-state.ts";
import { backupSummary, translationBacklog, waitingFor } from "./dashboard-figures.ts";

/** Where an item of the dashboard leads: an area, and for the inbox what it lists. */
export type DashboardPlace = { area: "inbox"; inboxFilter: InboxFilter } | { area: ContentArea };

/** The language the admin translates into. */
const LANGUAGE = TRANSLATED_LANGUAGES[0];

const newOfKind = (kind: "quote" | "contact"): InboxFilter => ({
  kind,
  status: "new",
  notification: "any",
});

/** Now, again every minute: "waiting 3 hours" and "2 hours ago" move on while the panel is open. */
function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

type Tone = "calm" | "attention" | "warning";

interface ItemProps {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  icon: ReactNode;
  tone: Tone;
  onOpen: () => void;
  className?: string;
}

/** One figure of the dashboard, a button that opens where it is handled. */
function DashboardItem({ label, value, detail, icon, tone, onOpen, className }: ItemProps) {
  return (
    <li className={cn("flex min-w-0", className)}>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          "flex w-full min-w-0 cursor-pointer items-start gap-3 rounded-xl border bg-white p-3 text-left shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500 sm:p-4",
          tone === "calm" && "border-slate-200",
          tone === "attention" && "border-brand-200 bg-brand-50/50 hover:bg-brand-50",
          tone === "warning" && "border-cta-500 bg-cta-50/60 hover:bg-cta-50",
        )}
      >
        <span
          aria-hidden
          className={cn(
            "hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex [&_svg]:size-5",
            tone === "calm" && "bg-slate-100 text-slate-600",
            tone === "attention" && "bg-brand-100 text-brand-700",
            tone === "warning" && "bg-cta-50 text-cta-700",
          )}
        >
          {icon}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-xs font-medium text-slate-600 sm:text-sm">{label}</span>
          <span className="text-base font-bold leading-snug text-brand-900 sm:text-xl">
            {value}
          </span>
          <span
            className={cn(
              "flex items-start gap-1 text-xs",
              tone === "warning" ? "font-medium text-cta-700" : "text-slate-600",
            )}
          >
            {tone === "warning" ? (
              <TriangleAlertIcon aria-hidden className="mt-px size-3.5 shrink-0" />
            ) : null}
            <span className="min-w-0">{detail}</span>
          </span>
        </span>
      </button>
    </li>
  );
}

/** What a figure shows before it is known: loading, or that it could not be had. */
const pending = (query: { isError: boolean }) =>
  query.isError ? { value: "–", detail: "Could not load" } : { value: "…", detail: "Loading" };

/** New quote requests or contact messages, and how long the oldest one has waited. */
function WaitingItem({
  kind,
  now,
  go,
}: {
  kind: "quote" | "contact";
  now: number;
  go: (place: DashboardPlace) => void;
}) {
  const counts = useWaitingCounts(kind);
  const data = counts.data;
  const shown = data
    ? {
        value: `${data.new} new`,
        detail: data.oldestNewAt
          ? `Oldest waiting ${waitingFor(data.oldestNewAt, now)}`
          : "None waiting",
      }
    : pending(counts);
  return (
    <DashboardItem
      label={kind === "quote" ? "Quote requests" : "Contact messages"}
      icon={kind === "quote" ? <ClipboardListIcon /> : <MessageSquareIcon />}
      tone={data && data.new > 0 ? "attention" : "calm"}
      onOpen={() => go({ area: "inbox", inboxFilter: newOfKind(kind) })}
      {...shown}
    />
  );
}

/** The sections whose Khmer is not complete; opens the area with the most of them. */
function TranslationItem({ go }: { go: (place: DashboardPlace) => void }) {
  const list = useSectionSummaries();
  const backlog = useMemo(() => list.data && translationBacklog(list.data, LANGUAGE), [list.data]);
  const top = backlog?.areas[0];
  const shown = backlog
    ? top
      ? {
          value: pluralize(backlog.sections, "section"),
          detail: `To finish, ${backlog.areas.length > 1 ? "most " : ""}in ${contentAreaLabel(top.area)}`,
        }
      : { value: "Complete", detail: "Every section translated" }
    : pending(list);
  return (
    <DashboardItem
      label={`${LANGUAGE_INFO[LANGUAGE].englishName} translation`}
      icon={<LanguagesIcon />}
      tone={top ? "attention" : "calm"}
      onOpen={() => go({ area: top?.area ?? "pages" })}
      {...shown}
    />
  );
}

/** When the last backup was made, and a warning when it failed or is too old. */
function BackupItem({ now, go }: { now: number; go: (place: DashboardPlace) => void }) {
  const status = useBackupStatus();
  const summary = status.data && backupSummary(status.data, now);
  const shown = summary
    ? {
        value: summary.lastAt ? formatRelativeTime(summary.lastAt, now) : "None yet",
        detail: summary.warning ?? (summary.lastAt ? formatDateTime(summary.lastAt) : summary.note),
      }
    : pending(status);
  return (
    <DashboardItem
      label="Last backup"
      icon={<DatabaseBackupIcon />}
      tone={summary?.warning ? "warning" : "calm"}
      onOpen={() => go({ area: "settings" })}
      {...shown}
    />
  );
}

/** The e-mails about new leads that could not be delivered to the business. */
function FailedEmailItem({
  go,
  className,
}: {
  go: (place: DashboardPlace) => void;
  className?: string;
}) {
  const failed = useFailedEmailCount();
  const shown =
    failed.data === undefined
      ? pending(failed)
      : failed.data > 0
        ? { value: `${failed.data} failed`, detail: "Requests not e-mailed to you" }
        : { value: "None failed", detail: "Nothing to send again" };
  return (
    <DashboardItem
      label="E-mail alerts"
      icon={<MailWarningIcon />}
      tone={failed.data ? "warning" : "calm"}
      onOpen={() => go({ area: "inbox", inboxFilter: FAILED_EMAILS_FILTER })}
      className={className}
      {...shown}
    />
  );
}

/**
 * The top of the panel: what the business has waiting. New quote requests and messages (and
 * how long the oldest has waited), the Khmer still to translate, the last backup, the lead
 * e-mails that failed: each only for a role that may handle it, and not even asked for
 * otherwise. Each opens where it is handled, through `go`: the app decides how an area is
 * shown (its address), the dashboard only says which.
 */
export function Dashboard({ go }: { go: (place: DashboardPlace) => void }) {
  const now = useNow();
  const { may } = usePermissions();
  const leads = may("inbox");
  const count = (leads ? 3 : 0) + (may("content.read") ? 1 : 0) + (may("backups") ? 1 : 0);
  if (count === 0) return null;
  return (
    <section aria-label="Overview">
      <ul
        className={cn(
          "grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3",
          count === 5 && "xl:grid-cols-5",
        )}
      >
        {leads ? <WaitingItem kind="quote" now={now} go={go} /> : null}
        {leads ? <WaitingItem kind="contact" now={now} go={go} /> : null}
        {may("content.read") ? <TranslationItem go={go} /> : null}
        {may("backups") ? <BackupItem now={now} go={go} /> : null}
        {/* An odd count on a phone's two columns: the last one takes the row. */}
        {leads ? (
          <FailedEmailItem go={go} className={cn(count % 2 === 1 && "col-span-2 sm:col-span-1")} />
        ) : null}
      </ul>
    </section>
  );
}
