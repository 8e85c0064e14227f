import type { ImageSlotId, UploadAnswer } from "@app/contract";
import { describe, expect, it } from "vitest";
import { refusal } from "../../test/api-refusal.ts";
import { image, file as reviewFile, sample } from "../../test/image-bytes.ts";
import type { AdminApi } from "./admin-api.ts";
import {
  type BulkEnvironment,
  BulkSession,
  type BulkSessionDeps,
  type PickedFiles,
} from "./bulk-session.ts";
import type { LocalFile } from "./local-file.ts";
import { pointFile } from "./pointing.ts";
import { setAccepted, setConfirmed, setCreateAllUnmatched } from "./review.ts";

const logo = image("logo.svg", { id: 1, version: 2 });
const hero = image("hero.jpg", { id: 2, version: 5 });

const local = (relativePath: string, bytes: Uint8Array, size = bytes.byteLength): LocalFile => ({
  ...reviewFile(relativePath, size),
  read: async () => bytes,
});

function environment() {
  const live = new Set<string>();
  let next = 0;
  const env: BulkEnvironment & { live: Set<string> } = {
    live,
    createObjectUrl: () => {
      const url = `blob:test/${next++}`;
      live.add(url);
      return url;
    },
    revokeObjectUrl: (url) => live.delete(url),
    schedule: (callback) => callback(),
  };
  return env;
}

function setup(picked: LocalFile[], upload?: BulkSessionDeps["uploader"]) {
  const env = environment();
  const session = new BulkSession(env);
  const notifications: { title: string; body: string }[] = [];
  const restored: [number, number, number | undefined][] = [];
  /** The batch each upload and each restore named, in order. */
  const batchIds: { uploads: (string | undefined)[]; undo: (string | undefined)[] } = {
    uploads: [],
    undo: [],
  };
  let refreshed = 0;
  const api: AdminApi = {
    health: async () => true,
    me: async () => ({ role: "owner", permissions: ["images"] }),
    listImages: async () => [logo, hero],
    versions: async (id) => [
      {
        version: id === 1 ? 3 : 6,
        contentType: "",
        byteSize: 1,
        width: 1,
        height: 1,
        sha256: "",
        createdAt: "",
        createdBy: null,
        restoredFromVersion: null,
        current: true,
        url: "",
      },
      {
        version: id === 1 ? 2 : 5,
        contentType: "",
        byteSize: 1,
        width: 1,
        height: 1,
        sha256: "",
        createdAt: "",
        createdBy: null,
        restoredFromVersion: null,
        current: false,
        url: "",
      },
    ],
    restore: async (id, version, expected, undoneBatchId) => {
      restored.push([id, version, expected]);
      batchIds.undo.push(undoneBatchId);
      return image("x", { id });
    },
    activity: async () => ({ items: [], nextCursor: null }),
  };
  const sent: string[] = [];
  const uploader: BulkSessionDeps["uploader"] =
    upload ??
    (async (input, context) => {
      sent.push(input.filename);
      batchIds.uploads.push(input.batchId);
      context.onProgress(input.file.size, input.file.size);
      const target =
        input.imageId === 1 ? logo : input.imageId === 2 ? hero : image(input.filename, { id: 50 });
      const answer: UploadAnswer = {
        image: { ...target, version: target.version + 1 },
        file: { filepath: target.filepath },
        replaced: input.imageId !== undefined,
      };
      return answer;
    });
  const pickedFiles: PickedFiles = { files: picked, ignored: 1, truncated: false };
  const deps: BulkSessionDeps = {
    source: { fromDrop: async () => pickedFiles, choose: async () => pickedFiles },
    api,
    uploader,
    images: [logo, hero],
    refreshImages: async () => {
      refreshed++;
    },
    notify: (n) => notifications.push(n),
  };
  session.connect(deps);
  return {
    session,
    deps,
    env,
    notifications,
    restored,
    sent,
    batchIds,
    refreshed: () => refreshed,
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
  expect(check()).toBe(true);
};

describe("BulkSession", () => {
  it("runs a whole session: drop, check, review, send, report, notify, refresh, undo", async () => {
    const { session, env, notifications, restored, sent, batchIds, refreshed } = setup([
      local("shoot/LOGO.svg", sample.svg),
      local("shoot/hero.png", sample.png),
      local("shoot/new.gif", sample.gif),
      local("shoot/notes.txt", sample.text),
      local("shoot/huge.png", sample.png, 6 * 1024 * 1024),
    ]);
    await session.addDropped([]);
    let state = session.getState();
    expect(state.notice?.text).toMatch(/1 hidden or unreadable item was left out/);
    expect(Object.fromEntries(state.rows.map((r) => [r.file.relativePath, r.status]))).toEqual({
      "shoot/hero.png": "needs-confirmation",
      "shoot/huge.png": "refused",
      "shoot/LOGO.svg": "replace",
      "shoot/new.gif": "skip",
      "shoot/notes.txt": "refused",
    });
    // A thumbnail for each file that passed its checks.
    expect(Object.keys(state.thumbnails)).toHaveLength(3);
    expect(env.live.size).toBe(3);

    session.update((review) =>
      setCreateAllUnmatched(setConfirmed(review, "shoot/hero.png", true), true),
    );
    expect(session.getState().plan?.uploads).toHaveLength(3);
    session.replaceAll();
    expect(session.getState().phase).toBe("sending");
    await until(() => session.getState().phase === "done");

    state = session.getState();
    expect(sent.sort()).toEqual(["LOGO.svg", "hero.png", "new.gif"]);
    expect(state.report).toMatchObject({
      replaced: [{ target: "hero.jpg" }, { target: "logo.svg" }],
      created: [{ target: "new.gif" }],
    });
    expect(state.report?.skipped).toHaveLength(2);
    expect(notifications).toEqual([
      { title: "Bulk replace finished: 3 images updated", body: "2 replaced, 1 new, 2 skipped" },
    ]);
    await until(() => refreshed() === 1);

    // Review changes are ignored once the batch has run.
    session.update((review) => ({ ...review, newSection: "changed" }));
    expect(session.getState().review.newSection).toBe("uploads");

    await session.undoThisBatch();
    expect(restored.sort()).toEqual([
      [1, 2, 3],
      [2, 5, 6],
    ]);
    expect(session.getState().undo.result?.restored).toHaveLength(2);
    // Every upload and every undo named the batch, so the server's activity log can say so.
    const { batchId } = session.getState();
    expect(batchId).toMatch(/^[0-9a-f]{16}$/);
    expect(batchIds).toEqual({ uploads: [batchId, batchId, batchId], undo: [batchId, batchId] });
    expect(notifications.at(-1)).toEqual({ title: "Batch undone", body: "2 images restored" });
    // A second click does nothing.
    await session.undoThisBatch();
    expect(restored).toHaveLength(2);

    session.reset();
    expect(session.getState().rows).toEqual([]);
    expect(session.getState().batchId).toBeNull();
    expect(env.live.size).toBe(0);
  });

  it("refuses new files while a batch is sending, and starts a new review after it", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { session } = setup([local("logo.svg", sample.svg)], async () => {
      await gate;
      return { image: { ...logo, version: 3 }, file: { filepath: logo.filepath }, replaced: true };
    });
    await session.addDropped([]);
    session.replaceAll();
    await session.addDropped([]);
    expect(session.getState().notice?.text).toMatch(/Wait for this batch/);
    release();
    await until(() => session.getState().phase === "done");
    const first = session.getState().batchId;
    await session.addDropped([]);
    expect(session.getState().phase).toBe("review");
    expect(session.getState().report).toBeNull();
    // The next batch gets a name of its own.
    session.replaceAll();
    await until(() => session.getState().phase === "done");
    expect(session.getState().batchId).not.toBe(first);
    expect(session.getState().rows).toHaveLength(1);
  });

  it("keeps failed files for Retry, which sends only those", async () => {
    let failHero = true;
    const { session } = setup(
      [local("logo.svg", sample.svg), local("hero.jpg", sample.jpeg)],
      async (input) => {
        if (input.imageId === 2 && failHero)
          throw refusal(409, "This image was replaced elsewhere since you opened it.");
        const target = input.imageId === 1 ? logo : hero;
        return {
          image: { ...target, version: target.version + 1 },
          file: { filepath: target.filepath },
          replaced: true,
        };
      },
    );
    await session.addDropped([]);
    session.replaceAll();
    await until(() => session.getState().phase === "done");
    expect(session.getState().report?.failed).toEqual([
      expect.objectContaining({ reason: "This image was replaced elsewhere since you opened it." }),
    ]);
    failHero = false;
    session.retryFailed();
    await until(
      () => session.getState().phase === "done" && session.getState().report?.failed.length === 0,
    );
    expect(session.getState().report?.replaced).toHaveLength(2);
  });

  it("sends a file pointed at a picture as its replacement, through a failure and its retry", async () => {
    let fail = true;
    const inputs: { filename: string; imageId?: number; expectedVersion?: number }[] = [];
    const { session, restored } = setup([local("IMG_2034.JPG", sample.jpeg)], async (input) => {
      inputs.push({ ...input });
      if (fail) throw refusal(500, "The server had a problem");
      return { image: { ...hero, version: 6 }, file: { filepath: hero.filepath }, replaced: true };
    });
    await session.addDropped([]);
    session.update((review) => {
      const result = pointFile(review, "IMG_2034.JPG", hero.id);
      return result.ok ? result.state : review;
    });
    expect(session.getState().rows[0]).toMatchObject({
      status: "replace",
      match: { kind: "pointed" },
    });
    session.replaceAll();
    await until(() => session.getState().phase === "done");
    expect(session.getState().report?.failed).toEqual([
      expect.objectContaining({ relativePath: "IMG_2034.JPG", target: "hero.jpg" }),
    ]);
    fail = false;
    session.retryFailed();
    await until(() => session.getState().report?.replaced.length === 1);
    // Both tries replaced the chosen picture, with the version the admin reviewed.
    expect(inputs).toEqual([
      expect.objectContaining({ filename: "IMG_2034.JPG", imageId: 2, expectedVersion: 5 }),
      expect.objectContaining({ filename: "IMG_2034.JPG", imageId: 2, expectedVersion: 5 }),
    ]);
    expect(session.getState().report?.replaced).toEqual([
      expect.objectContaining({ relativePath: "IMG_2034.JPG", target: "hero.jpg" }),
    ]);
    await session.undoThisBatch();
    expect(restored).toEqual([[2, 5, 6]]);
  });

  it("says what went wrong when the files cannot be read in", async () => {
    const env = environment();
    const session = new BulkSession(env);
    session.connect({
      source: {
        fromDrop: async () => {
          throw new Error("This file was not chosen in this session");
        },
        choose: async () => ({ files: [], ignored: 0, truncated: true }),
      },
      api: {} as AdminApi,
      uploader: async () => {
        throw new Error("never");
      },
      images: [],
      refreshImages: async () => {},
      notify: () => {},
    });
    await session.addDropped([]);
    expect(session.getState().notice).toEqual({
      tone: "error",
      text: "This file was not chosen in this session",
    });
    await session.choose("folder");
    expect(session.getState().notice?.text).toMatch(/No files were found.*too many files/);
  });

  it("checks measured pictures against the slots, once the server has said them", async () => {
    const { session, deps, sent } = setup([
      local("hero.jpg", sample.jpeg),
      local("logo.svg", sample.svg),
    ]);
    const measure = async () => ({ width: 800, height: 450 });
    session.connect({ ...deps, measure });
    await session.addDropped([]);
    const statuses = () =>
      Object.fromEntries(session.getState().rows.map((r) => [r.file.relativePath, r.status]));
    // The hero was measured, but where it shows is not known yet.
    expect(statuses()).toEqual({ "hero.jpg": "checking", "logo.svg": "replace" });
    expect(session.getState().rows[0]!.pixels).toEqual({ width: 800, height: 450 });

    const slots = new Map<number, ImageSlotId[]>([[2, ["hero"]]]);
    session.connect({ ...deps, measure, slots });
    expect(statuses()).toEqual({ "hero.jpg": "needs-acceptance", "logo.svg": "replace" });
    expect(session.getState().plan?.uploads).toHaveLength(1);

    session.update((review) => setAccepted(review, "hero.jpg", true));
    session.replaceAll();
    await until(() => session.getState().phase === "done");
    expect(sent.sort()).toEqual(["hero.jpg", "logo.svg"]);

    // A new batch starts from the slots already known.
    session.reset();
    expect(session.getState().review.slotsByImage).toBe(slots);
  });
});
