import type { Db } from "../db/database.ts";
import type { Logger } from "../lib/logger.ts";
import { leadEmail } from "./lead-email.ts";
import {
  type ClaimedNotification,
  claimDueNotifications,
  markFailedTry,
  markSent,
  nextDueAt,
  type OutboxTiming,
} from "./outbox.ts";
import { MailSendError, type SmtpSender } from "./smtp-sender.ts";

export interface OutboxWorker {
  /** Something was queued: look now rather than at the next timer. */
  wake(): void;
  /** Stops taking work and waits for the e-mails in hand (at most `graceMs`). */
  stop(graceMs: number): Promise<void>;
}

interface OutboxWorkerOptions {
  db: Db;
  sender: SmtpSender;
  logger: Logger;
  timing: OutboxTiming;
  /** The site's public origin, for links in the e-mail; unset = paths only. */
  publicUrl?: string;
  /** The From address: its domain names the Message-ID. */
  from: string;
  /** Looks at the outbox at least this often: rows another process queued, or left mid-send. */
  pollMs?: number;
}

/** E-mails claimed per round; sent one after another, gently for the mail server. */
const BATCH = 10;
const DEFAULT_POLL_MS = 30_000;

/** The address's domain, for a Message-ID that stays the same on every try. */
const domainOf = (mailbox: string) => /@([^>\s]+)>?\s*$/.exec(mailbox)?.[1] ?? "localhost";

/**
 * Sends the outbox, in this process, for as long as the server runs: drains what is due, then
 * sleeps until the next row falls due (or the next poll, or a wake-up). Any number of
 * processes may run one against the same database: rows are claimed, never shared.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, sender, logger, timing } = options;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const messageDomain = domainOf(options.from);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function deliver({ attempt, lead }: ClaimedNotification) {
    const mail = leadEmail(lead, options.publicUrl);
    try {
      const answer = await sender.send({
        ...mail,
        messageId: `<lead-${lead.id}-${lead.createdAt.getTime()}@${messageDomain}>`,
      });
      await markSent(db, lead.id, attempt, answer);
      logger.info("lead e-mail sent", { submission: lead.id, attempt });
    } catch (error) {
      if (!(error instanceof MailSendError)) throw error;
      await markFailedTry(db, lead.id, attempt, error, timing);
      // The server's answer only: the visitor's words stay out of the log.
      logger.warn("lead e-mail not sent", {
        submission: lead.id,
        attempt,
        permanent: error.permanent,
        answer: error.answer,
      });
    }
  }

  async function drain() {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const batch = await claimDueNotifications(db, BATCH, timing.leaseMs);
        if (batch.length === 0) break;
        for (const claimed of batch) await deliver(claimed);
      }
    } while (again && !stopped);
  }

  async function schedule() {
    if (stopped) return;
    let wait = pollMs;
    try {
      const due = await nextDueAt(db);
      if (due) wait = Math.min(pollMs, Math.max(0, due.getTime() - Date.now()) + 25);
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
