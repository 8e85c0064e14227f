import type { Language } from "@app/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { searchDays } from "../db/schema.ts";
import { businessDayOf } from "../insights/visit-calendar.ts";
import { startBatchedTally } from "../lib/batched-tally.ts";
import type { Logger } from "../lib/logger.ts";

/** Searches are written at most this long after they happen. */
export const SEARCH_LOG_FLUSH_MS = 10_000;
/** Different queries waiting at once: made-up ones past it are not counted (memory stays small). */
const WAITING_MAX = 2_000;
/**
 * Different queries kept a day: past it only those already kept that day are counted, so a
 * flood of made-up queries cannot grow the table (or Insights' reading of it) without bound.
 */
export const SEARCH_QUERIES_PER_DAY_MAX = 5_000;

/** Digits of one number from which a query may hold a phone number: left out whole. */
const PHONE_DIGITS = 8;

/**
 * What may be kept of a query: its words, not a visitor's e-mail address or phone number
 * typed into the field (those are left out whole, however they are written: `＠`, Khmer
 * digits, `012/345/678`).
 */
export function keptQuery(words: readonly string[], query: string): string | undefined {
  if (words.length === 0) return undefined;
  const folded = query.normalize("NFKC");
  if (folded.includes("@")) return undefined;
  // Groups of digits apart by spaces, slashes, dots or dashes read as one number: a phone's.
  const numbers = folded.match(/\p{Nd}+(?:[\s/().+-]+\p{Nd}+)*/gu) ?? [];
  if (numbers.some((number) => number.replace(/\P{Nd}/gu, "").length >= PHONE_DIGITS)) {
    return undefined;
  }
  return words.join(" ");
}

/** Forgets what visitors searched on days before `before` (the page views' retention). */
export async function pruneSearchDays(db: Db, before: string): Promise<void> {
  await db.execute(sql`delete from ${searchDays} where day < ${before}::date`);
}

interface Tally {
  searches: number;
  foundNothing: number;
}

/** Counts searches per day, language and query in memory; writes them to `search_days`. */
export interface SearchLog {
  /** One search of a visitor (never of a bot); never waits for the database. */
  record(language: Language, words: readonly string[], query: string, results: number): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function startSearchLog(options: {
  db: Db;
  logger: Logger;
  flushMs?: number;
  now?: () => Date;
  queriesPerDay?: number;
}): SearchLog {
  const {
    db,
    logger,
    flushMs = SEARCH_LOG_FLUSH_MS,
    now = () => new Date(),
    queriesPerDay = SEARCH_QUERIES_PER_DAY_MAX,
  } = options;
  const tally = startBatchedTally<Tally>({
    what: "searches",
    logger,
    flushMs,
    maxKeys: WAITING_MAX,
    merge: (kept, added) => ({
      searches: kept.searches + added.searches,
      foundNothing: kept.foundNothing + added.foundNothing,
    }),
    write: async (batch) => {
      const rows = [...batch].map(([key, counted]) => {
        const [day, language, query] = JSON.parse(key) as [string, string, string];
        return sql`(${day}::date, ${language}::text, ${query}::text, ${counted.searches}::int, ${counted.foundNothing}::int)`;
      });
      // Queries already kept that day are added to; new ones, busiest first, while it has room.
      await db.execute(sql`
        with incoming (day, language, query, searches, found_nothing) as (
          values ${sql.join(rows, sql`, `)}
        ), fresh as (
          select incoming.*, row_number() over (partition by incoming.day
            order by incoming.searches desc, incoming.query) as nth
          from incoming where not exists (select 1 from ${searchDays} kept
            where kept.day = incoming.day and kept.language = incoming.language
              and kept.query = incoming.query)
        ), room as (
          select day, ${queriesPerDay} - count(*) as left from ${searchDays}
          where day in (select day from incoming) group by day
        )
        insert into ${searchDays} (day, language, query, searches, found_nothing)
        select day, language, query, searches, found_nothing from incoming
        where (day, language, query) not in (select day, language, query from fresh)
        union all
        select fresh.day, language, query, searches, found_nothing from fresh
        left join room on room.day = fresh.day
        where fresh.nth <= coalesce(room.left, ${queriesPerDay})
        on conflict (day, language, query) do update
        set searches = ${searchDays.searches} + excluded.searches,
          found_nothing = ${searchDays.foundNothing} + excluded.found_nothing`);
    },
  });
  return {
    record(language, words, query, results) {
      const kept = keptQuery(words, query);
      if (kept === undefined) return;
      tally.add(JSON.stringify([businessDayOf(now()), language, kept]), {
        searches: 1,
        foundNothing: results === 0 ? 1 : 0,
      });
    },
    flush: tally.flush,
    stop: tally.stop,
  };
}
