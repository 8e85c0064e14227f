import type { Db } from "../db/database.ts";
import type { Logger } from "../lib/logger.ts";
import { leadEmail } from "./lead-email.ts";
import { mailboxAddress } from "./mail-config.ts";
import {
  type ClaimedNotification,
  claimDueNotification,
  extendLease,
  markFailedTry,
  markSent,
  nextDueInMs,
  type OutboxTiming,
} from "./outbox.ts";
import { MailSendError, type SmtpSender } from "./smtp-sender.ts";

export interface OutboxWorker {
  /** Something was queued: look now rather than at the next timer. */
  wake(): void;
  /** Takes no more e-mails and waits for the one in hand (at most `graceMs`). */
  stop(graceMs: number): Promise<void>;
}

interface OutboxWorkerOptions {
  db: Db;
  sender: SmtpSender;
  logger: Logger;
  timing: OutboxTiming;
  /** The From address: its domain names the Message-ID. */
  from: string;
  /** The site's public origin, for links in the e-mail; unset = paths only. */
  publicUrl?: string;
  /** Looks at the outbox at least this often: rows another process queued, or left mid-send. */
  pollMs?: number;
}

const DEFAULT_POLL_MS = 30_000;

/**
 * Sends the outbox, in this process, for as long as the server runs: sends what is due one
 * e-mail at a time, then sleeps until the next row falls due (or the next poll, or a
 * wake-up). Any number of processes may run one against the same database: rows are
 * claimed, never shared.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, sender, logger, timing } = options;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  // The sender's domain names the Message-ID, which stays the same on every try.
  const messageDomain = mailboxAddress(options.from).split("@").at(-1) || "localhost";
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  /** Keeps the claim alive while the mail server takes its time, however long that is. */
  function holdLease(claimed: ClaimedNotification) {
    const beat = setInterval(() => {
      extendLease(db, claimed.lead.id, claimed.claim, timing.leaseMs).catch(() => {
        // The database is away: the lease runs out and the row is due again, as after a crash.
      });
    }, timing.leaseMs / 3);
    beat.unref();
    return () => clearInterval(beat);
  }

  async function deliver(claimed: ClaimedNotification) {
    const { lead, attempt } = claimed;
    const release = holdLease(claimed);
    try {
      const answer = await sender.send({
        ...leadEmail(lead, options.publicUrl),
        messageId: `<lead-${lead.id}-${lead.createdAt.getTime()}@${messageDomain}>`,
      });
      await markSent(db, claimed, answer);
      logger.info("lead e-mail sent", { submission: lead.id, attempt });
    } catch (error) {
      if (!(error instanceof MailSendError)) throw error;
      await markFailedTry(db, claimed, error, timing);
      // The server's answer only: the visitor's words stay out of the log.
      logger.warn("lead e-mail not sent", {
        submission: lead.id,
        attempt,
        permanent: error.permanent,
        answer: error.answer,
      });
    } finally {
      release();
    }
  }

  async function drain() {
    do {
      again = false;
      while (!stopped) {
        const claimed = await claimDueNotification(db, timing.leaseMs);
        if (!claimed) break;
        await deliver(claimed);
      }
    } while (again && !stopped);
  }

  async function schedule() {
    if (stopped) return;
    let wait = pollMs;
    try {
      const due = await nextDueInMs(db);
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
        logger.error("lead e-mail outbox failed", { error: String(error) });
      })
      .then(schedule)
      .finally(() => {
        running = undefined;
        // Woken while it was going back to sleep: the new row may not have been seen yet.
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
