import { type LeadSource, LeadSourceSchema, type VisitBeacon } from "@app/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { pageViews } from "../db/schema.ts";
import { errorForLog } from "../lib/error-for-log.ts";
import type { Logger } from "../lib/logger.ts";
import { businessDayOf } from "./visit-calendar.ts";
import { visitorOf, visitSaltsOf } from "./visit-salt.ts";

/** Page views are written at most this long after they are counted. */
export const VISIT_FLUSH_MS = 2_000;
/** A batch is written at once when this many wait. */
const BATCH_SIZE = 500;
/** The most page views that may wait in memory; more are dropped (a flood, or the database away). */
export const VISIT_BUFFER_MAX = 10_000;

/** Who saw the page, as the request said: used for the day's hash, then forgotten. */
export interface Viewer {
  address: string;
  userAgent: string;
}

interface Counted {
  beacon: VisitBeacon;
  viewer: Viewer;
  at: Date;
}

/** Counts page views in memory and writes them to `page_views` in batches (decision 047). */
export interface VisitCounter {
  /** One page shown; never waits for the database. False when the buffer is full. */
  count(beacon: VisitBeacon, viewer: Viewer): boolean;
  /** Writes what was counted so far. */
  flush(): Promise<void>;
  /**
   * Where this viewer's visit began today (its first page, referring site, campaign), for a
   * lead whose form did not say; undefined when today has no page view of theirs.
   */
  entryOf(viewer: Viewer): Promise<LeadSource | undefined>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export function startVisitCounter(options: {
  db: Db;
  logger: Logger;
  flushMs?: number;
  now?: () => Date;
}): VisitCounter {
  const { db, logger, flushMs = VISIT_FLUSH_MS, now = () => new Date() } = options;
  const saltOf = visitSaltsOf(db);
  let pending: Counted[] = [];
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  const write = async (batch: Counted[]) => {
    const rows = [];
    for (const { beacon, viewer, at } of batch) {
      const day = businessDayOf(at);
      const salt = await saltOf(day);
      // Counted just before midnight, written after the day's salt was deleted: not counted.
      if (salt === undefined) continue;
      rows.push({
        day,
        at,
        visitor: visitorOf(salt, viewer.address, viewer.userAgent),
        path: beacon.path,
        lang: beacon.lang,
        referrer: beacon.referrer,
        utmSource: beacon.utmSource,
        utmMedium: beacon.utmMedium,
        utmCampaign: beacon.utmCampaign,
        utmTerm: beacon.utmTerm,
        utmContent: beacon.utmContent,
        device: beacon.device,
      });
    }
    if (rows.length > 0) await db.insert(pageViews).values(rows);
  };

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    // One write at a time, in order.
    writing = writing.then(async () => {
      if (dropped > 0) {
        logger.warn("page views dropped: too many waiting to be written", { dropped });
        dropped = 0;
      }
      while (pending.length > 0) {
        const batch = pending.slice(0, BATCH_SIZE);
        try {
          await write(batch);
          pending = pending.slice(batch.length);
        } catch (error) {
          // The database is away: the views wait in memory (bounded) for the next round.
          logger.warn("page views not written yet", { error: errorForLog(error) });
          schedule();
          return;
        }
      }
    });
    return writing;
  };

  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => void flush(), flushMs);
    timer.unref();
  };

  return {
    count(beacon, viewer) {
      if (pending.length >= VISIT_BUFFER_MAX) {
        dropped++;
        return false;
      }
      pending.push({ beacon, viewer, at: now() });
      if (pending.length >= BATCH_SIZE) void flush();
      else schedule();
      return true;
    },
    flush,
    async entryOf(viewer) {
      await flush();
      const day = businessDayOf(now());
      const salt = await saltOf(day);
      if (salt === undefined) return undefined;
      const visitor = visitorOf(salt, viewer.address, viewer.userAgent);
      const [first] = await db
        .select()
        .from(pageViews)
        .where(and(eq(pageViews.day, day), eq(pageViews.visitor, visitor)))
        .orderBy(asc(pageViews.at))
        .limit(1);
      return (
        first &&
        LeadSourceSchema.parse({
          landingPage: first.path,
          referrer: first.referrer,
          utmSource: first.utmSource,
          utmMedium: first.utmMedium,
          utmCampaign: first.utmCampaign,
          utmTerm: first.utmTerm,
          utmContent: first.utmContent,
          device: first.device,
        })
      );
    },
    async stop() {
      stopped = true;
      await flush();
    },
  };
}
