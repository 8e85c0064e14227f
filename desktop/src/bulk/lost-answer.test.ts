import {
  type ActivityEntry,
  apiErrorMessages,
  fileActivityDetail,
  type ImageVersion,
  type WebsiteImage,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { refusal } from "../../test/api-refusal.ts";
import { file, image } from "../../test/image-bytes.ts";
import { createBatchQueue } from "./batch.ts";
import { UnreachableError } from "./failures.ts";
import { findOwnReplacement, type OwnUploadApi } from "./lost-answer.ts";
import type { PlannedUpload } from "./review.ts";
import type { UploadInput } from "./upload-client.ts";

const BATCH = "a1b2c3d4e5f60718";
const reviewed = image("logo.svg", { id: 1, version: 3 });

const version = (n: number, current: boolean): ImageVersion => ({
  version: n,
  contentType: "image/svg+xml",
  byteSize: 1,
  width: null,
  height: null,
  sha256: "",
  createdAt: "",
  createdBy: "admin@example.com",
  restoredFromVersion: null,
  current,
  url: "",
});

let entryId = 100;
const replaced = (target: string, detail: string): ActivityEntry => ({
  id: String(entryId--),
  at: "",
  actor: "admin@example.com",
  action: "bulk.replaced",
  target,
  detail,
  ip: null,
  userAgent: null,
});

/** A server whose image 1 is at `current`, with this log of Bulk Replace entries (newest first). */
function server(current: number, log: ActivityEntry[], pageSize = 2) {
  const calls: string[] = [];
  const api: OwnUploadApi = {
    versions: async (id) => {
      calls.push(`versions ${id}`);
      return Array.from({ length: current }, (_, i) => version(i + 1, i + 1 === current));
    },
    activity: async ({ cursor }) => {
      calls.push(`activity ${cursor ?? ""}`);
      const start = cursor ? Number(cursor) : 0;
      const items = log.slice(start, start + pageSize);
      const next = start + pageSize;
      return { items, nextCursor: next < log.length ? String(next) : null };
    },
    listImages: async () => {
      calls.push("images");
      return [{ ...reviewed, version: current }, image("other.png", { id: 2 })];
    },
  };
  return { api, calls };
}

describe("findOwnReplacement", () => {
  it("finds the batch's own upload in the log: the answer the lost one would have been", async () => {
    const { api } = server(4, [
      replaced("hero.jpg", fileActivityDetail({ batch: BATCH, version: 9 })),
      replaced("other.png", fileActivityDetail({ batch: "elsewhere", version: 2 })),
      replaced("logo.svg", fileActivityDetail({ batch: BATCH, version: 4 })),
    ]);
    await expect(findOwnReplacement(api, { reviewed, batchId: BATCH })).resolves.toEqual({
      image: { ...reviewed, version: 4 },
      file: { filepath: reviewed.filepath },
      replaced: true,
    });
  });

  it("says no when another batch made the current version", async () => {
    const { api } = server(4, [
      replaced("logo.svg", fileActivityDetail({ batch: "b2", version: 4 })),
    ]);
    await expect(findOwnReplacement(api, { reviewed, batchId: BATCH })).resolves.toBeNull();
  });

  it("says no when the current version was not made by Bulk Replace at all", async () => {
    // The admin replaced it by hand (image.replaced, not listed): the log goes on to older entries.
    const { api, calls } = server(4, [
      replaced("hero.jpg", fileActivityDetail({ batch: BATCH, version: 9 })),
      replaced("x.png", fileActivityDetail({ batch: BATCH, version: 2 })),
      replaced("logo.svg", fileActivityDetail({ batch: "old", version: 3 })),
      replaced("logo.svg", fileActivityDetail({ batch: "older", version: 2 })),
    ]);
    await expect(findOwnReplacement(api, { reviewed, batchId: BATCH })).resolves.toBeNull();
    // Stopped at the logo's version 3: older than the one in question, so no need to read on.
    expect(calls).toEqual(["versions 1", "activity ", "activity 2"]);
  });

  it("says no without asking the log when the image moved on more than one version", async () => {
    const { api, calls } = server(5, [
      replaced("logo.svg", fileActivityDetail({ batch: BATCH, version: 4 })),
    ]);
    await expect(findOwnReplacement(api, { reviewed, batchId: BATCH })).resolves.toBeNull();
    expect(calls).toEqual(["versions 1"]);
  });
});

describe("a replacement sent again after its answer was lost", () => {
  const planned: PlannedUpload = {
    key: "shoot/logo.svg",
    file: file("shoot/logo.svg"),
    kind: "replace",
    type: "image/svg+xml",
    image: reviewed,
    section: null,
    name: null,
  };
  const stale = () => refusal(409, apiErrorMessages.staleImageVersion);

  /** Runs one replacement through the batch queue; the uploader answers each try in turn. */
  async function run(tries: ((input: UploadInput) => never)[], api: OwnUploadApi) {
    const sent: UploadInput[] = [];
    const queue = createBatchQueue([planned], {
      batchId: BATCH,
      api,
      bodyOf: async () => new Blob(["<svg/>"], { type: "image/svg+xml" }),
      uploader: async (input) => {
        sent.push(input);
        const answer = tries[sent.length - 1];
        if (!answer) throw new Error("no more tries");
        return answer(input);
      },
      queue: { backoff: { initialMs: 1, maxMs: 1, jitter: 0 } },
    });
    await queue.start();
    return { task: queue.task(planned.key)!, sent };
  }

  const lost = (): never => {
    throw new UnreachableError();
  };
  const conflict = (): never => {
    throw stale();
  };

  it("counts as done when the current version is the batch's own", async () => {
    const { api } = server(4, [
      replaced("logo.svg", fileActivityDetail({ batch: BATCH, version: 4 })),
    ]);
    const { task, sent } = await run([lost, conflict], api);
    expect(sent.map((input) => input.expectedVersion)).toEqual([3, 3]);
    expect(task).toMatchObject({ state: "done", error: null });
    expect(task.result?.image).toMatchObject({ id: 1, version: 4 } satisfies Partial<WebsiteImage>);
  });

  it("stays refused when someone else replaced the image", async () => {
    const { api } = server(4, [
      replaced("logo.svg", fileActivityDetail({ batch: "b2", version: 4 })),
    ]);
    const { task } = await run([lost, conflict], api);
    expect(task).toMatchObject({ state: "failed", error: apiErrorMessages.staleImageVersion });
  });

  it("asks nothing when the 409 came without an earlier lost answer", async () => {
    const { api, calls } = server(4, []);
    const { task } = await run([conflict], api);
    expect(task.state).toBe("failed");
    expect(calls).toEqual([]);
  });
});
