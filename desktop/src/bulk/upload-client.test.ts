import { BULK_BATCH_HEADER } from "@app/contract";
import { ApiRequestError } from "@app/contract/api-error";
import { describe, expect, it } from "vitest";
import { image } from "../../test/image-bytes.ts";
import { describeFailure, isUnreachable, UnreachableError } from "./failures.ts";
import { buildUploadForm, createXhrUploader, readUploadAnswer } from "./upload-client.ts";

/** Just enough of XMLHttpRequest to drive the uploader. */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  withCredentials = false;
  responseType = "";
  status = 0;
  statusText = "";
  responseText = "";
  sent: FormData | null = null;
  headers: Record<string, string> = {};
  aborted = false;
  upload: {
    onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const makeUploader = () => createXhrUploader("", () => new FakeXhr() as unknown as XMLHttpRequest);
const input = {
  file: new Blob(["png"], { type: "image/png" }),
  filename: "logo.png",
  imageId: 5,
  expectedVersion: 2,
};

describe("upload client", () => {
  it("builds the multipart form the API expects", () => {
    const form = buildUploadForm({ ...input, section: "hero", name: "Hero" });
    expect((form.get("image") as File).name).toBe("logo.png");
    expect((form.get("image") as File).type).toBe("image/png");
    expect(form.get("imageId")).toBe("5");
    expect(form.get("expectedVersion")).toBe("2");
    expect(form.get("section")).toBe("hero");
    expect(form.get("name")).toBe("Hero");
    expect(buildUploadForm({ file: input.file, filename: "a.png" }).has("imageId")).toBe(false);
  });

  it("posts with credentials, reports upload progress, and reads the answer", async () => {
    const progress: [number, number | undefined][] = [];
    const promise = makeUploader()(input, {
      signal: new AbortController().signal,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(["POST", "/api/admin/upload", true]);
    xhr.upload.onprogress?.({ loaded: 10, total: 40, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 40, total: 0, lengthComputable: false });
    const img = image("logo.png");
    xhr.answer(
      200,
      JSON.stringify({ image: img, file: { filepath: img.filepath }, replaced: true }),
    );
    await expect(promise).resolves.toMatchObject({
      replaced: true,
      image: { filename: "logo.png" },
    });
    expect(progress).toEqual([
      [10, 40],
      [40, undefined],
    ]);
  });

  it("names its Bulk Replace batch in a header; other uploads send none", async () => {
    const context = () => ({ signal: new AbortController().signal, onProgress() {} });
    const img = image("logo.png");
    const answer = JSON.stringify({ image: img, file: { filepath: img.filepath }, replaced: true });

    const inBatch = makeUploader()({ ...input, batchId: "a1b2c3d4e5f60718" }, context());
    expect(FakeXhr.last.headers).toEqual({ [BULK_BATCH_HEADER]: "a1b2c3d4e5f60718" });
    FakeXhr.last.answer(200, answer);
    await inBatch;
    const alone = makeUploader()(input, context());
    expect(FakeXhr.last.headers).toEqual({});
    FakeXhr.last.answer(200, answer);
    await alone;
  });

  it("throws the shared API error for a refusal, and a network failure as unreachable", async () => {
    const refused = makeUploader()(input, {
      signal: new AbortController().signal,
      onProgress() {},
    });
    const body = JSON.stringify({ error: "Please upload an image smaller than 5MB." });
    FakeXhr.last.answer(413, body);
    const refusal = await refused.catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal).toMatchObject({ status: 413, message: `413: ${body}` });
    expect(describeFailure(refusal)).toBe("Please upload an image smaller than 5MB.");
    expect(isUnreachable(refusal)).toBe(false);

    const down = makeUploader()(input, { signal: new AbortController().signal, onProgress() {} });
    FakeXhr.last.onerror?.();
    const error = await down.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableError);
    expect(isUnreachable(error)).toBe(true);
    expect(describeFailure(error)).toBe("Cannot reach the server");
  });

  it("aborts with its signal", async () => {
    const controller = new AbortController();
    const promise = makeUploader()(input, { signal: controller.signal, onProgress() {} });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: "AbortError" });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it("describes answers that are not the API's error shape by the spec's `status: body` rule", () => {
    const read = (status: number, statusText: string, body: string) => {
      try {
        readUploadAnswer(status, statusText, body);
      } catch (error) {
        return describeFailure(error);
      }
      throw new Error("no error");
    };
    expect(read(500, "Internal Server Error", "boom")).toBe("500: boom");
    expect(read(502, "Bad Gateway", "<html>…</html>")).toBe("502: Bad Gateway");
    expect(read(404, "", "")).toBe("404: Request failed");
    expect(read(200, "OK", "{}")).toMatch(/not an upload result/);
    expect(read(200, "OK", "<html>")).toMatch(/not JSON/);
  });

  it("knows which failures are worth waiting for", () => {
    for (const status of [408, 429, 502, 503, 504])
      expect(isUnreachable(new ApiRequestError(status, "", ""))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413, 415, 500]) {
      expect(isUnreachable(new ApiRequestError(status, "", ""))).toBe(false);
    }
    expect(isUnreachable(new UnreachableError())).toBe(true);
    expect(isUnreachable(new TypeError("fetch failed"))).toBe(true);
    expect(isUnreachable(new Error("other"))).toBe(false);
    expect(describeFailure(new TypeError("Failed to fetch"))).toBe("Cannot reach the server");
  });
});
