import { describe, expect, it } from "vitest";
import { memoryAllowance } from "./memory-allowance.ts";

describe("memoryAllowance", () => {
  it("allows each client its requests a window, then again in the next", () => {
    let clock = 0;
    const take = memoryAllowance({
      max: 2,
      windowMs: 1000,
      clients: 10,
      overflowMax: 5,
      now: () => clock,
    });
    expect([take("a"), take("a"), take("a"), take("b")]).toEqual([true, true, false, true]);
    clock = 1000;
    expect(take("a")).toBe(true);
  });

  it("keeps the clients it knows when made-up ones flood it, and bounds those", () => {
    let clock = 0;
    const take = memoryAllowance({
      max: 3,
      windowMs: 1000,
      clients: 2,
      overflowMax: 4,
      now: () => clock,
    });
    expect(take("visitor")).toBe(true);
    const flood = Array.from({ length: 100 }, (_, i) => take(`made-up-${i}`));
    // One more fits the map; four share the overflow; the rest are refused.
    expect(flood.filter(Boolean)).toHaveLength(5);
    expect([take("visitor"), take("visitor"), take("visitor")]).toEqual([true, true, false]);
    clock = 1000;
    expect(take("made-up-99")).toBe(true);
  });
});
