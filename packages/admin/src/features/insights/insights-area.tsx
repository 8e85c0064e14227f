import type { Insights } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Skeleton } from "@app/ui/components/skeleton";
import { cn } from "@app/ui/lib/cn";
import { ChartLineIcon, RefreshCwIcon } from "lucide-react";
import { useId, useState } from "react";
import { EmptyState, LoadError } from "../../components/list-states.tsx";
import { businessToday } from "../../lib/business-calendar.ts";
import { InsightsChart } from "./insights-chart.tsx";
import { checkPeriod, type InsightsPeriod } from "./insights-period.ts";
import { useInsights } from "./insights-queries.ts";
import { InsightsSearches } from "./insights-searches.tsx";
import { InsightsTables } from "./insights-tables.tsx";
import { InsightsTotals } from "./insights-totals.tsx";
import { insightsWords, periodName } from "./insights-words.ts";
import { PeriodPicker } from "./period-picker.tsx";
import { useInsightsPeriod } from "./use-insights-period.ts";

/** Nothing counted at all: no visit and no lead in any of the days. */
const isEmpty = ({ totals }: Insights) => totals.pageViews === 0 && totals.leads === 0;

function Loading() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label={insightsWords.loading}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className={cn("h-20", i === 4 && "col-span-2 md:col-span-1")} />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/** The days shown, said in full under the picker ("Last 30 days: 31 Oct – 29 Nov 2026"). */
function ShownDays({ period, insights }: { period: InsightsPeriod; insights: Insights }) {
  return (
    <p className="text-sm text-slate-600">
      <span className="font-medium text-slate-800">
        {periodName(period, insights.from, insights.to)}
      </span>
      . {insightsWords.period.today}
    </p>
  );
}

/**
 * Insights: visitors counted without cookies, the pages they read and where they came from,
 * with the leads and won audits of the same days, and what visitors searched for. The days are
 * in the address (insights-period.ts); the chart's code is fetched only here.
 */
export function InsightsArea() {
  const titleId = useId();
  const [period, show] = useInsightsPeriod();
  const [numbersShown, setNumbersShown] = useState(false);
  const today = businessToday();
  const check = checkPeriod(period, today);
  const query = check.ok ? check.query : undefined;
  const insights = useInsights(query);
  const data = insights.data;
  const reloading = insights.isFetching && !insights.isPending;

  return (
    <div className="flex flex-col gap-4 lg:gap-6">
      <Card role="region" aria-labelledby={titleId}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          {/* Beside the button when wide; above it on a phone. */}
          <div className="flex min-w-0 flex-1 basis-80 flex-col gap-1.5">
            <CardTitle id={titleId}>{insightsWords.title}</CardTitle>
            <CardDescription>{insightsWords.description}</CardDescription>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={!query || insights.isFetching}
            onClick={() => insights.refetch()}
          >
            <RefreshCwIcon className={cn(reloading && "animate-spin")} aria-hidden />
            {insightsWords.refresh}
          </Button>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <PeriodPicker period={period} shown={query} today={today} onChange={show} />
          {!query ? null : insights.isPending ? (
            <Loading />
          ) : insights.isError ? (
            <LoadError
              error={insights.error}
              fallback={insightsWords.loadFailure}
              onRetry={() => insights.refetch()}
            />
          ) : data ? (
            <>
              <ShownDays period={period} insights={data} />
              {isEmpty(data) ? (
                <EmptyState
                  icon={ChartLineIcon}
                  title={insightsWords.empty.title}
                  text={insightsWords.empty.text}
                />
              ) : (
                <>
                  <InsightsTotals totals={data.totals} />
                  <InsightsChart
                    insights={data}
                    numbersShown={numbersShown}
                    onNumbersShown={setNumbersShown}
                  />
                </>
              )}
            </>
          ) : null}
        </CardContent>
      </Card>
      {query && data && !insights.isError ? (
        <>
          {isEmpty(data) ? null : <InsightsTables insights={data} />}
          {/* Counted apart from visits: days without a visit counted may have searches. */}
          <InsightsSearches searches={data.searches} />
        </>
      ) : null}
    </div>
  );
}
