import { type LeadSource, LeadSourceSchema, type VisitBeacon } from "@app/contract";
import { and, desc, eq, sql } from "drizzle-orm";
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
/** What is kept of a user agent until the view is written: enough to tell browsers apart. */
const USER_AGENT_MAX = 512;
/** A visit ends after this long without a page view: the next view begins another. */
export const VISIT_GAP_MS = 30 * 60 * 1000;

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
   * Where this viewer's visit began (its first page, referring site, campaign): the first of
   * their views today with no gap of VISIT_GAP_MS before the last one, for a lead whose form did
   * not say; undefined when they have no view today.
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
  /** The first view of a batch whose write failed: it is written a view at a time next. */
  let failedBefore: Counted | undefined;

  const rowsOf = async (batch: Counted[]) => {
    const today = businessDayOf(now());
    const rows = [];
    for (const { beacon, viewer, at } of batch) {
      const day = businessDayOf(at);
      const salt = await saltOf(day, today);
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
    return rows;
  };

  /**
   * Writes a batch in one insert. A batch that failed before is written a view at a time, so a
   * view the database cannot take is dropped rather than holding back every view after it.
   */
  const write = async (batch: Counted[], again: boolean) => {
    const rows = await rowsOf(batch);
    if (rows.length === 0) return;
    if (!again) {
      await db.insert(pageViews).values(rows);
      return;
    }
    let refused = 0;
    for (const row of rows) {
      await db
        .insert(pageViews)
        .values(row)
        .catch(async (error: unknown) => {
          // Only a refusal of this view; the database being away fails the batch as before.
          if (
            !(await db.execute(sql`select 1`).then(
              () => true,
              () => false,
            ))
          )
            throw error;
          refused++;
        });
    }
    if (refused > 0) logger.warn("page views the database refused were dropped", { refused });
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
          await write(batch, failedBefore === batch[0]);
          pending = pending.slice(batch.length);
          failedBefore = undefined;
        } catch (error) {
          // The database is away: the views wait in memory (bounded) for the next round.
          failedBefore = batch[0];
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
      pending.push({
        beacon,
        viewer: { ...viewer, userAgent: viewer.userAgent.slice(0, USER_AGENT_MAX) },
        at: now(),
      });
      // A full batch goes at once, unless writing is failing: then the timer paces the tries.
      if (pending.length >= BATCH_SIZE && !failedBefore) void flush();
      else schedule();
      return true;
    },
    flush,
    async entryOf(viewer) {
      await flush();
      const day = businessDayOf(now());
      const salt = await saltOf(day, day);
      if (salt === undefined) return undefined;
      const visitor = visitorOf(salt, viewer.address, viewer.userAgent.slice(0, USER_AGENT_MAX));
      // The latest views first; the visit is the run of them without a long gap.
      const views = await db
        .select()
        .from(pageViews)
        .where(and(eq(pageViews.day, day), eq(pageViews.visitor, visitor)))
        .orderBy(desc(pageViews.at))
        .limit(500);
      let first = views[0];
      for (const view of views.slice(1)) {
        if (first!.at.getTime() - view.at.getTime() > VISIT_GAP_MS) break;
        first = view;
      }
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
