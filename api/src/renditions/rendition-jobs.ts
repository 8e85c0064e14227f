import { RENDITION_SOURCE_TYPES } from "@app/contract";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { bytesOf } from "../db/bytes.ts";
import type { Db, Tx } from "../db/database.ts";
import { msFromNow } from "../db/db-time.ts";
import {
  claimNextJob,
  type LeasedQueue,
  type LeaseTiming,
  nextJobDueInMs,
  retryDelayAfter,
} from "../db/leased-queue.ts";
import { imageFiles, imageRenditions, renditionJobs, websiteImages } from "../db/schema.ts";
import { sha256Hex } from "../lib/sha256.ts";
import type { MadeRendition } from "./make-renditions.ts";

/** How the rendition queue paces itself (the leased queue's rules); tests shorten it. */
export type RenditionTiming = LeaseTiming;

export const DEFAULT_RENDITION_TIMING: RenditionTiming = {
  retryDelaysMs: [10_000, 60_000],
  leaseMs: 60_000,
};

export const isRasterType = (contentType: string) => RENDITION_SOURCE_TYPES.includes(contentType);

/** Queues the renditions of an image version; call in the transaction that makes it current. */
export async function enqueueRenditions(tx: Tx | Db, imageId: number, version: number) {
  await tx.insert(renditionJobs).values({ imageId, version }).onConflictDoNothing();
}

/**
 * Queues every current raster version that has no job yet: images stored before renditions
 * existed, and every image after a backup is restored (renditions are not backed up).
 */
export async function enqueueMissingRenditions(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ${renditionJobs} (image_id, version)
    select ${websiteImages.id}, ${websiteImages.version} from ${websiteImages}
    where ${inArray(websiteImages.contentType, [...RENDITION_SOURCE_TYPES])}
    on conflict do nothing`);
}

export interface ClaimedJob {
  imageId: number;
  version: number;
  /** This worker's hold on the job while it is still the job's last claim. */
  claim: number;
  attempt: number;
}

/** The renditions as a leased queue: one row per image version, "working" while held. */
const renditionQueue: LeasedQueue<typeof renditionJobs> = {
  table: renditionJobs,
  key: [renditionJobs.imageId, renditionJobs.version],
  states: { waiting: "pending", working: "working" },
  crashedTooOften: (tries) => ({
    state: "failed",
    lastError: `stopped its worker ${tries} times (the process ended mid-job)`,
  }),
};

/** Takes the next due job for this worker (the leased queue's claim). */
export async function claimRenditionJob(
  db: Db,
  timing: RenditionTiming,
): Promise<ClaimedJob | undefined> {
  const claimed = await claimNextJob(db, renditionQueue, timing);
  return (
    claimed && {
      imageId: claimed.imageId,
      version: claimed.version,
      claim: claimed.claim,
      attempt: claimed.attempts,
    }
  );
}

const stillClaimed = (job: ClaimedJob) =>
  and(
    eq(renditionJobs.imageId, job.imageId),
    eq(renditionJobs.version, job.version),
    eq(renditionJobs.state, "working"),
    eq(renditionJobs.claim, job.claim),
  );

/** Pushes the lease's end out again while the job goes on. */
export async function extendRenditionLease(db: Db, job: ClaimedJob, leaseMs: number) {
  await db
    .update(renditionJobs)
    .set({ nextAttemptAt: msFromNow(leaseMs) })
    .where(stillClaimed(job));
}

export interface JobSource {
  filename: string;
  /** The version's upright width. */
  width: number;
  bytes: Uint8Array;
  /** Still the image's current version: an older one needs no renditions any more. */
  current: boolean;
}

/** The original a job makes renditions of; undefined when the image or version is gone. */
export async function loadJobSource(db: Db, job: ClaimedJob): Promise<JobSource | undefined> {
  const [row] = await db
    .select({
      filename: websiteImages.filename,
      width: imageFiles.width,
      contentType: imageFiles.contentType,
      currentVersion: websiteImages.version,
      bytes: bytesOf(imageFiles.bytes),
    })
    .from(imageFiles)
    .innerJoin(websiteImages, eq(websiteImages.id, imageFiles.imageId))
    .where(and(eq(imageFiles.imageId, job.imageId), eq(imageFiles.version, job.version)));
  if (!row || row.width === null || !isRasterType(row.contentType)) return undefined;
  return {
    filename: row.filename,
    width: row.width,
    bytes: row.bytes,
    current: row.currentVersion === job.version,
  };
}

/**
 * Stores a job's renditions and marks it done, in one transaction, only while the claim is
 * still this worker's and its version still the image's current one: a worker that lost its
 * lease, or made an old version while a newer one came (and maybe got its renditions first),
 * stores nothing. Renditions of older versions go (the public URL serves the current one
 * only). False when nothing was stored.
 */
export async function finishRenditionJob(
  db: Db,
  job: ClaimedJob,
  renditions: readonly MadeRendition[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The image row first, as a delete takes it (then its jobs by cascade): the same order in
    // both, so the two never deadlock. Shared: a replacement waits until this commits.
    const [image] = await tx
      .select({ version: websiteImages.version })
      .from(websiteImages)
      .where(eq(websiteImages.id, job.imageId))
      .for("share");
    const [done] = await tx
      .update(renditionJobs)
      .set({ state: "done", lastError: null, updatedAt: sql`now()` })
      .where(stillClaimed(job))
      .returning({ imageId: renditionJobs.imageId });
    if (!done || image?.version !== job.version) return false;
    for (const rendition of renditions) {
      await tx
        .insert(imageRenditions)
        .values({
          imageId: job.imageId,
          version: job.version,
          format: rendition.format,
          width: rendition.width,
          height: rendition.height,
          bytes: rendition.bytes,
          byteSize: rendition.bytes.byteLength,
          sha256: sha256Hex(rendition.bytes),
        })
        .onConflictDoNothing();
    }
    await tx
      .delete(imageRenditions)
      .where(
        and(eq(imageRenditions.imageId, job.imageId), lt(imageRenditions.version, job.version)),
      );
    return true;
  });
}

/** Records a failed try: due again after the next delay, or failed for good after the last. */
export async function failRenditionJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  timing: RenditionTiming,
) {
  const delay = retryDelayAfter(timing, job.attempt);
  await db
    .update(renditionJobs)
    .set(
      delay === undefined
        ? { state: "failed", lastError: error, updatedAt: sql`now()` }
        : {
            state: "pending",
            lastError: error,
            nextAttemptAt: msFromNow(delay),
            updatedAt: sql`now()`,
          },
    )
    .where(stillClaimed(job));
}

/** Marks a job done with nothing to store (its version was replaced, or the image deleted). */
export async function skipRenditionJob(db: Db, job: ClaimedJob) {
  await db
    .update(renditionJobs)
    .set({ state: "done", updatedAt: sql`now()` })
    .where(stillClaimed(job));
}

/** How long until the next unfinished job falls due (the leased queue's rule). */
export const nextRenditionDueInMs = (db: Db) => nextJobDueInMs(db, renditionQueue);
