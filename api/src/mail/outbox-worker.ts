import type { Db } from "../db/database.ts";
import { type JobLoop, startJobLoop, workHeldJob } from "../lib/job-loop.ts";
import type { Logger } from "../lib/logger.ts";
import { listAttachments } from "../routes/submissions/lead-attachments.ts";
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
import { mailFailure, type SmtpSender } from "./smtp-sender.ts";

export type OutboxWorker = JobLoop;

/** The mail server in use now, and the From address (its domain names the Message-ID). */
export interface OutboxMail {
  sender: SmtpSender;
  from: string;
}

interface OutboxWorkerOptions {
  db: Db;
  /** Asked before each claim: the settings may change while the server runs; undefined = off. */
  mail(): Promise<OutboxMail | undefined>;
  logger: Logger;
  timing: OutboxTiming;
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
  const { db, logger, timing } = options;

  async function deliver({ claimed, mail }: { claimed: ClaimedNotification; mail: OutboxMail }) {
    const { lead, attempt } = claimed;
    const { sender } = mail;
    // The sender's domain names the Message-ID, which stays the same on every try.
    const messageDomain = mailboxAddress(mail.from).split("@").at(-1) || "localhost";
    await workHeldJob({
      extend: () => extendLease(db, claimed, timing.leaseMs),
      leaseMs: timing.leaseMs,
      work: async () => {
        const answer = await sender.send({
          ...leadEmail(lead, options.publicUrl, await listAttachments(db, lead.id)),
          messageId: `<lead-${lead.id}-${lead.createdAt.getTime()}@${messageDomain}>`,
        });
        await markSent(db, claimed, answer);
        logger.info("lead e-mail sent", { submission: lead.id, attempt });
      },
      failureOf: mailFailure,
      onFailure: async (error) => {
        await markFailedTry(db, claimed, error, timing);
        // The server's answer only: the visitor's words stay out of the log.
        logger.warn("lead e-mail not sent", {
          submission: lead.id,
          attempt,
          permanent: error.permanent,
          answer: error.answer,
        });
      },
    });
  }

  return startJobLoop({
    // With e-mail off (no settings, or a password to enter again), rows wait where they are.
    claim: async () => {
      const mail = await options.mail();
      if (!mail) return undefined;
      const claimed = await claimDueNotification(db, timing);
      return claimed && { claimed, mail };
    },
    work: deliver,
    nextDueInMs: async () => ((await options.mail()) ? nextDueInMs(db) : undefined),
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    logger,
    name: "lead e-mail outbox",
  });
}
