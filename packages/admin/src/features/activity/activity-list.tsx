import { describeUserAgent } from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { cn } from "@app/ui/lib/cn";
import {
  ChevronDownIcon,
  GlobeIcon,
  MonitorSmartphoneIcon,
  TriangleAlertIcon,
  UserRoundIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime } from "../../lib/format.ts";
import { actionLabel, isWarning } from "./activity-actions.ts";
import type { ActivityRow } from "./activity-queries.ts";

/** When, what, and who from where: the columns of a wide screen. */
const COLUMNS = "lg:grid lg:grid-cols-[10.5rem_minmax(0,1fr)_minmax(0,1fr)]";

/**
 * The loaded entries, newest first: a compact table-like list on a wide screen, a stack of
 * cards on a phone. One list either way, so nothing is said twice to a screen reader.
 */
export function ActivityList({ rows }: { rows: readonly ActivityRow[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200">
      {/* The headings of the wide layout; each entry names its parts to a screen reader. */}
      <div
        aria-hidden
        className={cn(
          "hidden gap-x-6 bg-slate-50 px-4 py-3 text-xs font-medium uppercase tracking-wide text-slate-600",
          COLUMNS,
        )}
      >
        <span>When</span>
        <span>What</span>
        <span>Who, from where</span>
      </div>
      <ol
        aria-label="Activity, newest first"
        className="divide-y divide-slate-200 lg:border-t lg:border-slate-200"
      >
        {rows.map((row) => (
          <ActivityItem key={row.id} entry={row} />
        ))}
      </ol>
    </div>
  );
}

function ActivityItem({ entry }: { entry: ActivityRow }) {
  const warning = isWarning(entry.action);
  const label = actionLabel(entry.action);
  return (
    <li
      className={cn(
        "flex flex-col gap-1.5 px-4 py-3.5 text-sm lg:items-baseline lg:gap-x-6 lg:py-3",
        COLUMNS,
        // A bar inside the edge, so a warning's text lines up with the others'.
        warning && "bg-amber-50/70 shadow-[inset_3px_0_0_var(--color-amber-500)]",
      )}
    >
      <time
        dateTime={entry.at}
        title={entry.at}
        className="text-xs font-medium text-slate-600 tabular-nums lg:text-sm lg:font-normal"
      >
        {formatDateTime(entry.at)}
      </time>

      <div className="flex min-w-0 flex-col gap-0.5">
        {warning ? (
          <Badge
            variant="neutral"
            className="self-start bg-amber-100 text-sm text-amber-900 ring-1 ring-amber-300"
          >
            <TriangleAlertIcon className="size-3.5" aria-hidden />
            {label}
          </Badge>
        ) : (
          <span className="font-semibold text-brand-900">{label}</span>
        )}
        {entry.target || entry.detail ? (
          <p className="text-slate-700 wrap-anywhere">
            {entry.target}
            {entry.target && entry.detail ? (
              <>
                <span aria-hidden className="px-1.5 text-slate-400">
                  ·
                </span>
                <span className="sr-only">, </span>
              </>
            ) : null}
            {entry.detail ? <span className="text-slate-600">{entry.detail}</span> : null}
          </p>
        ) : null}
      </div>

      <div className="flex min-w-0 flex-col gap-1 text-slate-600 lg:gap-0.5">
        <Fact icon={<UserRoundIcon />} label={warning ? "E-mail tried" : "By"}>
          {entry.actor ? (
            <span className="text-slate-800 wrap-anywhere">{entry.actor}</span>
          ) : (
            <span className="italic">Unknown</span>
          )}
          {warning && entry.actor ? (
            <span className="ml-1 text-xs text-slate-500" aria-hidden>
              (tried)
            </span>
          ) : null}
        </Fact>
        <div className="flex min-w-0 flex-wrap gap-x-4 gap-y-1">
          <Fact icon={<GlobeIcon />} label="Address">
            <span className="tabular-nums wrap-anywhere">{entry.ip ?? "Unknown address"}</span>
          </Fact>
          {entry.userAgent ? (
            <Fact icon={<MonitorSmartphoneIcon />} label="Device">
              <UserAgent value={entry.userAgent} />
            </Fact>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** One small fact after its icon; a screen reader hears what it is instead. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 max-w-full items-baseline gap-1.5">
      <span aria-hidden className="relative top-0.5 shrink-0 text-slate-400 [&_svg]:size-3.5">
        {icon}
      </span>
      <span className="sr-only">{label}: </span>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** "Chrome on Windows", opening to the whole User-Agent text (touch has no hover titles). */
function UserAgent({ value }: { value: string }) {
  return (
    <details className="group min-w-0">
      <summary
        title={value}
        className="cursor-pointer list-none rounded hover:text-brand-900 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500 [&::-webkit-details-marker]:hidden"
      >
        <span className="underline decoration-slate-300 decoration-dotted underline-offset-4">
          {describeUserAgent(value)}
        </span>
        {/* Inline, so it follows the last word when the name wraps. */}
        <ChevronDownIcon
          aria-hidden
          className="ml-1 inline size-3.5 align-[-0.15em] transition-transform group-open:rotate-180"
        />
      </summary>
      <p className="mt-1 rounded bg-slate-100 px-2 py-1 font-mono text-xs text-slate-700 wrap-anywhere">
        {value}
      </p>
    </details>
  );
}
