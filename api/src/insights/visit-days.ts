import { INSIGHTS_DAY_NAMES, INSIGHTS_DAY_PAGES, INSIGHTS_OTHER } from "@app/contract";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database.ts";
import { queryRows } from "../db/query-rows.ts";
import { pageViews, visitDays } from "../db/schema.ts";

/** What a day's figures are broken down by; `total` is the day as a whole (name ""). */
export const VISIT_DIMENSIONS = [
  "total",
  "page",
  "referrer",
  "campaign",
  "language",
  "device",
] as const;
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];

export interface VisitDayRow {
  day: string;
  dimension: VisitDimension;
  /** "" = none: no referring site, no campaign. */
  name: string;
  visitors: number;
  pageViews: number;
}

/**
 * The figures of the given days, counted from their page views: visitors (distinct day hashes)
 * and page views in all, by page and by language; and visitors by where their day began (its
 * first page view's referring site and campaign) and by their device. A day keeps its
 * INSIGHTS_DAY_PAGES busiest pages and INSIGHTS_DAY_NAMES busiest sites and campaigns; the
 * rest are added up under INSIGHTS_OTHER (their visitors summed), so made-up addresses cannot
 * grow what is kept.
 */
export function countDays(db: Db | Tx, days: readonly string[]): Promise<VisitDayRow[]> {
  if (days.length === 0) return Promise.resolve([]);
  const list = sql.join(
    days.map((day) => sql`${day}::date`),
    sql`, `,
  );
  return queryRows<VisitDayRow>(
    db,
    sql`with views as (
          select * from ${pageViews} where ${pageViews.day} in (${list})
        ),
        entries as (
          select distinct on (day, visitor) day, visitor, referrer, utm_campaign, device
          from views order by day, visitor, at
        ),
        counted as (
          select day, 'total' as dimension, '' as name,
                 count(distinct visitor)::int as visitors, count(*)::int as page_views
            from views group by day
          union all
          select day, 'page', path, count(distinct visitor)::int, count(*)::int
            from views group by day, path
          union all
          select day, 'language', lang, count(distinct visitor)::int, count(*)::int
            from views group by day, lang
          union all
          select day, 'referrer', coalesce(referrer, ''), count(*)::int, 0
            from entries group by day, coalesce(referrer, '')
          union all
          select day, 'campaign', coalesce(utm_campaign, ''), count(*)::int, 0
            from entries group by day, coalesce(utm_campaign, '')
          union all
          select day, 'device', device, count(*)::int, 0
            from entries group by day, device
        ),
        ranked as (
          select *, row_number() over (
            partition by day, dimension order by visitors desc, page_views desc, name
          ) as place
          from counted
        )
        select day::text as day, dimension,
               case
                 when dimension = 'page' and place > ${INSIGHTS_DAY_PAGES} then ${INSIGHTS_OTHER}
                 when dimension in ('referrer', 'campaign') and place > ${INSIGHTS_DAY_NAMES}
                   then ${INSIGHTS_OTHER}
                 else name
               end as name,
               sum(visitors)::int as "visitors", sum(page_views)::int as "pageViews"
        from ranked group by 1, 2, 3`,
  );
}

/** The days whose figures are kept in `visit_days`: every day before `before` that had a visit. */
async function daysToRollUp(db: Db, before: string): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`select distinct day::text as day from ${pageViews} where day < ${before}::date
        except
        select day::text from ${visitDays} where dimension = 'total'
        order by day`,
  );
  return rows.map((row) => row.day);
}

/**
 * Keeps the figures of every finished day (before `before`, which leaves yesterday open for
 * views written just after midnight) in `visit_days`. Any number of processes may do it at
 * once: a day's rows are the same whoever counts them, and a second insert adds nothing.
 * Answers how many days were rolled up.
 */
export async function rollUpDays(db: Db, before: string): Promise<number> {
  const days = await daysToRollUp(db, before);
  for (const day of days) {
    // All of a day or none: its `total` row says it is kept, and retention trusts that.
    await db.transaction(async (tx) => {
      const rows = await countDays(tx, [day]);
      if (rows.length > 0) await tx.insert(visitDays).values(rows).onConflictDoNothing();
    });
  }
  return days.length;
}

/**
 * Deletes the page views of days before `before` whose figures are kept: the retention of
 * raw visits (ANALYTICS_RETENTION_DAYS). Answers how many were deleted.
 */
export async function pruneVisits(db: Db, before: string): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`with gone as (
          delete from ${pageViews} where day < ${before}::date
          and day in (select day from ${visitDays} where dimension = 'total')
          returning 1
        )
        select count(*)::int as deleted from gone`,
  );
  return row?.deleted ?? 0;
}
