/**
 * The chart of visitors and leads per day: uPlot on a canvas, in a chunk of its own that only
 * the Insights area loads (`React.lazy` in insights-chart.tsx).
 */
import "uplot/dist/uPlot.min.css";
import { useEffect, useRef, useState } from "react";
import uPlot from "uplot";
import { CHART_COLOURS, type ChartDay } from "./chart-key.ts";
import { chartDayName, dayReadout, formatCount, insightsWords } from "./insights-words.ts";

const words = insightsWords.chart;

/** Narrower than this, the chart is a little lower: a phone held upright. */
const NARROW_PX = 500;
const heightFor = (width: number) => (width < NARROW_PX ? 220 : 280);

const FONT = "12px ui-sans-serif, system-ui, sans-serif";
/** Whole counts only: a scale of visitors or leads has no half steps. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4];
/** Steps between the days labelled under the chart: every day, every other, a week, ... */
const DAY_STEPS = [1, 2, 7, 14, 28, 56, 91, 182, 364];

/** From 0 to a little above the largest count, at least to 4 so a quiet period is no flat line. */
const countRange = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [
  0,
  Math.max(4, Math.ceil(max * 1.1)),
];

const countAxis = (scale: string, side: 1 | 3, grid: boolean): uPlot.Axis => ({
  scale,
  side,
  font: FONT,
  stroke: CHART_COLOURS.text,
  // As wide as its longest number: a phone keeps the room for the days.
  size: (_u, values) => 14 + 7 * Math.max(1, ...(values ?? []).map((v) => v.length)),
  gap: 6,
  incrs: COUNT_STEPS,
  values: (_u, splits) => splits.map((n) => formatCount(n)),
  grid: { show: grid, stroke: CHART_COLOURS.grid, width: 1 },
  ticks: { show: false },
});

function chartOptions(
  days: readonly ChartDay[],
  width: number,
  onPoint: (i: number | null) => void,
) {
  const options: uPlot.Options = {
    width,
    height: heightFor(width),
    padding: [12, 4, 0, 4],
    legend: { show: false },
    cursor: {
      drag: { x: false, y: false, setScale: false },
      points: { size: 8 },
    },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      visitors: { range: countRange },
      leads: { range: countRange },
    },
    axes: [
      {
        font: FONT,
        stroke: CHART_COLOURS.text,
        space: 64,
        incrs: DAY_STEPS,
        values: (_u, splits) =>
          splits.map((i) => {
            const day = Number.isInteger(i) ? days[i] : undefined;
            return day ? chartDayName(day.day) : "";
          }),
        grid: { show: false },
        ticks: { stroke: CHART_COLOURS.grid, size: 4 },
      },
      countAxis("visitors", 3, true),
      countAxis("leads", 1, false),
    ],
    // Leads first, so the visitors' line is drawn over their bars.
    series: [
      {},
      {
        label: words.leads,
        scale: "leads",
        stroke: CHART_COLOURS.leads,
        fill: CHART_COLOURS.leadsFill,
        width: 1,
        paths: uPlot.paths.bars?.({ size: [0.5, 28] }),
        points: { show: false },
      },
      {
        label: words.visitors,
        scale: "visitors",
        stroke: CHART_COLOURS.visitors,
        fill: CHART_COLOURS.visitorsFill,
        width: 2.5,
        points: { show: days.length <= 31, size: 6, fill: CHART_COLOURS.visitors },
      },
    ],
    hooks: { setCursor: [(u) => onPoint(u.cursor.idx ?? null)] },
  };
  return options;
}

/**
 * Visitors (a line on the left's scale) and leads (bars on the right's) for every day of the
 * period, as wide as its box and redrawn when the box changes width. Pointing at a day says
 * its numbers above the chart; the canvas itself is named for screen readers by the caller.
 */
export default function VisitsChart({ days }: { days: readonly ChartDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [pointed, setPointed] = useState<number | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((_, i) => i),
      days.map((d) => d.leads),
      days.map((d) => d.visitors),
    ];
    const width = Math.floor(element.clientWidth);
    const chart = new uPlot(chartOptions(days, width, setPointed), data, element);
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0 && next !== chart.width) chart.setSize({ width: next, height: heightFor(next) });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days]);

  const day = pointed === null ? undefined : days[pointed];
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {/* What the pointer is on: the table below says the same to a screen reader. */}
      <p aria-hidden className="min-h-5 text-sm text-slate-600">
        {day ? dayReadout(day.day, day.visitors, day.leads) : words.point}
      </p>
      <div ref={box} className="w-full min-w-0 overflow-hidden" />
    </div>
  );
}
