import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal } from "../../test/api-refusal.ts";
import { describeFailure, isUnreachable, UnreachableError } from "./failures.ts";
import {
  backoffDelay,
  type Clock,
  DEFAULT_BACKOFF,
  type QueueEvent,
  type RunContext,
  UploadQueue,
} from "./queue.ts";

interface Task {
  key: string;
  size: number;
}

const tasks = (count: number, size = 100): Task[] =>
  Array.from({ length: count }, (_, i) => ({ key: `t${i + 1}`, size }));

/** A run function whose calls the test settles by hand. */
function controllableRun() {
  const calls: {
    key: string;
    context: RunContext;
    resolve(v: string): void;
    reject(e: unknown): void;
  }[] = [];
  let active = 0;
  let maxActive = 0;
  const run = (task: Task, context: RunContext) =>
    new Promise<string>((resolve, reject) => {
      active++;
      maxActive = Math.max(maxActive, active);
      const settle =
        <T>(fn: (v: T) => void) =>
        (v: T) => {
          active--;
          fn(v);
        };
      calls.push({ key: task.key, context, resolve: settle(resolve), reject: settle(reject) });
    });
  return {
    run,
    calls,
    pending: () => calls.filter((c) => !c.context.signal.aborted),
    get active() {
      return active;
    },
    get maxActive() {
      return maxActive;
    },
  };
}

/** A clock that moves only when told to. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock & { advance(ms: number): void; pendingDelays(): number[] } = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.callback();
        }
      }
    },
    pendingDelays: () => [...timers.values()].map((t) => t.at - now),
  };
  return clock;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const flush = async () => {
  for (let i = 0; i < 5; i++) await tick();
};

const options = (run: ReturnType<typeof controllableRun>["run"], extra = {}) => ({
  run,
  isUnreachable,
  describeError: describeFailure,
  random: () => 0.5, // no jitter
  ...extra,
});

describe("UploadQueue", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never runs more than 3 at a time, and runs everything", async () => {
    const ctl = controllableRun();
    const queue = new UploadQueue(tasks(10), options(ctl.run));
    const done = queue.start();
    while (queue.snapshot().counts.done < 10) {
      await flush();
      expect(ctl.active).toBeLessThanOrEqual(3);
      const next = ctl.calls.find((c) => queue.task(c.key)?.state === "running");
      next?.resolve(`ok ${next.key}`);
    }
    await done;
    expect(ctl.maxActive).toBe(3);
    expect(queue.snapshot()).toMatchObject({ finished: true, fraction: 1, counts: { done: 10 } });
    expect(queue.task("t7")?.result).toBe("ok t7");
  });

  it("keeps the bound with tasks that finish instantly and at random", async () => {
    let active = 0;
    let maxActive = 0;
    const queue = new UploadQueue(tasks(40), {
      isUnreachable: () => false,
      run: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await new Promise((r) => setTimeout(r, Math.random() * 5));
        active--;
        return "ok";
      },
    });
    await queue.start();
    expect(maxActive).toBe(3);
    expect(queue.snapshot().counts.done).toBe(40);
  });

  it("reports progress per task and overall", async () => {
    const ctl = controllableRun();
    const queue = new UploadQueue(tasks(2, 1000), options(ctl.run));
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    const done = queue.start();
    await flush();
    ctl.calls[0]!.context.onProgress(250, 1000);
    ctl.calls[1]!.context.onProgress(500, 1000);
    expect(queue.snapshot()).toMatchObject({ loaded: 750, total: 2000, fraction: 0.375 });
    // The real total (a multipart body is a little larger than the file) replaces the guess.
    ctl.calls[0]!.context.onProgress(600, 1200);
    expect(queue.task("t1")).toMatchObject({ loaded: 600, total: 1200 });
    ctl.calls[0]!.resolve("a");
    ctl.calls[1]!.resolve("b");
    await done;
    expect(events.filter((e) => e.type === "progress")).toEqual([
      { type: "progress", key: "t1", loaded: 250, total: 1000 },
      { type: "progress", key: "t2", loaded: 500, total: 1000 },
      { type: "progress", key: "t1", loaded: 600, total: 1200 },
    ]);
    expect(events.at(-1)).toEqual({ type: "finished" });
    expect(queue.snapshot()).toMatchObject({ loaded: 2200, total: 2200, fraction: 1 });
  });

  it("cancel stops what has not started and lets running uploads finish", async () => {
    const ctl = controllableRun();
    const queue = new UploadQueue(tasks(6), options(ctl.run));
    const done = queue.start();
    await flush();
    queue.cancel();
    expect(queue.snapshot().counts).toMatchObject({ running: 3, cancelled: 3 });
    for (const call of ctl.calls) call.resolve("ok");
    await done;
    expect(ctl.calls).toHaveLength(3);
    expect(queue.snapshot()).toMatchObject({
      finished: true,
      counts: { done: 3, cancelled: 3 },
      // Cancelled tasks leave the overall total.
      total: 300,
      fraction: 1,
    });
  });

  it("cancel can abort running uploads too", async () => {
    const ctl = controllableRun();
    const queue = new UploadQueue(tasks(2), options(ctl.run));
    const done = queue.start();
    await flush();
    queue.cancel({ abortRunning: true });
    for (const call of ctl.calls) {
      expect(call.context.signal.aborted).toBe(true);
      call.reject(new DOMException("aborted", "AbortError"));
    }
    await done;
    expect(queue.snapshot().counts.cancelled).toBe(2);
  });

  it("marks refused uploads failed with the server's reason, and retries only those", async () => {
    const ctl = controllableRun();
    const queue = new UploadQueue(tasks(3), options(ctl.run));
    const done = queue.start();
    await flush();
    ctl.calls[0]!.resolve("ok");
    ctl.calls[1]!.reject(
      refusal(415, "Please upload an image file (JPEG, PNG, GIF, WebP, or SVG)."),
    );
    ctl.calls[2]!.reject(refusal(409, "This image was replaced elsewhere since you opened it."));
    await done;
    expect(queue.snapshot().counts).toMatchObject({ done: 1, failed: 2 });
    expect(queue.task("t2")?.error).toBe(
      "Please upload an image file (JPEG, PNG, GIF, WebP, or SVG).",
    );

    const retried = queue.retry();
    await flush();
    expect(ctl.calls.slice(3).map((c) => c.key)).toEqual(["t2", "t3"]);
    expect(queue.task("t2")).toMatchObject({ state: "running", attempts: 2, error: null });
    ctl.calls[3]!.resolve("ok");
    ctl.calls[4]!.resolve("ok");
    await retried;
    expect(queue.snapshot().counts).toMatchObject({ done: 3, failed: 0 });
  });

  it("retry can bring cancelled tasks back", async () => {
    const ctl = controllableRun();
    const queue = new UploadQueue(tasks(4), options(ctl.run, { concurrency: 1 }));
    const done = queue.start();
    await flush();
    queue.cancel();
    ctl.calls[0]!.resolve("ok");
    await done;
    const again = queue.retry({ includeCancelled: true });
    for (let i = 1; i < 4; i++) {
      await flush();
      ctl.calls[i]!.resolve("ok");
    }
    await again;
    expect(queue.snapshot().counts.done).toBe(4);
  });

  describe("while the server cannot be reached", () => {
    it("waits with growing delays, probes with one upload, then resumes", async () => {
      const clock = manualClock();
      const ctl = controllableRun();
      const queue = new UploadQueue(tasks(5), options(ctl.run, { clock }));
      const events: QueueEvent[] = [];
      queue.subscribe((event) => events.push(event));
      const done = queue.start();
      await flush();
      // The network goes away: all three in flight fail.
      for (const call of ctl.calls) call.reject(new UnreachableError());
      await flush();
      let snap = queue.snapshot();
      expect(snap.offline).toMatchObject({
        attempt: 1,
        retryAt: 1000,
        lastError: "Cannot reach the server",
      });
      // Nothing failed: the tasks are back in the queue, waiting.
      expect(snap.counts).toMatchObject({ queued: 5, failed: 0, running: 0 });
      expect(snap.tasks.filter((t) => t.waitingForServer).map((t) => t.key)).toEqual([
        "t1",
        "t2",
        "t3",
      ]);
      expect(clock.pendingDelays()).toEqual([1000]);
      expect(events.filter((e) => e.type === "offline")).toHaveLength(1);

      clock.advance(999);
      await flush();
      expect(ctl.calls).toHaveLength(3);
      clock.advance(1);
      await flush();
      // One probe, not three.
      expect(ctl.calls).toHaveLength(4);
      expect(ctl.calls[3]!.key).toBe("t1");
      ctl.calls[3]!.reject(refusal(502, "Cannot reach the server at example.com"));
      await flush();
      expect(queue.snapshot().offline).toMatchObject({ attempt: 2 });
      expect(clock.pendingDelays()).toEqual([2000]);

      clock.advance(2000);
      await flush();
      ctl.calls[4]!.reject(refusal(503, "Service unavailable"));
      await flush();
      expect(clock.pendingDelays()).toEqual([4000]);

      clock.advance(4000);
      await flush();
      expect(ctl.calls).toHaveLength(6);
      ctl.calls[5]!.resolve("ok"); // back
      await flush();
      snap = queue.snapshot();
      expect(snap.offline).toBeNull();
      expect(snap.running).toBe(3);
      expect(events.some((e) => e.type === "online")).toBe(true);
      for (const call of ctl.calls.slice(6)) call.resolve("ok");
      await flush();
      for (const call of ctl.calls.slice(9)) call.resolve("ok");
      await done;
      expect(queue.snapshot().counts).toMatchObject({ done: 5, failed: 0 });
      expect(queue.task("t1")?.attempts).toBe(4);
    });

    it("caps the delay", () => {
      const delays = Array.from({ length: 10 }, (_, i) =>
        backoffDelay(i + 1, DEFAULT_BACKOFF, () => 0.5),
      );
      expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000]);
      expect(backoffDelay(1, DEFAULT_BACKOFF, () => 0)).toBe(800);
      expect(backoffDelay(1, DEFAULT_BACKOFF, () => 1)).toBe(1200);
    });

    it("works with the system clock under fake timers, and retryNow skips the wait", async () => {
      vi.useFakeTimers();
      let online = false;
      let runs = 0;
      const queue = new UploadQueue(tasks(2), {
        isUnreachable,
        random: () => 0.5,
        run: async () => {
          runs++;
          if (!online) throw new TypeError("fetch failed");
          return "ok";
        },
      });
      const done = queue.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(queue.snapshot().offline?.attempt).toBe(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(queue.snapshot().offline?.attempt).toBe(2);
      online = true;
      queue.retryNow();
      await vi.advanceTimersByTimeAsync(0);
      await done;
      expect(queue.snapshot().counts.done).toBe(2);
      expect(runs).toBe(5); // 2 + probe + probe that worked + the other
    });

    it("cancel while waiting cancels the waiting tasks and stops the timer", async () => {
      const clock = manualClock();
      const ctl = controllableRun();
      const queue = new UploadQueue(tasks(4), options(ctl.run, { clock }));
      const done = queue.start();
      await flush();
      ctl.calls[0]!.reject(new UnreachableError());
      await flush();
      queue.cancel();
      expect(clock.pendingDelays()).toEqual([]);
      // The two still in flight then fail too: reported, not queued again.
      ctl.calls[1]!.reject(new UnreachableError());
      ctl.calls[2]!.resolve("ok");
      await done;
      expect(queue.snapshot()).toMatchObject({
        finished: true,
        offline: null,
        counts: { cancelled: 2, failed: 1, done: 1 },
      });
    });

    it("a refusal during a probe still means the server is back", async () => {
      const clock = manualClock();
      const ctl = controllableRun();
      const queue = new UploadQueue(tasks(1), options(ctl.run, { clock }));
      const done = queue.start();
      await flush();
      ctl.calls[0]!.reject(new UnreachableError("down"));
      await flush();
      clock.advance(1000);
      await flush();
      ctl.calls[1]!.reject(refusal(413, "Please upload an image smaller than 5MB."));
      await done;
      expect(queue.snapshot()).toMatchObject({
        finished: true,
        offline: null,
        counts: { failed: 1 },
      });
    });
  });

  it("refuses tasks that share a key", () => {
    expect(
      () =>
        new UploadQueue(
          [
            { key: "a", size: 1 },
            { key: "a", size: 1 },
          ],
          { run: async () => 1, isUnreachable: () => false },
        ),
    ).toThrow(/own key/);
  });

  it("an empty queue finishes at once", async () => {
    const queue = new UploadQueue([], { run: async () => 1, isUnreachable: () => false });
    await queue.start();
    expect(queue.snapshot()).toMatchObject({ finished: true, fraction: 1 });
  });
});
