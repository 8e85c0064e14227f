import type { ContentSection } from "@app/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Change, ChangeFeed } from "../lib/change-feed.ts";
import { createContentCache, type LoadedContent } from "./content-cache.ts";

/** The feed's contract without a database: what is published reaches every subscriber. */
function localFeed(): ChangeFeed {
  const listeners = new Set<(change: Change) => void>();
  return {
    maxAgeMs: 60_000,
    async publish(change) {
      for (const listener of listeners) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

const loaded = (sections: ContentSection[]): LoadedContent => ({ sections, redirects: {} });

const section = (name: string, title: string): ContentSection => ({
  id: 1,
  section: name,
  content: { title },
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
});

/** A loader whose calls the test answers, in any order. */
function controlledLoader() {
  const calls: Array<(sections: ContentSection[]) => void> = [];
  const load = vi.fn(
    () =>
      new Promise<LoadedContent>((resolve) => calls.push((sections) => resolve(loaded(sections)))),
  );
  return { load, calls };
}

const titleOf = async (cache: ReturnType<typeof createContentCache>, name: string) => {
  const prepared = (await cache.read()).prepared.get(name);
  return prepared && JSON.parse(prepared.body).content.title;
};

describe("content cache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads once for many readers and serializes once per fill", async () => {
    const load = vi.fn(async () => loaded([section("hero", "A"), section("about", "B")]));
    const cache = createContentCache(load, localFeed());
    const [first, second] = await Promise.all([cache.read(), cache.read()]);
    expect(await cache.read()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(first.list.body)).toHaveLength(2);
    expect(first.prepared.get("hero")!.etag).not.toBe(first.prepared.get("about")!.etag);
    expect(first.prepared.get("hero")).toBe(first.prepared.get("hero"));
    expect(first.list).toBe(first.list);
  });

  it("serializes a section on its first request, and knows no section it does not hold", async () => {
    const hero = section("hero", "A");
    const cache = createContentCache(async () => loaded([hero]), localFeed());
    const snapshot = await cache.read();
    // What is read after the fill is what is served: nothing was serialized before it.
    hero.content = { title: "read later" };
    expect(JSON.parse(snapshot.prepared.get("hero")!.body).content.title).toBe("read later");
    expect(JSON.parse(snapshot.list.body)[0].content.title).toBe("read later");
    expect(snapshot.prepared.get("__proto__")).toBeUndefined();
    expect(snapshot.inLanguage("km").prepared.get("missing")).toBeUndefined();
  });

  it("drops everything on a content change and ignores image changes", async () => {
    let title = "before";
    const feed = localFeed();
    const cache = createContentCache(async () => loaded([section("hero", title)]), feed);
    expect(await titleOf(cache, "hero")).toBe("before");

    title = "after";
    await feed.publish({ kind: "image", filename: "logo.svg" });
    expect(await titleOf(cache, "hero")).toBe("before");
    await feed.publish({ kind: "content", section: "about" });
    expect(await titleOf(cache, "hero")).toBe("after");
  });

  it("does not keep what a fill read before a change it overlapped", async () => {
    const { load, calls } = controlledLoader();
    const cache = createContentCache(load, localFeed());
    const early = cache.read();
    cache.drop();
    const late = cache.read();
    expect(load).toHaveBeenCalledTimes(2);

    // The slow fill from before the change finishes last; it must not win.
    calls[1]!([section("hero", "new")]);
    await late;
    calls[0]!([section("hero", "old")]);
    expect((await early).prepared.get("hero")!.body).toContain('"old"');
    expect((await late).prepared.get("hero")!.body).toContain('"new"');
    expect(await titleOf(cache, "hero")).toBe("new");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps its snapshot however old until a change drops it", async () => {
    vi.useFakeTimers();
    let title = "first";
    const feed = localFeed();
    const cache = createContentCache(async () => loaded([section("hero", title)]), feed);
    expect(await titleOf(cache, "hero")).toBe("first");
    title = "second";
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(await titleOf(cache, "hero")).toBe("first");
    await feed.publish({ kind: "everything" });
    expect(await titleOf(cache, "hero")).toBe("second");
  });
});
