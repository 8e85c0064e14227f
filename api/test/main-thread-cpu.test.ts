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
    // Spins until the thread has had 200 ms of CPU: a busy machine may hand out far less than
    // the wall time, and both clocks count only what the thread did get. (Without the
    // scheduler's statistics, wall time stands in: the spin holds the CPU.)
    const deadline = performance.now() + 20_000;
    while (scheduler() - before.schedstat < 200 && performance.now() < deadline) spin(10);
    const stat = fromStat() - before.stat;
    const schedstat = scheduler() - before.schedstat;
    expect(schedstat).toBeGreaterThanOrEqual(200);
    expect(Math.abs(stat - schedstat)).toBeLessThanOrEqual(30);
  });
});
