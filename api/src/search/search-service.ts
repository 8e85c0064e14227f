import { type Language, queryWords, SEARCH_QUERY_MAX, type SearchPage } from "@app/contract";
import type { Database } from "../db/database.ts";
import type { ChangeFeed } from "../lib/change-feed.ts";
import type { Logger } from "../lib/logger.ts";
import { visitorAllowanceAMinute } from "../lib/memory-allowance.ts";
import { createSearchIndex, type SearchIndex } from "./search-index.ts";
import { type SearchLog, startSearchLog } from "./search-log.ts";
import { searchSite } from "./site-search.ts";

/** One visitor's searches in a minute: a person types a few; a script is told to wait. */
export const SEARCHES_PER_MINUTE = 60;

/**
 * One visitor asking the same query again within about a minute is counted once: a reload, Back,
 * or the results page's data fetched when its scripts start. Who asked is kept in memory
 * for that minute only, never written.
 */
function onceAMinute(now = Date.now) {
  const WINDOW_MS = 60_000;
  /** Past this many in a minute, older ones are forgotten early (memory stays bounded). */
  const MAX = 20_000;
  let current = new Set<string>();
  let previous = new Set<string>();
  let rolledAt = now();
  return (key: string): boolean => {
    if (now() - rolledAt >= WINDOW_MS || current.size >= MAX) {
      previous = current;
      current = new Set();
      rolledAt = now();
    }
    if (current.has(key) || previous.has(key)) return false;
    current.add(key);
    return true;
  };
}

/**
 * Who asks: their allowance's key, and whether their search counts in Insights (a bot's, or
 * one of the team's own, is answered and not counted).
 */
export interface Asker {
  key: string;
  counted: boolean;
}

/** Site search for the results page and `GET /api/search` alike (decision 049). */
export interface SiteSearch {
  index: SearchIndex;
  log: SearchLog;
  /**
   * A visitor's search in a language: a query longer than SEARCH_QUERY_MAX is not made
   * (`too-long`), nor one past the visitor's allowance (`too-many`).
   */
  ask(query: string, language: Language, asker: Asker): Promise<SearchPage>;
  stop(): Promise<void>;
}

export function startSiteSearch(options: {
  database: Database;
  changes: ChangeFeed;
  logger: Logger;
  logFlushMs?: number;
  perMinute?: number;
}): SiteSearch {
  const { database, changes, logger } = options;
  const index = createSearchIndex({ database, changes, logger });
  const log = startSearchLog({ db: database.db, logger, flushMs: options.logFlushMs });
  const firstTime = onceAMinute();
  const allowance = visitorAllowanceAMinute(options.perMinute ?? SEARCHES_PER_MINUTE);
  return {
    index,
    log,
    async ask(query, language, asker) {
      const trimmed = query.trim();
      if (trimmed === "") return { query: trimmed, results: [] };
      // The allowance first: a refused query costs a visitor their allowance too.
      if (!allowance(asker.key)) return { query: trimmed, results: [], refused: "too-many" };
      if (query.length > SEARCH_QUERY_MAX)
        return { query: trimmed, results: [], refused: "too-long" };
      const results = await searchSite(database.db, index, trimmed, language);
      const words = queryWords(trimmed, language).words;
      if (asker.counted && firstTime(JSON.stringify([asker.key, language, words]))) {
        log.record(language, words, trimmed, results.length);
      }
      return { query: trimmed, results };
    },
    async stop() {
      index.stop();
      await log.stop();
    },
  };
}
