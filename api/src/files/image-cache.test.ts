import { describe, expect, it } from "vitest";
import {
  createImageCache,
  type ImageFileRecord,
  type ImageSource,
  stampOf,
} from "./image-cache.ts";
import { SVG_CONTENT_SECURITY_POLICY } from "./image-headers.ts";

const record = (version: number, size = 4, contentType = "image/png"): ImageFileRecord => ({
  version,
  contentType,
  sha256: `sha-${version}`,
  bytes: new Uint8Array(size).fill(version),
});

const stampOfRecord = (record: ImageFileRecord | undefined) =>
  record ? stampOf(record.sha256, record.renditions?.length ?? 0) : null;

/** A source whose loads the test releases by hand, counting them. */
function manualSource(files: Record<string, ImageFileRecord>) {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  const source: ImageSource = {
    load(filename) {
      calls.push(filename);
      return new Promise((resolve) => {
        waiting.push(() => resolve(files[filename] ?? null));
      });
    },
    currentStamp: async (filename) => stampOfRecord(files[filename]),
  };
  const releaseAll = () => {
    for (const release of waiting.splice(0)) release();
  };
  return { source, calls, releaseAll };
}

/** A source answering at once from a table the test may change. */
const tableSource = (files: Record<string, ImageFileRecord | undefined>): ImageSource => ({
  load: async (filename) => files[filename] ?? null,
  currentStamp: async (filename) => stampOfRecord(files[filename]),
});

describe("image cache", () => {
  it("precomputes the headers of both cache policies", async () => {
    const cache = createImageCache(tableSource({ "a.svg": record(3, 5, "image/svg+xml") }));
    const entry = (await cache.load("a.svg"))!;
    expect(entry.version).toBe("3");
    expect(entry.versioned.ok).toEqual({
      "Content-Type": "image/svg+xml",
      "Content-Length": "5",
      ETag: '"sha-3"',
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": SVG_CONTENT_SECURITY_POLICY,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(entry.unversioned.ok["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
    expect(entry.unversioned.notModified).toEqual({
      ETag: '"sha-3"',
      "Cache-Control": "public, max-age=0, must-revalidate",
    });
  });

  it("loads each filename once, however many requests wait for it", async () => {
    const loader = manualSource({ "a.png": record(1) });
    const cache = createImageCache(loader.source);
    const answers = [cache.load("a.png"), cache.load("a.png"), cache.load("a.png")];
    loader.releaseAll();
    const [first, ...rest] = await Promise.all(answers);
    expect(loader.calls).toEqual(["a.png"]);
    for (const other of rest) expect(other).toBe(first);
    expect(cache.peek("a.png")).toBe(first);
  });

  it("remembers unknown filenames until told otherwise", async () => {
    const loader = manualSource({});
    const cache = createImageCache(loader.source);
    const answer = cache.load("new.png");
    loader.releaseAll();
    expect(await answer).toBeNull();
    expect(cache.peek("new.png")).toBeNull();
    cache.invalidate("new.png");
    expect(cache.peek("new.png")).toBeUndefined();
  });

  it("does not keep what was loaded while the image changed", async () => {
    const loader = manualSource({ "a.png": record(1) });
    const cache = createImageCache(loader.source);
    const stale = cache.load("a.png");
    cache.invalidate("a.png");
    loader.releaseAll();
    expect((await stale)?.version).toBe("1");
    expect(cache.peek("a.png")).toBeUndefined();
  });

  it("a load after an invalidation is not answered by the older one", async () => {
    const files = { "a.png": record(1) };
    const loader = manualSource(files);
    const cache = createImageCache(loader.source);
    const before = cache.load("a.png");
    cache.invalidate("a.png");
    files["a.png"] = record(2);
    const after = cache.load("a.png");
    loader.releaseAll();
    expect((await before)?.version).toBe("2");
    expect((await after)?.version).toBe("2");
    expect(loader.calls).toHaveLength(2);
    expect(cache.peek("a.png")?.version).toBe("2");
  });

  it("evicts the oldest images beyond its byte budget and skips any larger than it", async () => {
    const cache = createImageCache(
      tableSource({ a: record(1, 40), b: record(1, 40), c: record(1, 40), huge: record(1, 200) }),
      { maxBytes: 100 },
    );
    for (const name of ["a", "b", "c", "huge"]) await cache.load(name);
    expect(cache.peek("a")).toBeUndefined();
    expect(cache.peek("b")).toBeDefined();
    expect(cache.peek("c")).toBeDefined();
    expect(cache.peek("huge")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
  });

  it("bounds the unknown filenames it remembers", async () => {
    const cache = createImageCache(tableSource({}), { maxMissing: 3 });
    for (const name of ["1", "2", "3", "4"]) await cache.load(name);
    expect(cache.peek("4")).toBeNull();
    expect(["1", "2", "3"].filter((name) => cache.peek(name) === null).length).toBeLessThan(3);
  });

  it("forgets a failed load so the next request tries again", async () => {
    let fail = true;
    const cache = createImageCache({
      async load() {
        if (fail) throw new Error("database down");
        return record(1);
      },
      currentStamp: async () => "sha-1",
    });
    await expect(cache.load("a.png")).rejects.toThrow("database down");
    fail = false;
    expect((await cache.load("a.png"))?.version).toBe("1");
  });
});

describe("image cache when a change notification is lost", () => {
  const clock = () => {
    let time = 0;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("checks an old copy in the background, serving it meanwhile, and drops it when replaced", async () => {
    const time = clock();
    const files: Record<string, ImageFileRecord> = { "a.png": record(1) };
    const cache = createImageCache(tableSource(files), { recheckAfterMs: 1000, now: time.now });
    await cache.load("a.png");
    files["a.png"] = record(2);
    time.advance(999);
    await settle();
    expect(cache.peek("a.png")?.version).toBe("1");
    time.advance(2);
    expect(cache.peek("a.png")?.version).toBe("1");
    await settle();
    expect(cache.peek("a.png")).toBeUndefined();
  });

  it("keeps a copy that is still current, and keeps serving it while the database is down", async () => {
    const time = clock();
    let down = false;
    let checks = 0;
    const cache = createImageCache(
      {
        load: async () => record(1),
        async currentStamp() {
          checks++;
          if (down) throw new Error("database down");
          return stampOf("sha-1", 0);
        },
      },
      { recheckAfterMs: 1000, now: time.now },
    );
    await cache.load("a.png");
    time.advance(1001);
    cache.peek("a.png");
    cache.peek("a.png");
    await settle();
    expect(checks).toBe(1);
    down = true;
    time.advance(1001);
    cache.peek("a.png");
    await settle();
    expect(checks).toBe(2);
    expect(cache.peek("a.png")?.version).toBe("1");
  });

  it("asks again about an unknown filename after a while", async () => {
    const time = clock();
    const cache = createImageCache(tableSource({}), { recheckAfterMs: 1000, now: time.now });
    await cache.load("new.png");
    expect(cache.peek("new.png")).toBeNull();
    time.advance(1001);
    expect(cache.peek("new.png")).toBeUndefined();
  });
});
