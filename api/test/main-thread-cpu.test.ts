import { describe, expect, it } from "vitest";
import { fromSchedstat, fromStat, hasMainThreadCpuClock, hasSchedstat } from "./main-thread-cpu.ts";

const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe.skipIf(process.platform !== "linux")("the main thread's CPU clock", () => {
  it("exists on Linux, and its tick fallback agrees with the scheduler's count", () => {
    expect(hasMainThreadCpuClock).toBe(true);
    const scheduler = hasSchedstat ? fromSchedstat : () => performance.now();
    const before = { stat: fromStat(), schedstat: scheduler() };
    spin(300);
    const stat = fromStat() - before.stat;
    const schedstat = scheduler() - before.schedstat;
    // A busy machine may take the CPU away; what the thread did get, both clocks count.
    // (Without the scheduler's statistics, wall time stands in: the spin holds the CPU.)
    expect(schedstat).toBeGreaterThan(50);
    expect(Math.abs(stat - schedstat)).toBeLessThanOrEqual(30);
  });
});
