import { INSIGHTS_OTHER, type Insights, type InsightsRow } from "@app/contract";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@app/ui/components/table";
import { cn } from "@app/ui/lib/cn";
import type { ReactNode } from "react";
import { SettingsCard } from "../../components/settings-card.tsx";
import { ExternalLink } from "../../components/stored-file/external-link.tsx";
import {
  campaignName,
  deviceName,
  formatConversion,
  formatCount,
  insightsWords,
  languageName,
  OTHER_NAME,
  referrerName,
  tableDayName,
} from "./insights-words.ts";

const columns = insightsWords.columns;

interface Figures {
  visitors: number;
  leads: number;
  won: number;
  pageViews?: number;
}

/** A figure of every row: its heading and how a row says it. */
export interface Column<T = Figures> {
  label: string;
  value: (row: T) => string;
}

const VISITORS: Column = { label: columns.visitors, value: (r) => formatCount(r.visitors) };
const PAGE_VIEWS: Column = {
  label: columns.pageViews,
  value: (r) => formatCount(r.pageViews ?? 0),
};
const LEADS: Column = { label: columns.leads, value: (r) => formatCount(r.leads) };
const WON: Column = { label: columns.won, value: (r) => formatCount(r.won) };
const CONVERSION: Column = {
  label: columns.conversion,
  value: (r) => formatConversion(r.leads, r.visitors),
};

const PAGE_COLUMNS = [VISITORS, PAGE_VIEWS, LEADS, WON, CONVERSION];
const ROW_COLUMNS = [VISITORS, LEADS, WON, CONVERSION];

export interface Line<T = Figures> {
  key: string;
  name: ReactNode;
  figures: T;
}

/**
 * A breakdown's lines, busiest first: a table where its card is wide enough, and on a phone a
 * list with each line's figures named under its name, so nothing scrolls sideways. One or the
 * other shows, so a screen reader hears it once. No lines: `empty` says so.
 */
export function FiguresTable<T>({
  title,
  nameHeading,
  lines,
  figures,
  empty = insightsWords.noRows,
}: {
  title: string;
  nameHeading: string;
  lines: readonly Line<T>[];
  figures: readonly Column<T>[];
  empty?: string;
}) {
  if (lines.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div className="@container">
      <Table frameClassName="hidden @xl:block" className="tabular-nums">
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{nameHeading}</TableHead>
            {figures.map((column) => (
              <TableHead key={column.label} className="text-right">
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key} className="hover:bg-slate-50">
              <TableCell className="font-medium break-words text-slate-900">{line.name}</TableCell>
              {figures.map((column) => (
                <TableCell key={column.label} className="text-right whitespace-nowrap">
                  {column.value(line.figures)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul
        aria-label={title}
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 @xl:hidden"
      >
        {lines.map((line) => (
          <li key={line.key} className="flex flex-col gap-1.5 px-4 py-3 text-sm">
            <span className="font-medium break-words text-slate-900">{line.name}</span>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-1">
              {figures.map((column) => (
                <div key={column.label} className="flex items-baseline justify-between gap-2">
                  <dt className="text-xs text-slate-600">{column.label}</dt>
                  <dd className="font-medium tabular-nums text-slate-900">
                    {column.value(line.figures)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The day's figures the table lists, by their column headings. */
const DAILY_FIGURES = [
  ["visitors", insightsWords.columns.visitors],
  ["pageViews", insightsWords.columns.pageViews],
  ["leads", insightsWords.columns.leads],
] as const;

/** Narrow cells on a phone: the four columns fit its width. */
const CELL = "px-2 sm:px-4";

/** Every day's figures: what the chart shows, for whoever cannot see a canvas. */
export function DailyNumbers({ series }: { series: Insights["series"] }) {
  return (
    <Table className="tabular-nums" frameClassName="mt-3">
      <TableCaption>{insightsWords.chart.numbersCaption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className={CELL}>{insightsWords.chart.day}</TableHead>
          {DAILY_FIGURES.map(([key, label]) => (
            <TableHead key={key} className={cn(CELL, "text-right")}>
              {label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {series.map((day) => (
          <TableRow key={day.day}>
            <TableCell className={cn(CELL, "whitespace-nowrap py-2")}>
              <time dateTime={day.day}>{tableDayName(day.day)}</time>
            </TableCell>
            {DAILY_FIGURES.map(([key]) => (
              <TableCell key={key} className={cn(CELL, "py-2 text-right")}>
                {formatCount(day[key])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A link to a page of the site from a line of a table, big enough to point at. */
export const SITE_LINK =
  "inline-block min-h-6 min-w-6 rounded text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500";

/** The pages visitors read most, each a link to the page on the site. */
function TopPages({ pages }: { pages: Insights["pages"] }) {
  const { title, description } = insightsWords.pages;
  const lines = pages.map((page) => ({
    key: page.path,
    // A day's less visited pages, added up: no page of its own to open.
    name:
      page.path === INSIGHTS_OTHER ? (
        OTHER_NAME.page
      ) : (
        <ExternalLink path={page.path} className={cn(SITE_LINK, "break-all")}>
          {page.path}
        </ExternalLink>
      ),
    figures: page,
  }));
  return (
    <SettingsCard title={title} description={description}>
      <FiguresTable title={title} nameHeading={columns.page} lines={lines} figures={PAGE_COLUMNS} />
    </SettingsCard>
  );
}

/** The breakdowns by one thing a visit says, each line named in words (none included). */
const BREAKDOWNS = [
  { of: "referrers", words: insightsWords.referrers, name: referrerName },
  { of: "campaigns", words: insightsWords.campaigns, name: campaignName },
  { of: "languages", words: insightsWords.languages, name: languageName },
  { of: "devices", words: insightsWords.devices, name: deviceName },
] as const;

function Breakdown({
  rows,
  words,
  name,
}: {
  rows: readonly InsightsRow[];
  words: { title: string; description: string; heading: string };
  name: (name: string | null) => string;
}) {
  const lines = rows.map((row) => ({ key: row.name ?? "", name: name(row.name), figures: row }));
  return (
    <SettingsCard title={words.title} description={words.description}>
      <FiguresTable
        title={words.title}
        nameHeading={words.heading}
        lines={lines}
        figures={ROW_COLUMNS}
      />
    </SettingsCard>
  );
}

/** Top pages, then where visitors came from, their campaigns, languages and devices. */
export function InsightsTables({ insights }: { insights: Insights }) {
  return (
    <>
      <TopPages pages={insights.pages} />
      <div className="grid gap-4 lg:gap-6 2xl:grid-cols-2">
        {BREAKDOWNS.map((breakdown) => (
          <Breakdown
            key={breakdown.of}
            rows={insights[breakdown.of]}
            words={breakdown.words}
            name={breakdown.name}
          />
        ))}
      </div>
    </>
  );
}
