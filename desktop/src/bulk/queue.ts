/**
 * A queue of uploads with bounded concurrency, per-task and overall progress, cancel, retry,
 * and patience with an unreachable server: a task that fails because the server cannot be
 * reached goes back into the queue, the queue stops starting new tasks and tries again after
 * a growing delay (one task first, as a probe), instead of failing the whole batch.
 *
 * No DOM and no Electron: the work itself comes in as `run`, time as `clock`.
 */

export type TaskState = "queued" | "running" | "done" | "failed" | "cancelled";

export interface QueueTask {
  key: string;
  /** Bytes to send; the progress total until the task reports its own. */
  size: number;
}

export interface RunContext {
  signal: AbortSignal;
  /** 1 for the first try. */
  attempt: number;
  onProgress(loaded: number, total?: number): void;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  factor: number;
  /** Spread of each delay, as a fraction of it (0.2 = up to 20% shorter or longer). */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  initialMs: 1000,
  maxMs: 30_000,
  factor: 2,
  jitter: 0.2,
};

export const DEFAULT_CONCURRENCY = 3;

export interface QueueOptions<T extends QueueTask, R> {
  run(task: T, context: RunContext): Promise<R>;
  /** True when a failure means the server cannot be reached now, not that the task is refused. */
  isUnreachable(error: unknown): boolean;
  describeError?(error: unknown): string;
  concurrency?: number;
  backoff?: Partial<BackoffOptions>;
  clock?: Clock;
  random?: () => number;
}

export interface TaskSnapshot<R> {
  key: string;
  state: TaskState;
  loaded: number;
  total: number;
  attempts: number;
  /** Queued again after the server could not be reached. */
  waitingForServer: boolean;
  result: R | null;
  error: string | null;
}

export interface OfflineState {
  /** How many waits in a row; the delay grows with it. */
  attempt: number;
  /** When the next try starts (clock time). */
  retryAt: number;
  since: number;
  lastError: string;
}

export interface QueueSnapshot<R> {
  tasks: TaskSnapshot<R>[];
  counts: Record<TaskState, number>;
  /** Bytes sent, over every task not cancelled. */
  loaded: number;
  total: number;
  /** 0..1 */
  fraction: number;
  running: number;
  offline: OfflineState | null;
  /** Nothing queued, running or waiting. */
  finished: boolean;
}

export type QueueEvent =
  | { type: "state"; key: string; state: TaskState; error: string | null }
  | { type: "progress"; key: string; loaded: number; total: number }
  | { type: "offline"; attempt: number; retryInMs: number; error: string }
  | { type: "online" }
  | { type: "finished" };

interface Entry<T, R> {
  task: T;
  snap: TaskSnapshot<R>;
  controller: AbortController | null;
}

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === "string" ? error : "Unknown error";

export function backoffDelay(
  attempt: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const base = Math.min(
    options.maxMs,
    options.initialMs * options.factor ** Math.max(0, attempt - 1),
  );
  const spread = options.jitter * (2 * random() - 1);
  return Math.round(Math.min(options.maxMs, Math.max(0, base * (1 + spread))));
}

export class UploadQueue<T extends QueueTask, R> {
  readonly concurrency: number;
  private readonly entries: Entry<T, R>[];
  private readonly byKey: Map<string, Entry<T, R>>;
  private readonly options: QueueOptions<T, R>;
  private readonly backoff: BackoffOptions;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly listeners = new Set<(event: QueueEvent) => void>();
  private inFlight = 0;
  private offline: OfflineState | null = null;
  private timer: unknown = null;
  /** After a wait: one task goes first; the others follow once it gets through. */
  private probing = false;
  private idleWaiters: (() => void)[] = [];
  private started = false;
  /** Set by cancel(): a task in flight that then finds the server gone is not queued again. */
  private cancelled = false;

  constructor(tasks: readonly T[], options: QueueOptions<T, R>) {
    const keys = new Set(tasks.map((task) => task.key));
    if (keys.size !== tasks.length) throw new Error("Every task needs its own key");
    this.options = options;
    this.concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY));
    this.backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.entries = tasks.map((task) => ({
      task,
      controller: null,
      snap: {
        key: task.key,
        state: "queued",
        loaded: 0,
        total: task.size,
        attempts: 0,
        waitingForServer: false,
        result: null,
        error: null,
      },
    }));
    this.byKey = new Map(this.entries.map((entry) => [entry.task.key, entry]));
  }

  /** Listens to every change; returns the function that stops listening. */
  subscribe(listener: (event: QueueEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts the queue; resolves when nothing is queued, running or waiting any more. */
  start(): Promise<void> {
    this.started = true;
    this.cancelled = false;
    const idle = this.whenIdle();
    this.pump();
    return idle;
  }

  /** Resolves the next time the queue has nothing left to do. */
  whenIdle(): Promise<void> {
    if (this.started && this.isFinished()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Stops what has not started (queued tasks, and those waiting for the server become
   * "cancelled"); uploads in flight finish, unless `abortRunning`.
   */
  cancel(options: { abortRunning?: boolean } = {}): void {
    this.cancelled = true;
    this.stopWaiting();
    for (const entry of this.entries) {
      if (entry.snap.state === "queued") this.setState(entry, "cancelled");
      else if (entry.snap.state === "running" && options.abortRunning) entry.controller?.abort();
    }
    this.settle();
  }

  /** Queues the failed tasks again (and the cancelled ones, if asked); starts if idle. */
  retry(options: { includeCancelled?: boolean } = {}): Promise<void> {
    let queued = 0;
    for (const entry of this.entries) {
      const { state } = entry.snap;
      if (state === "failed" || (options.includeCancelled && state === "cancelled")) {
        entry.snap = { ...entry.snap, loaded: 0, error: null, result: null };
        this.setState(entry, "queued");
        queued++;
      }
    }
    if (queued === 0) return this.whenIdle();
    return this.start();
  }

  /** Skips the wait for the server and tries now. */
  retryNow(): void {
    if (!this.offline || this.timer === null) return;
    this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.probing = true;
    this.pump();
  }

  snapshot(): QueueSnapshot<R> {
    const counts: Record<TaskState, number> = {
      queued: 0,
      running: 0,
      done: 0,
      failed: 0,
      cancelled: 0,
    };
    let loaded = 0;
    let total = 0;
    for (const { snap } of this.entries) {
      counts[snap.state]++;
      if (snap.state === "cancelled") continue;
      total += snap.total;
      loaded += snap.state === "done" ? snap.total : snap.loaded;
    }
    return {
      tasks: this.entries.map((entry) => ({ ...entry.snap })),
      counts,
      loaded,
      total,
      fraction: total > 0 ? loaded / total : this.isFinished() ? 1 : 0,
      running: this.inFlight,
      offline: this.offline ? { ...this.offline } : null,
      finished: this.isFinished(),
    };
  }

  private isFinished(): boolean {
    return (
      this.inFlight === 0 &&
      this.offline === null &&
      this.entries.every((entry) => entry.snap.state !== "queued")
    );
  }

  private emit(event: QueueEvent) {
    for (const listener of this.listeners) listener(event);
  }

  private setState(entry: Entry<T, R>, state: TaskState) {
    entry.snap = { ...entry.snap, state };
    this.emit({ type: "state", key: entry.task.key, state, error: entry.snap.error });
  }

  private pump() {
    if (this.offline && !this.probing) return; // waiting out the delay
    const limit = this.probing ? 1 : this.concurrency;
    while (this.inFlight < limit) {
      const next = this.entries.find((entry) => entry.snap.state === "queued");
      if (!next) break;
      this.launch(next);
    }
    this.settle();
  }

  private settle() {
    if (!this.isFinished()) return;
    this.emit({ type: "finished" });
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private launch(entry: Entry<T, R>) {
    const controller = new AbortController();
    entry.controller = controller;
    entry.snap = { ...entry.snap, attempts: entry.snap.attempts + 1, loaded: 0, error: null };
    this.inFlight++;
    this.setState(entry, "running");
    const onProgress = (loaded: number, total?: number) => {
      if (entry.controller !== controller || entry.snap.state !== "running") return;
      const nextTotal = total !== undefined && total > 0 ? total : entry.snap.total;
      const nextLoaded = Math.min(Math.max(0, loaded), nextTotal);
      entry.snap = { ...entry.snap, loaded: nextLoaded, total: nextTotal };
      this.emit({ type: "progress", key: entry.task.key, loaded: nextLoaded, total: nextTotal });
    };
    let outcome: Promise<R>;
    try {
      outcome = this.options.run(entry.task, {
        signal: controller.signal,
        attempt: entry.snap.attempts,
        onProgress,
      });
    } catch (error) {
      outcome = Promise.reject(error);
    }
    outcome.then(
      (result) => {
        this.inFlight--;
        entry.controller = null;
        entry.snap = {
          ...entry.snap,
          loaded: entry.snap.total,
          result,
          error: null,
          waitingForServer: false,
        };
        this.setState(entry, "done");
        // Something got through: the server is back.
        if (this.offline) this.backOnline();
        this.pump();
      },
      (error: unknown) => {
        this.inFlight--;
        entry.controller = null;
        if (controller.signal.aborted) {
          entry.snap = { ...entry.snap, loaded: 0, error: null };
          this.setState(entry, "cancelled");
        } else if (this.options.isUnreachable(error) && !this.cancelled) {
          entry.snap = { ...entry.snap, loaded: 0, waitingForServer: true, error: null };
          this.setState(entry, "queued");
          this.goOffline(error);
        } else {
          const message = (this.options.describeError ?? describe)(error);
          entry.snap = { ...entry.snap, error: message, waitingForServer: false };
          this.setState(entry, "failed");
          // The server answered (it refused this file): it can be reached again.
          if (this.offline && !this.options.isUnreachable(error)) this.backOnline();
        }
        this.pump();
      },
    );
  }

  private goOffline(error: unknown) {
    this.probing = false;
    if (this.timer !== null) return; // already waiting: tasks failing together count once
    const attempt = (this.offline?.attempt ?? 0) + 1;
    const delay = backoffDelay(attempt, this.backoff, this.random);
    const now = this.clock.now();
    const message = (this.options.describeError ?? describe)(error);
    this.offline = {
      attempt,
      retryAt: now + delay,
      since: this.offline?.since ?? now,
      lastError: message,
    };
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.probing = true;
      this.pump();
    }, delay);
    this.emit({ type: "offline", attempt, retryInMs: delay, error: message });
  }

  private backOnline() {
    this.stopWaiting();
    this.emit({ type: "online" });
  }

  private stopWaiting() {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.probing = false;
    this.offline = null;
  }

  /** The task with this key, as it stands. */
  task(key: string): TaskSnapshot<R> | undefined {
    const entry = this.byKey.get(key);
    return entry ? { ...entry.snap } : undefined;
  }
}
