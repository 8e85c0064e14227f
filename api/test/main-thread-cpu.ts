import { existsSync, readFileSync } from "node:fs";

/** The scheduler's account of this process's main thread (Linux only). */
const schedstat = `/proc/self/task/${process.pid}/schedstat`;

/** Whether this system tells the main thread's CPU time; the tests that need it skip if not. */
export const hasMainThreadCpuClock = existsSync(schedstat);

/** The main thread's own time on a CPU in ms, from the scheduler: waiting for a CPU is not counted. */
export const mainThreadCpuMs = () => Number(readFileSync(schedstat, "latin1").split(" ")[0]) / 1e6;

/**
 * Runs `work` and answers the longest the main thread held the event loop meanwhile: the most
 * main-thread CPU time between two ticks of a 1 ms timer. CPU time, so a busy machine that
 * keeps the process waiting for a core does not count as holding the loop.
 */
export async function longestHoldMs<T>(
  work: () => Promise<T>,
): Promise<{ result: T; worstMs: number }> {
  let worstMs = 0;
  let last = mainThreadCpuMs();
  const probe = setInterval(() => {
    const now = mainThreadCpuMs();
    worstMs = Math.max(worstMs, now - last);
    last = now;
  }, 1);
  try {
    const result = await work();
    // The stretch from the last tick to the end of the work counts as well.
    worstMs = Math.max(worstMs, mainThreadCpuMs() - last);
    return { result, worstMs };
  } finally {
    clearInterval(probe);
  }
}
