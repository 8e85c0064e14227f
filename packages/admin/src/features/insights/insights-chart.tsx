import type { Insights } from "@app/contract";
import { Skeleton } from "@app/ui/components/skeleton";
import { ChevronDownIcon } from "lucide-react";
import { lazy, Suspense, useId } from "react";
import { CHART_COLOURS } from "./chart-key.ts";
import { DailyNumbers } from "./insights-tables.tsx";
import { chartName, insightsWords } from "./insights-words.ts";

const words = insightsWords.chart;

/** Said in place of the chart when its code cannot be fetched (an update replaced it, say). */
function ChartUnavailable() {
  return <p className="text-sm text-slate-600">{words.loadFailure}</p>;
}

/** uPlot and its stylesheet, fetched the first time the chart shows: no other area needs them. */
const VisitsChart = lazy(() =>
  import("./visits-chart.tsx").catch(() => ({ default: ChartUnavailable })),
);

/** Each series of the chart: its colour and shape, and which side counts it. */
const KEYS = [
  {
    name: words.visitors,
    says: words.visitorsKey,
    swatch: "h-[3px] w-5 rounded-full",
    colour: CHART_COLOURS.visitors,
  },
  {
    name: words.leads,
    says: words.leadsKey,
    swatch: "h-3 w-2 rounded-[2px]",
    colour: CHART_COLOURS.leadsFill,
  },
];

/** The chart's key: "Visitors (line, counted on the left)", "Leads (bars, ...)". */
function ChartKey() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      {KEYS.map((key) => (
        <li key={key.name} className="flex items-center gap-2">
          <span aria-hidden className={key.swatch} style={{ background: key.colour }} />
          <span>
            <span className="font-medium text-slate-900">{key.name}</span> ({key.says})
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Visitors and leads per day: the chart, named for screen readers (a canvas says nothing), and
 * "Show the numbers", the same figures as a table.
 */
export function InsightsChart({
  insights,
  numbersShown,
  onNumbersShown,
}: {
  insights: Insights;
  /** Whether the table is open: kept by the area, so other days show it open too. */
  numbersShown: boolean;
  onNumbersShown: (shown: boolean) => void;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between">
        <h3 id={titleId} className="text-base font-semibold text-brand-900">
          {words.title}
        </h3>
        <ChartKey />
      </div>
      <div role="img" aria-label={chartName(insights.from, insights.to)} className="min-w-0">
        <Suspense fallback={<Skeleton className="h-[248px] sm:h-[308px]" />}>
          <VisitsChart days={insights.series} />
        </Suspense>
      </div>
      <details
        className="group min-w-0"
        open={numbersShown}
        onToggle={(event) => onNumbersShown(event.currentTarget.open)}
      >
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500 [&::-webkit-details-marker]:hidden">
          {words.showNumbers}
          <ChevronDownIcon
            aria-hidden
            className="size-4 transition-transform group-open:rotate-180"
          />
        </summary>
        <DailyNumbers series={insights.series} />
      </details>
    </section>
  );
}
