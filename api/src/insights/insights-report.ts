import {
  BUSINESS_UTC_OFFSET_MINUTES,
  INSIGHTS_TOP_PAGES,
  INSIGHTS_TOP_ROWS,
  type Insights,
  type InsightsQuery,
  type InsightsRow,
  LANGUAGE_INFO,
} from "@app/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { queryRows } from "../db/query-rows.ts";
import { submissions, visitDays } from "../db/schema.ts";
import { readSearches } from "./insights-searches.ts";
import { addDays, businessDayStart, daysFrom } from "./visit-calendar.ts";
import { countDays, type VisitDayRow } from "./visit-days.ts";

/** The most lines of each breakdown read for a period: the busiest, enough for every list. */
const READ_LINES = 1000;

/**
 * The figures of the period's days: kept ones from `visit_days` (each breakdown's busiest
 * READ_LINES over the period), and the days that have none kept yet (today, yesterday, a day
 * not rolled up yet) counted from their page views. A day rolled up meanwhile is still counted
 * once: its views stay until long after.
 */
async function visitFigures(db: Db, { from, to }: InsightsQuery): Promise<VisitDayRow[]> {
  const kept = await queryRows<VisitDayRow>(
    db,
    sql`with period as (
          select * from ${visitDays} where day between ${from}::date and ${to}::date
        ),
        lines as (
          select dimension, name, sum(visitors)::int as visitors,
                 sum(page_views)::int as page_views
          from period where dimension <> 'total' group by dimension, name
        ),
        ranked as (
          select *, row_number() over (
            partition by dimension order by visitors desc, page_views desc, name
          ) as place
          from lines
        )
        select '' as day, dimension, name, visitors as "visitors", page_views as "pageViews"
        from ranked where place <= ${READ_LINES}
        union all
        select day::text, dimension, name, visitors, page_views
        from period where dimension = 'total'`,
  );
  const keptDays = new Set(kept.filter((row) => row.dimension === "total").map((row) => row.day));
  const open = daysFrom(from, to).filter((day) => !keptDays.has(day));
  return [...kept, ...(await countDays(db, open))];
}

interface LeadGroup {
  day: string;
  page: string | null;
  referrer: string | null;
  campaign: string | null;
  device: string | null;
  leads: number;
  won: number;
}

/** The period's leads (spam aside) by the day they came and where their visit began. */
function leadGroups(db: Db, { from, to }: InsightsQuery): Promise<LeadGroup[]> {
  const start = businessDayStart(from);
  const end = businessDayStart(addDays(to, 1));
  return queryRows<LeadGroup>(
    db,
    sql`select to_char(${submissions.createdAt} at time zone 'UTC' + make_interval(mins => ${BUSINESS_UTC_OFFSET_MINUTES}),
                       'YYYY-MM-DD') as day,
               ${submissions.source}->>'landingPage' as page,
               ${submissions.source}->>'referrer' as referrer,
               ${submissions.source}->>'utmCampaign' as campaign,
               ${submissions.source}->>'device' as device,
               count(*)::int as leads,
               (count(*) filter (where ${submissions.stage} = 'won'))::int as won
        from ${submissions}
        where ${submissions.createdAt} >= ${start.toISOString()}::timestamptz
          and ${submissions.createdAt} < ${end.toISOString()}::timestamptz
          and ${submissions.status} <> 'spam'
        group by 1, 2, 3, 4, 5`,
  );
}

/** The language of a page by its path: Khmer under /km. */
const languageOfPath = (path: string | null): string | null =>
  path === null
    ? null
    : path === LANGUAGE_INFO.km.pathPrefix || path.startsWith(`${LANGUAGE_INFO.km.pathPrefix}/`)
      ? "km"
      : "en";

interface Tally {
  visitors: number;
  pageViews: number;
  leads: number;
  won: number;
}

const tallyOf = (tallies: Map<string, Tally>, name: string): Tally => {
  let tally = tallies.get(name);
  if (!tally) {
    tally = { visitors: 0, pageViews: 0, leads: 0, won: 0 };
    tallies.set(name, tally);
  }
  return tally;
};

/**
 * The busiest lines (by visitors, then leads), and every line that brought a lead among the
 * `top` that brought most: a page read by few that sends quote requests is never left out.
 */
function topLines(tallies: Map<string, Tally>, top: number): [string, Tally][] {
  const byVisitors = [...tallies].sort(
    ([a, x], [b, y]) =>
      y.visitors - x.visitors ||
      y.pageViews - x.pageViews ||
      y.leads - x.leads ||
      a.localeCompare(b),
  );
  const busiest = byVisitors.slice(0, top);
  const withLeads = byVisitors
    .slice(top)
    .filter(([, tally]) => tally.leads > 0)
    .sort(([, x], [, y]) => y.leads - x.leads)
    .slice(0, top);
  return [...busiest, ...withLeads];
}

const rowsOf = (tallies: Map<string, Tally>): InsightsRow[] =>
  topLines(tallies, INSIGHTS_TOP_ROWS).map(([name, { visitors, leads, won }]) => ({
    name: name === "" ? null : name,
    visitors,
    leads,
    won,
  }));

/**
 * GET /api/admin/insights: the period's visitors, pages and sources, with their leads, and
 * what visitors searched for.
 */
export async function readInsights(db: Db, period: InsightsQuery): Promise<Insights> {
  const [figures, leads, searches] = await Promise.all([
    visitFigures(db, period),
    leadGroups(db, period),
    readSearches(db, period),
  ]);
  const days = new Map(
    daysFrom(period.from, period.to).map((day) => [day, { visitors: 0, pageViews: 0, leads: 0 }]),
  );
  const breakdowns = {
    page: new Map<string, Tally>(),
    referrer: new Map<string, Tally>(),
    campaign: new Map<string, Tally>(),
    language: new Map<string, Tally>(),
    device: new Map<string, Tally>(),
  };
  for (const row of figures) {
    if (row.dimension === "total") {
      const day = days.get(row.day);
      if (day) {
        day.visitors += row.visitors;
        day.pageViews += row.pageViews;
      }
      continue;
    }
    const tally = tallyOf(breakdowns[row.dimension], row.name);
    tally.visitors += row.visitors;
    tally.pageViews += row.pageViews;
  }
  let won = 0;
  for (const group of leads) {
    const day = days.get(group.day);
    if (day) day.leads += group.leads;
    won += group.won;
    const names = {
      page: group.page,
      referrer: group.referrer ?? "",
      campaign: group.campaign ?? "",
      language: languageOfPath(group.page),
      device: group.device,
    };
    for (const [dimension, name] of Object.entries(names) as [
      keyof typeof names,
      string | null,
    ][]) {
      // A lead whose first page is not known counts in no page, language or device.
      if (name === null) continue;
      const tally = tallyOf(breakdowns[dimension], name);
      tally.leads += group.leads;
      tally.won += group.won;
    }
  }
  const series = [...days].map(([day, figures]) => ({ day, ...figures }));
  const visitors = series.reduce((sum, day) => sum + day.visitors, 0);
  const totalLeads = series.reduce((sum, day) => sum + day.leads, 0);
  return {
    from: period.from,
    to: period.to,
    totals: {
      visitors,
      pageViews: series.reduce((sum, day) => sum + day.pageViews, 0),
      leads: totalLeads,
      won,
      conversionRate: visitors === 0 ? 0 : Math.round((totalLeads / visitors) * 10_000) / 10_000,
    },
    series,
    pages: topLines(breakdowns.page, INSIGHTS_TOP_PAGES).map(
      ([path, { visitors, pageViews, leads, won }]) => ({ path, visitors, pageViews, leads, won }),
    ),
    referrers: rowsOf(breakdowns.referrer),
    campaigns: rowsOf(breakdowns.campaign),
    languages: rowsOf(breakdowns.language),
    devices: rowsOf(breakdowns.device),
    searches,
  };
}
