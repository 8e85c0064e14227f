import type { Db } from "../db/database.ts";
import { errorForLog } from "../lib/error-for-log.ts";
import { holdLease, type JobLoop, startJobLoop } from "../lib/job-loop.ts";
import type { Logger } from "../lib/logger.ts";
import { type MadeRendition, makeRenditions } from "./make-renditions.ts";
import {
  type ClaimedJob,
  claimRenditionJob,
  enqueueMissingRenditions,
  extendRenditionLease,
  failRenditionJob,
  finishRenditionJob,
  loadJobSource,
  nextRenditionDueInMs,
  type RenditionTiming,
  skipRenditionJob,
} from "./rendition-jobs.ts";

export type RenditionWorker = JobLoop;

export interface RenditionWorkerOptions {
  db: Db;
  logger: Logger;
  timing: RenditionTiming;
  /** After an image's renditions are stored: its cached copies are stale everywhere. */
  onRenditionsStored(filename: string): Promise<void>;
  /** Makes the renditions; tests count or break it. */
  make?: typeof makeRenditions;
  pollMs?: number;
}

const DEFAULT_POLL_MS = 30_000;

/**
 * Makes image renditions off the request path, one image version at a time, for as long as
 * the server runs. Any number of processes may run one: jobs are claimed, never shared.
 */
export function startRenditionWorker(options: RenditionWorkerOptions): RenditionWorker {
  const { db, logger, timing } = options;
  const make = options.make ?? makeRenditions;

  async function work(job: ClaimedJob) {
    const source = await loadJobSource(db, job);
    if (!source?.current) {
      await skipRenditionJob(db, job);
      return;
    }
    const release = holdLease(() => extendRenditionLease(db, job, timing.leaseMs), timing.leaseMs);
    const started = performance.now();
    let renditions: MadeRendition[];
    try {
      renditions = await make(source.bytes, source.width);
    } catch (error) {
      // The original cannot be decoded or encoded: it is served as it is meanwhile.
      await failRenditionJob(db, job, String(error), timing);
      logger.warn("image renditions not made", {
        image: job.imageId,
        version: job.version,
        attempt: job.attempt,
        error: errorForLog(error),
      });
      return;
    } finally {
      release();
    }
    if (!(await finishRenditionJob(db, job, renditions))) return;
    logger.info("image renditions made", {
      image: job.imageId,
      version: job.version,
      count: renditions.length,
      ms: Math.round(performance.now() - started),
    });
    await options.onRenditionsStored(source.filename);
  }

  let swept = false;
  return startJobLoop({
    async claim() {
      if (!swept) {
        await enqueueMissingRenditions(db);
        swept = true;
      }
      return claimRenditionJob(db, timing);
    },
    work,
    nextDueInMs: () => nextRenditionDueInMs(db),
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    logger,
    name: "image renditions",
  });
}
