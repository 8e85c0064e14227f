import {
  type Language,
  queryWords,
  SEARCH_QUERY_MAX,
  type SearchAnswer,
  SITE_TEXTS,
} from "@app/contract";
import type { Database } from "../db/database.ts";
import type { ChangeFeed } from "../lib/change-feed.ts";
import { HttpError } from "../lib/http-error.ts";
import type { Logger } from "../lib/logger.ts";
import { memoryAllowance } from "../lib/memory-allowance.ts";
import { createSearchIndex, type SearchIndex } from "./search-index.ts";
import { type SearchLog, startSearchLog } from "./search-log.ts";
import { searchSite } from "./site-search.ts";

/** One visitor's searches in a minute: a person types a few; a script is told to wait. */
export const SEARCHES_PER_MINUTE = 60;
/** Visitors remembered for that allowance in a minute; those beyond share SEARCH_OVERFLOW. */
const SEARCH_CLIENTS = 20_000;
const SEARCH_OVERFLOW = 2_000;

/** Who asks: their allowance's key, and whether they are a bot (searched, never counted). */
export interface Asker {
  key: string;
  bot: boolean;
}

/** Site search for the results page and `GET /api/search` alike (decision 049). */
export interface SiteSearch {
  index: SearchIndex;
  log: SearchLog;
  /**
   * A visitor's search in a language: a query longer than SEARCH_QUERY_MAX is refused (400),
   * a visitor past their allowance told to wait (429), both in the visitor's language.
   */
  ask(query: string, language: Language, asker: Asker): Promise<SearchAnswer>;
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
  const allowance = memoryAllowance({
    max: options.perMinute ?? SEARCHES_PER_MINUTE,
    windowMs: 60_000,
    clients: SEARCH_CLIENTS,
    overflowMax: SEARCH_OVERFLOW,
  });
  return {
    index,
    log,
    async ask(query, language, asker) {
      const text = SITE_TEXTS[language].search;
      if (query.length > SEARCH_QUERY_MAX) {
        throw new HttpError(400, text.tooLong(SEARCH_QUERY_MAX), {
          q: text.tooLong(SEARCH_QUERY_MAX),
        });
      }
      if (query.trim() === "") return { results: [] };
      if (!allowance(asker.key)) {
        throw new HttpError(429, text.tooMany, undefined, { "Retry-After": "60" });
      }
      const results = await searchSite(database.db, index, query, language);
      if (!asker.bot)
        log.record(language, queryWords(query, language).words, query, results.length);
      return { results };
    },
    async stop() {
      index.stop();
      await log.stop();
    },
  };
}
