import { existsSync, readFileSync } from "node:fs";

const thread = `/proc/self/task/${process.pid}`;
/** The scheduler's account of the main thread, in ns (kernels with schedstats). */
const schedstat = `${thread}/schedstat`;
/** The main thread's user and system time in clock ticks (every Linux kernel). */
const stat = `${thread}/stat`;
/** Linux's USER_HZ: the tick of /proc's times, 100 on every architecture Node runs on. */
const TICK_MS = 10;

export const hasSchedstat = existsSync(schedstat);
export const fromSchedstat = () => Number(readFileSync(schedstat, "latin1").split(" ")[0]) / 1e6;
export const fromStat = () => {
  // After the command's ")": state is field 3, utime and stime fields 14 and 15.
  const text = readFileSync(stat, "latin1");
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

/**
 * Whether this system tells the main thread's CPU time (Linux). Where the scheduler keeps no
 * statistics the tick count serves, 10 ms coarser; under CI the tests that need it must run.
 */
export const hasMainThreadCpuClock = hasSchedstat || existsSync(stat);

/** The main thread's own time on a CPU in ms: waiting for a CPU is not counted. */
export const mainThreadCpuMs: () => number = hasSchedstat ? fromSchedstat : fromStat;

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
