import type { ImageVersion, UploadAnswer } from "@app/contract";
import { describe, expect, it } from "vitest";
import { refusal } from "../../test/api-refusal.ts";
import { file, image } from "../../test/image-bytes.ts";
import { createBatchQueue } from "./batch.ts";
import { buildReport, notificationFor, summarize } from "./report.ts";
import type { BatchPlan, PlannedUpload } from "./review.ts";
import { undoBatch, undoReasons } from "./undo.ts";

const logo = image("logo.svg", { id: 1, version: 3 });
const hero = image("hero.jpg", { id: 2, version: 7 });

const upload = (
  path: string,
  target: typeof logo | null,
  extra: Partial<PlannedUpload> = {},
): PlannedUpload => ({
  key: path,
  file: file(path),
  kind: target ? "replace" : "create",
  type: "image/png",
  image: target,
  section: target ? null : "gallery",
  name: target ? null : "New",
  ...extra,
});

const answer = (img: typeof logo, replaced: boolean): UploadAnswer => ({
  image: img,
  file: { filepath: img.filepath },
  replaced,
});

describe("a batch, end to end with a fake server", () => {
  it("sends replacements with their version, reports every outcome, and undoes the batch", async () => {
    const plan: BatchPlan = {
      pending: 0,
      uploads: [
        upload("shoot/logo.svg", logo),
        upload("shoot/hero.jpg", hero),
        upload("shoot/new.png", null),
        upload("shoot/bad.png", null),
      ],
      skipped: [{ file: file("shoot/notes.txt"), reason: "Invalid file type: …", refused: true }],
    };
    const sent: Record<string, string | null>[] = [];
    const queue = createBatchQueue(plan.uploads, {
      bodyOf: async (u) => new Blob([u.key], { type: u.type }),
      uploader: async (input) => {
        sent.push({
          filename: input.filename,
          imageId: input.imageId?.toString() ?? null,
          expectedVersion: input.expectedVersion?.toString() ?? null,
          section: input.section ?? null,
        });
        if (input.filename === "bad.png")
          throw refusal(415, "Please upload an image file (JPEG, PNG, GIF, WebP, or SVG).");
        if (input.imageId === 1) return answer({ ...logo, version: 4 }, true);
        if (input.imageId === 2) return answer({ ...hero, version: 8 }, true);
        return answer(image("new.png", { id: 9 }), false);
      },
    });
    await queue.start();
    expect(sent).toContainEqual({
      filename: "logo.svg",
      imageId: "1",
      expectedVersion: "3",
      section: null,
    });
    expect(sent).toContainEqual({
      filename: "new.png",
      imageId: null,
      expectedVersion: null,
      section: "gallery",
    });

    const report = buildReport(plan, queue.snapshot());
    expect(report.replaced.map((r) => r.relativePath)).toEqual([
      "shoot/logo.svg",
      "shoot/hero.jpg",
    ]);
    expect(report.created.map((r) => r.target)).toEqual(["new.png"]);
    expect(report.skipped.map((r) => r.relativePath)).toEqual(["shoot/notes.txt"]);
    expect(report.failed).toEqual([
      expect.objectContaining({
        relativePath: "shoot/bad.png",
        reason: "Please upload an image file (JPEG, PNG, GIF, WebP, or SVG).",
      }),
    ]);
    expect(report.undo).toEqual([
      { imageId: 1, filename: "logo.svg", previousVersion: 3, batchVersion: 4 },
      { imageId: 2, filename: "hero.jpg", previousVersion: 7, batchVersion: 8 },
    ]);
    expect(summarize(report)).toBe("2 replaced, 1 new, 1 skipped, 1 failed");
    expect(notificationFor(report)).toEqual({
      title: "Bulk replace: 1 file failed",
      body: "2 replaced, 1 new, 1 skipped, 1 failed",
    });
  });

  it("reports what was cancelled before it started", async () => {
    const plan: BatchPlan = {
      pending: 0,
      skipped: [],
      uploads: [upload("a.png", logo), upload("b.jpg", hero)],
    };
    const queue = createBatchQueue(plan.uploads, {
      bodyOf: async () => new Blob(["x"]),
      uploader: async () => answer({ ...logo, version: 4 }, true),
      queue: { concurrency: 1 },
    });
    const done = queue.start();
    queue.cancel();
    await done;
    const report = buildReport(plan, queue.snapshot());
    expect(report.replaced).toHaveLength(1);
    expect(report.cancelled.map((c) => c.relativePath)).toEqual(["b.jpg"]);
    expect(notificationFor(report).title).toBe("Bulk replace finished: 1 image updated");
  });

  it("summarizes an empty batch", () => {
    const report = buildReport(
      { pending: 0, uploads: [], skipped: [] },
      createBatchQueue([], {
        bodyOf: async () => new Blob([]),
        uploader: async () => {
          throw new Error("never");
        },
      }).snapshot(),
    );
    expect(summarize(report)).toBe("Nothing was sent");
  });
});

describe("undoBatch", () => {
  const versions = (current: number, all: number[]): ImageVersion[] =>
    all.map((version) => ({
      version,
      contentType: "image/png",
      byteSize: 1,
      width: 1,
      height: 1,
      sha256: "",
      createdAt: "",
      createdBy: null,
      restoredFromVersion: null,
      current: version === current,
      url: `/x?v=${version}`,
    }));

  it("restores each replaced image to the version before the batch", async () => {
    const restored: [number, number][] = [];
    const result = await undoBatch(
      [
        { imageId: 1, filename: "logo.svg", previousVersion: 3, batchVersion: 4 },
        { imageId: 2, filename: "hero.jpg", previousVersion: null, batchVersion: 8 },
      ],
      {
        versions: async (id) => (id === 1 ? versions(4, [1, 2, 3, 4]) : versions(8, [5, 6, 8])),
        restore: async (id, version, expected) => {
          expect(expected).toBe(id === 1 ? 4 : 8);
          restored.push([id, version]);
          return image(`img${id}`, { id, version: 99 });
        },
      },
    );
    expect(restored.sort()).toEqual([
      [1, 3],
      [2, 6],
    ]);
    expect(result.failed).toEqual([]);
    expect(result.restored).toHaveLength(2);
  });

  it("leaves alone an image changed again since the batch, and says why", async () => {
    const result = await undoBatch(
      [{ imageId: 1, filename: "logo.svg", previousVersion: 3, batchVersion: 4 }],
      {
        versions: async () => versions(5, [3, 4, 5]),
        restore: async () => {
          throw new Error("must not be called");
        },
      },
    );
    expect(result.failed).toEqual([
      expect.objectContaining({ reason: undoReasons.changedSince(5) }),
    ]);
  });

  it("reports a version that is gone and a failed call, and carries on", async () => {
    const result = await undoBatch(
      [
        { imageId: 1, filename: "a", previousVersion: 3, batchVersion: 4 },
        { imageId: 2, filename: "b", previousVersion: 1, batchVersion: 2 },
        { imageId: 3, filename: "c", previousVersion: null, batchVersion: 1 },
      ],
      {
        versions: async (id) => {
          if (id === 2) throw refusal(401, "Not authenticated");
          return id === 1 ? versions(4, [4]) : versions(1, [1]);
        },
        restore: async () => image("x"),
      },
    );
    expect(Object.fromEntries(result.failed.map((f) => [f.entry.filename, f.reason]))).toEqual({
      a: undoReasons.versionGone(3),
      b: "Not authenticated",
      c: undoReasons.noEarlierVersion,
    });
  });
});
