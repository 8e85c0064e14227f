import type { Db } from "../db/database.ts";
import { holdLease, type JobLoop, startJobLoop } from "../lib/job-loop.ts";
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

export type OutboxWorker = JobLoop;

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
 * Sends the outbox, in this process, for as long as the server runs, one e-mail at a time.
 * Any number of processes may run one against the same database: rows are claimed, never
 * shared.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, sender, logger, timing } = options;
  // The sender's domain names the Message-ID, which stays the same on every try.
  const messageDomain = mailboxAddress(options.from).split("@").at(-1) || "localhost";

  async function deliver(claimed: ClaimedNotification) {
    const { lead, attempt } = claimed;
    const release = holdLease(
      () => extendLease(db, lead.id, claimed.claim, timing.leaseMs),
      timing.leaseMs,
    );
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

  return startJobLoop({
    claim: () => claimDueNotification(db, timing.leaseMs),
    work: deliver,
    nextDueInMs: () => nextDueInMs(db),
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    logger,
    name: "lead e-mail outbox",
  });
}
