import { errorForLog } from "./error-for-log.ts";
import type { Logger } from "./logger.ts";

export interface JobLoop {
  /** Work was queued: look now rather than at the next timer. */
  wake(): void;
  /** Takes no more jobs and waits for the one in hand (at most `graceMs`). */
  stop(graceMs: number): Promise<void>;
}

export interface JobLoopOptions<Job> {
  /** Takes the next due job for this process, or undefined when none is due. */
  claim(): Promise<Job | undefined>;
  /** Does one claimed job; a throw stops this round (logged) until the next poll or wake-up. */
  work(job: Job): Promise<void>;
  /** How long until the next job falls due, undefined when none is waiting. */
  nextDueInMs(): Promise<number | undefined>;
  /** Looks for work at least this often: jobs another process queued, or left half done. */
  pollMs: number;
  logger: Logger;
  /** Names the loop in the log: "lead e-mail outbox". */
  name: string;
}

/**
 * Runs a database-backed queue in this process for as long as the server runs: does what is
 * due one job at a time, then sleeps until the next job falls due (or the next poll, or a
 * wake-up). Any number of processes may run one against the same database, provided `claim`
 * hands a job to one of them only.
 */
export function startJobLoop<Job>(options: JobLoopOptions<Job>): JobLoop {
  const { pollMs, logger } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function drain() {
    do {
      again = false;
      while (!stopped) {
        const job = await options.claim();
        if (job === undefined) break;
        await options.work(job);
      }
    } while (again && !stopped);
  }

  async function schedule() {
    if (stopped) return;
    let wait = pollMs;
    try {
      const due = await options.nextDueInMs();
      // A little after the due time, and never a busy loop, whatever the clocks say.
      if (due !== undefined) wait = Math.min(pollMs, Math.max(50, due + 25));
    } catch {
      // The database is away; look again at the next poll.
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, wait);
    timer.unref();
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error: unknown) => {
        logger.error(`${options.name} failed`, { error: errorForLog(error) });
      })
      .then(schedule)
      .finally(() => {
        running = undefined;
        // Woken while it was going back to sleep: the new job may not have been seen yet.
        if (again) run();
      });
  }

  run();
  return {
    wake: run,
    async stop(graceMs) {
      stopped = true;
      clearTimeout(timer);
      if (!running) return;
      let cut: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          cut = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(cut);
    },
  };
}

/**
 * Keeps a claim alive while its job takes its time, however long that is: `extend` every
 * third of the lease. Returns the function that lets go.
 */
export function holdLease(extend: () => Promise<unknown>, leaseMs: number): () => void {
  const beat = setInterval(() => {
    extend().catch(() => {
      // The database is away: the lease runs out and the job is due again, as after a crash.
    });
  }, leaseMs / 3);
  beat.unref();
  return () => clearInterval(beat);
}

/**
 * Does one claimed job while keeping its lease (`holdLease`). A failure the other side answered
 * (`failureOf` names those: a mail server's refusal, Telegram's) is recorded by `onFailure`;
 * any other error is thrown to the loop, which logs it and looks again later.
 */
export async function workHeldJob<Failure>(job: {
  extend: () => Promise<unknown>;
  leaseMs: number;
  work: () => Promise<void>;
  failureOf: (error: unknown) => Failure | undefined;
  onFailure: (failure: Failure) => Promise<void>;
}): Promise<void> {
  const release = holdLease(job.extend, job.leaseMs);
  try {
    await job.work();
  } catch (error) {
    const failure = job.failureOf(error);
    if (failure === undefined) throw error;
    await job.onFailure(failure);
  } finally {
    release();
  }
}
