import { describe, expect, it } from "vitest";
import { ByteBoundedCache } from "./byte-bounded-cache.ts";
import { cacheBudgets } from "./cache-budgets.ts";

describe("answers kept up to a budget of bytes", () => {
  it("lets the least recently read go first when the budget is full", () => {
    const cache = new ByteBoundedCache<string>(1000);
    cache.set("a", "A", 100, []);
    cache.set("b", "B", 100, []);
    cache.set("c", "C", 100, []);
    expect(cache.get("a")).toBe("A"); // a is now the most recently read
    for (let n = 0; n < 9; n++) cache.set(`x${n}`, "X", 100, []);
    expect(cache.bytes).toBe(1000);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
  });

  it("keeps nothing larger than an eighth of its budget, and replaces a key's value", () => {
    const cache = new ByteBoundedCache<string>(800);
    cache.set("big", "B", 101, []);
    expect(cache.size).toBe(0);
    cache.set("k", "one", 50, []);
    cache.set("k", "two", 60, []);
    expect(cache.get("k")).toBe("two");
    expect(cache.bytes).toBe(60);
  });

  it("drops what depends on a stale key and nothing else; everything when told", () => {
    const cache = new ByteBoundedCache<string>(10_000);
    cache.set("/", "home", 10, ["section:hero", "index:certification"]);
    cache.set("/about", "about", 10, ["section:about"]);
    cache.set("/robots.txt", "robots", 10, []);
    cache.drop(["section:hero"]);
    expect(cache.keys()).toEqual(["/about", "/robots.txt"]);
    expect(cache.bytes).toBe(20);
    cache.drop();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("takes a sixteenth of the machine's memory for each, between 32 and 256 MB", () => {
    const MB = 2 ** 20;
    expect(cacheBudgets(256 * MB).pagesBytes).toBe(32 * MB);
    expect(cacheBudgets(1024 * MB)).toEqual({ pagesBytes: 64 * MB, hotBytes: 64 * MB });
    expect(cacheBudgets(24 * 1024 * MB).hotBytes).toBe(256 * MB);
  });
});
