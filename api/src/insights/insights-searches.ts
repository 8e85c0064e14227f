import {
  INSIGHTS_TOP_SEARCHES,
  type Insights,
  type InsightsQuery,
  type InsightsSearch,
} from "@app/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { queryRows } from "../db/query-rows.ts";
import { searchDays } from "../db/schema.ts";

interface SearchLine extends InsightsSearch {
  list: "total" | "top" | "nothing";
  foundNothing: number;
}

/**
 * What visitors searched for in the period, from `search_days`: every search and those that
 * found nothing, the most searched queries and the ones that most often found nothing, each
 * per language. Added up in SQL over the period's days (the table's key begins with the day),
 * so only the lines shown leave the database.
 */
export async function readSearches(
  db: Db,
  { from, to }: InsightsQuery,
): Promise<Insights["searches"]> {
  const lines = await queryRows<SearchLine>(
    db,
    sql`with queries as (
          select language, query, sum(searches)::int as searches,
                 sum(found_nothing)::int as found_nothing
          from ${searchDays} where day between ${from}::date and ${to}::date
          group by language, query
        )
        select 'total' as list, '' as language, '' as query,
               coalesce(sum(searches), 0)::int as searches,
               coalesce(sum(found_nothing), 0)::int as "foundNothing"
        from queries
        union all
        (select 'top', language, query, searches, found_nothing from queries
         order by searches desc, query, language limit ${INSIGHTS_TOP_SEARCHES})
        union all
        (select 'nothing', language, query, found_nothing, found_nothing from queries
         where found_nothing > 0
         order by found_nothing desc, query, language limit ${INSIGHTS_TOP_SEARCHES})`,
  );
  const listed = (list: SearchLine["list"]) =>
    lines
      .filter((line) => line.list === list)
      // A union promises no order: the most first again, equal ones in a fixed order.
      .sort(
        (a, b) =>
          b.searches - a.searches ||
          Number(a.query > b.query) - Number(a.query < b.query) ||
          a.language.localeCompare(b.language),
      )
      .map(({ query, language, searches }) => ({ query, language, searches }));
  const total = lines.find((line) => line.list === "total");
  return {
    total: total?.searches ?? 0,
    foundNothing: total?.foundNothing ?? 0,
    top: listed("top"),
    nothingFound: listed("nothing"),
  };
}
