import type { Insights } from "@app/contract";
import { cn } from "@app/ui/lib/cn";
import {
  BadgeCheckIcon,
  EyeIcon,
  InboxIcon,
  type LucideIcon,
  PercentIcon,
  UsersIcon,
} from "lucide-react";
import { formatCount, formatRate, insightsWords } from "./insights-words.ts";

const words = insightsWords.totals;

/** One total: its name, the figure, and what it counts. */
function Total({
  label,
  value,
  note,
  icon: Icon,
  className,
}: {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  className?: string;
}) {
  return (
    <li
      className={cn(
        "flex min-w-0 items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4",
        className,
      )}
    >
      <span
        aria-hidden
        className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex"
      >
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs font-medium text-slate-600 sm:text-sm">{label}</span>
        <span className="text-xl font-bold leading-snug text-brand-900 tabular-nums sm:text-2xl">
          {value}
        </span>
        <span className="text-xs text-slate-600">{note}</span>
      </span>
    </li>
  );
}

/** The counts among the totals, in the order the cards show them, each with its picture. */
const COUNTS = [
  ["visitors", UsersIcon],
  ["pageViews", EyeIcon],
  ["leads", InboxIcon],
  ["won", BadgeCheckIcon],
] as const;

/**
 * The period's totals as cards: visitors, page views, leads, won audits and conversion (leads
 * per 100 visitors). Two to a row on a phone, the last across; all five in a row when wide.
 */
export function InsightsTotals({ totals }: { totals: Insights["totals"] }) {
  return (
    <ul aria-label={words.label} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {COUNTS.map(([key, icon]) => (
        <Total key={key} {...words[key]} value={formatCount(totals[key])} icon={icon} />
      ))}
      <Total
        {...words.conversion}
        // Leads without a visitor counted (a browser that asks not to be tracked) are no rate.
        value={totals.visitors === 0 ? "–" : formatRate(totals.conversionRate)}
        icon={PercentIcon}
        className="col-span-2 md:col-span-1"
      />
    </ul>
  );
}
