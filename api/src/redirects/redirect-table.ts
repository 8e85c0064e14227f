import { localizedPath, type Redirect, redirectTarget, splitLanguagePath } from "@app/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { redirects, sectionRedirects } from "../db/schema.ts";
import { type BatchedTally, startBatchedTally } from "../lib/batched-tally.ts";
import type { ChangeFeed } from "../lib/change-feed.ts";
import { errorForLog } from "../lib/error-for-log.ts";
import type { Logger } from "../lib/logger.ts";
import { encodePath } from "../lib/path-spelling.ts";
import { listRedirects } from "./redirects.service.ts";

/** Hits are written at most this long after visitors were sent on. */
export const REDIRECT_HITS_FLUSH_MS = 5_000;

/** Where an address that has no page sends its visitor, in the language it was asked in. */
export interface RedirectAnswer {
  location: string;
  status: 301 | 302;
}

export interface RedirectTable {
  /**
   * The redirect made by hand for a path that has no page (`/km/old` as `/old`), if any:
   * `pathname` decoded whole, as a redirect's address is stored; `search` the visitor's query.
   */
  find(pathname: string, search?: string): Promise<RedirectAnswer | undefined>;
  /** A visitor sent on by a rename's redirect: the entry's old name. */
  countRename(fromSection: string): void;
  /** Writes the hits counted so far (before the admin lists the redirects). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

interface Loaded {
  byFrom: Map<string, { id: number; to: string; status: 301 | 302 }>;
}

/**
 * Each process's copy of the redirects made by hand, read again after any change to what the
 * site shows (a rename may have moved a redirect's page): lazily, at the next missing page.
 */
export function startRedirectTable(options: {
  db: Db;
  changes: ChangeFeed;
  logger: Logger;
  flushMs?: number;
}): RedirectTable {
  const { db, changes, logger, flushMs = REDIRECT_HITS_FLUSH_MS } = options;
  let loaded: Promise<Loaded> | undefined;
  changes.subscribe((change) => {
    if (change.kind !== "image") loaded = undefined;
  });

  const load = async (): Promise<Loaded> => {
    const all = await listRedirects(db);
    const renamed = new Map(
      all.filter((redirect) => redirect.kind === "rename").map((r) => [r.from, r.to]),
    );
    const byFrom: Loaded["byFrom"] = new Map();
    for (const redirect of all) {
      if (redirect.kind !== "manual") continue;
      byFrom.set(redirect.from, {
        id: Number(redirect.id),
        // A page renamed after the redirect was made: straight to its new address.
        to: followRename(redirect, renamed),
        status: redirect.status,
      });
    }
    // Renames and pages deleted since may have closed a circle the rules refused when each
    // redirect was made: a redirect whose way leads back to its own address is left out.
    for (const from of [...byFrom.keys()]) {
      if (leadsBack(from, byFrom)) {
        byFrom.delete(from);
        logger.warn("redirect left out: it leads back to its own address", { from });
      }
    }
    return { byFrom };
  };

  const hits = startBatchedTally<{ n: number; at: Date }>({
    what: "redirect hits",
    logger,
    flushMs,
    // Keys are redirects that exist: their number bounds the map.
    maxKeys: Number.MAX_SAFE_INTEGER,
    merge: (kept, added) => ({ n: kept.n + added.n, at: added.at }),
    write: async (batch) => {
      const manual = [...batch].filter(([key]) => key.startsWith("#"));
      const renames = [...batch].filter(([key]) => !key.startsWith("#"));
      if (manual.length > 0) {
        const rows = manual.map(
          ([key, { n, at }]) =>
            sql`(${Number(key.slice(1))}::int, ${n}::int, ${at.toISOString()}::timestamptz)`,
        );
        await db.execute(sql`
          update ${redirects} set hits = ${redirects.hits} + v.n,
            last_hit_at = greatest(${redirects.lastHitAt}, v.at)
          from (values ${sql.join(rows, sql`, `)}) as v(id, n, at)
          where ${redirects.id} = v.id`);
      }
      if (renames.length > 0) {
        const rows = renames.map(
          ([key, { n, at }]) => sql`(${key}::text, ${n}::int, ${at.toISOString()}::timestamptz)`,
        );
        await db.execute(sql`
          update ${sectionRedirects} set hits = ${sectionRedirects.hits} + v.n,
            last_hit_at = greatest(${sectionRedirects.lastHitAt}, v.at)
          from (values ${sql.join(rows, sql`, `)}) as v(from_section, n, at)
          where ${sectionRedirects.fromSection} = v.from_section`);
      }
    },
  });

  return {
    async find(pathname, search = "") {
      const { language, path } = splitLanguagePath(pathname);
      if (!loaded) {
        const loading = load();
        // A failed read is not kept: the next missing page reads again.
        loading.catch(() => {
          if (loaded === loading) loaded = undefined;
        });
        loaded = loading;
      }
      let table: Loaded;
      try {
        table = await loaded;
      } catch (error) {
        // The database is away: the page answers "not found", as it would without redirects.
        logger.warn("redirects not read", { error: errorForLog(error) });
        return undefined;
      }
      const found = table.byFrom.get(path.length > 1 ? path.replace(/\/+$/, "") : path);
      if (!found) return undefined;
      hits.add(`#${found.id}`, { n: 1, at: new Date() });
      const checked = redirectTarget(found.to);
      if (!("target" in checked)) return undefined;
      const { target } = checked;
      if (target.kind === "web") return { location: target.url, status: found.status };
      // A header holds ASCII alone: the path spelled as the site spells it, the rest escaped.
      // The visitor's own query (a campaign's utm_*) goes on where the target has none.
      const rest = target.rest || search;
      const location = `${encodePath(localizedPath(language, target.path))}${rest.replace(/[^\x21-\x7e]/gu, encodeURIComponent)}`;
      // Never to the address asked for: that would be a circle.
      return location === encodePath(pathname) ? undefined : { location, status: found.status };
    },
    countRename(fromSection) {
      hits.add(fromSection, { n: 1, at: new Date() });
    },
    flush: hits.flush,
    stop: hits.stop,
  } satisfies RedirectTable & { stop: BatchedTally<unknown>["stop"] };
}

function followRename(redirect: Redirect, renamed: ReadonlyMap<string, string>): string {
  const checked = redirectTarget(redirect.to);
  if (!("target" in checked) || checked.target.kind !== "site") return redirect.to;
  const moved = renamed.get(checked.target.path);
  return moved ? `${moved}${checked.target.rest}` : redirect.to;
}

/** Whether following redirects from `from` comes back to it (each stored one is one hop). */
function leadsBack(from: string, byFrom: Loaded["byFrom"]): boolean {
  let at = from;
  for (let step = 0; step <= byFrom.size; step++) {
    const next = byFrom.get(at);
    if (!next) return false;
    const checked = redirectTarget(next.to);
    if (!("target" in checked) || checked.target.kind !== "site") return false;
    at = checked.target.path;
    if (at === from) return true;
  }
  return false;
}
