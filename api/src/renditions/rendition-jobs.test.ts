import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { cameraPhoto } from "../../test/camera-photo.ts";
import { drivers, migratedDatabaseForTests } from "../../test/test-database.ts";
import { imageRenditions, renditionJobs } from "../db/schema.ts";
import { saveUpload } from "../files/images.service.ts";
import { createLogger } from "../lib/logger.ts";
import { sha256Hex } from "../lib/sha256.ts";
import { makeRenditions } from "./make-renditions.ts";
import {
  claimRenditionJob,
  enqueueMissingRenditions,
  finishRenditionJob,
  type RenditionTiming,
} from "./rendition-jobs.ts";
import { type RenditionWorker, startRenditionWorker } from "./rendition-worker.ts";

const timing: RenditionTiming = { retryDelaysMs: [50], leaseMs: 300 };
const logger = createLogger("silent");

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`still waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(drivers)("rendition jobs [%s]", (kind) => {
  const fresh = migratedDatabaseForTests(kind);
  const workers: RenditionWorker[] = [];

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop(5000)));
  });

  const upload = async (filename: string, bytes: Uint8Array) =>
    saveUpload(fresh.database.db, {
      file: {
        bytes,
        contentType: "image/jpeg",
        width: 800,
        height: 600,
        pageCount: null,
        sha256: sha256Hex(bytes),
      },
      filename,
      fields: {},
      createdBy: "test",
    });
  const jobs = () => fresh.database.db.select().from(renditionJobs);
  const renditionsOf = (imageId: number) =>
    fresh.database.db.select().from(imageRenditions).where(eq(imageRenditions.imageId, imageId));

  it("makes each image's renditions once, with two workers sharing the queue", async () => {
    const photos = await Promise.all([1, 2, 3, 4].map((seed) => cameraPhoto(800, 600, seed)));
    const images = [];
    for (const [i, photo] of photos.entries()) images.push(await upload(`photo-${i}.jpg`, photo));
    const made: string[] = [];
    const counting = (name: string) => async (bytes: Uint8Array, width: number) => {
      made.push(`${name}:${sha256Hex(bytes)}`);
      return makeRenditions(bytes, width);
    };
    for (const name of ["a", "b"]) {
      workers.push(
        startRenditionWorker({
          db: fresh.database.db,
          logger,
          timing,
          make: counting(name),
          onRenditionsStored: async () => {},
        }),
      );
    }
    await waitFor(jobs, (rows) => rows.length === 4 && rows.every((row) => row.state === "done"));
    // Every photo made exactly once, whichever worker took it.
    const madeOf = made.map((entry) => entry.split(":")[1]);
    expect(madeOf.sort()).toEqual(photos.map((photo) => sha256Hex(photo)).sort());
    for (const { image } of images) {
      const stored = await renditionsOf(image.id);
      // 800 px wide: 320, 640 and 800, each in AVIF and WebP.
      expect(stored.map((r) => `${r.format}@${r.width}x${r.height}`).sort()).toEqual([
        "avif@320x240",
        "avif@640x480",
        "avif@800x600",
        "webp@320x240",
        "webp@640x480",
        "webp@800x600",
      ]);
    }
  });

  it("takes up a job whose worker died mid-way once its lease ends; the dead claim stores nothing", async () => {
    const { image } = await upload("crash.jpg", await cameraPhoto(640, 480));
    const dead = (await claimRenditionJob(fresh.database.db, timing))!;
    expect(dead).toMatchObject({ imageId: image.id, version: 1, attempt: 1 });
    // Nobody else may take it while its lease runs.
    expect(await claimRenditionJob(fresh.database.db, timing)).toBeUndefined();
    workers.push(
      startRenditionWorker({
        db: fresh.database.db,
        logger,
        timing,
        onRenditionsStored: async () => {},
        pollMs: 100,
      }),
    );
    const [job] = await waitFor(jobs, (rows) => rows[0]?.state === "done");
    expect(job).toMatchObject({ attempts: 2, state: "done" });
    const count = (await renditionsOf(image.id)).length;
    expect(count).toBe(4);
    // The first worker wakes up late: its claim is gone, so nothing of its is kept.
    expect(await finishRenditionJob(fresh.database.db, dead, [])).toBe(false);
    expect((await renditionsOf(image.id)).length).toBe(count);
  });

  it("stores nothing of a version replaced while it was being made, keeping the new one's", async () => {
    const { image } = await upload("replaced.jpg", await cameraPhoto(640, 480, 7));
    const old = (await claimRenditionJob(fresh.database.db, timing))!;
    const oldRenditions = await makeRenditions(await cameraPhoto(640, 480, 7), 640);
    await upload("replaced.jpg", await cameraPhoto(500, 375, 8));
    workers.push(
      startRenditionWorker({
        db: fresh.database.db,
        logger,
        timing,
        onRenditionsStored: async () => {},
      }),
    );
    await waitFor(jobs, (rows) => rows.find((row) => row.version === 2)?.state === "done");
    const newer = await renditionsOf(image.id);
    expect(newer.map((r) => r.version)).toEqual(newer.map(() => 2));
    // The worker that had taken version 1 finishes only now: its work is thrown away.
    expect(await finishRenditionJob(fresh.database.db, old, oldRenditions)).toBe(false);
    expect(await renditionsOf(image.id)).toHaveLength(newer.length);
    expect((await jobs()).find((row) => row.version === 1)?.state).toBe("done");
  });

  it("gives up on a picture whose job keeps ending its process, instead of taking each one down", async () => {
    await upload("deadly.jpg", await cameraPhoto(320, 240));
    // Each claim's process "dies": nothing finishes, the lease runs out, the next one claims.
    expect((await claimRenditionJob(fresh.database.db, timing))?.attempt).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, timing.leaseMs + 50));
    expect((await claimRenditionJob(fresh.database.db, timing))?.attempt).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, timing.leaseMs + 50));
    expect(await claimRenditionJob(fresh.database.db, timing)).toBeUndefined();
    const [job] = await jobs();
    expect(job).toMatchObject({ state: "failed", attempts: 2 });
    expect(job!.lastError).toMatch(/stopped its worker 2 times/);
  });

  it("retries a picture that cannot be decoded, then marks it failed and keeps the original", async () => {
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...new Array(64).fill(7)]);
    const { image } = await upload("broken.jpg", broken);
    workers.push(
      startRenditionWorker({
        db: fresh.database.db,
        logger,
        timing,
        onRenditionsStored: async () => {},
      }),
    );
    const [job] = await waitFor(jobs, (rows) => rows[0]?.state === "failed");
    expect(job!.attempts).toBe(2);
    expect(job!.lastError).toMatch(/error/i);
    expect(await renditionsOf(image.id)).toEqual([]);
  });

  it("skips a version replaced before its turn, and queues images stored before renditions", async () => {
    const { image } = await upload("twice.jpg", await cameraPhoto(400, 300, 5));
    await upload("twice.jpg", await cameraPhoto(400, 300, 6));
    await fresh.database.db.delete(renditionJobs).where(eq(renditionJobs.version, 2));
    // As after a restore of a backup, which holds no jobs: the start-up sweep queues version 2.
    await enqueueMissingRenditions(fresh.database.db);
    const stored: string[] = [];
    workers.push(
      startRenditionWorker({
        db: fresh.database.db,
        logger,
        timing,
        onRenditionsStored: async (filename) => {
          stored.push(filename);
        },
      }),
    );
    await waitFor(jobs, (rows) => rows.length === 2 && rows.every((row) => row.state === "done"));
    const versions = await fresh.database.db
      .selectDistinct({ version: imageRenditions.version })
      .from(imageRenditions)
      .where(and(eq(imageRenditions.imageId, image.id)));
    expect(versions).toEqual([{ version: 2 }]);
    expect(stored).toEqual(["twice.jpg"]);
  });
});
