import { roleMay } from "@app/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import type { LeaseTiming } from "../../db/leased-queue.ts";
import { adminUsers } from "../../db/schema.ts";
import { type JobLoop, startJobLoop, workHeldJob } from "../../lib/job-loop.ts";
import type { Logger } from "../../lib/logger.ts";
import { mailboxAddress } from "../mail-config.ts";
import type { OutboxMail } from "../outbox-worker.ts";
import { mailFailure } from "../smtp-sender.ts";
import { digestEmail } from "./digest-email.ts";
import { digestLeads } from "./digest-leads.ts";
import {
  type ClaimedDigest,
  claimDueDigest,
  DEFAULT_DIGEST_TIMING,
  extendDigestLease,
  markDigestDone,
  markDigestFailedTry,
  nextDigestWorkInMs,
  planDigest,
} from "./digest-queue.ts";

interface DigestWorkerOptions {
  db: Db;
  /** The mail server in use now; undefined = e-mail is off, and no digest is planned. */
  mail(): Promise<OutboxMail | undefined>;
  logger: Logger;
  timing?: LeaseTiming;
  publicUrl?: string;
  pollMs?: number;
  /** The clock the morning is read from; tests set the day. */
  now?: () => Date;
}

const DEFAULT_POLL_MS = 5 * 60_000;

/**
 * The morning digest (decision 045), in this process: after 08:00 Phnom Penh time the first
 * process to look plans the day (digest-queue.ts), and every process sends planned e-mails one
 * at a time as the lead e-mails are sent, so each person gets one a day whatever the number of
 * processes. With e-mail off, nothing is planned.
 */
export function startDigestWorker(options: DigestWorkerOptions): JobLoop {
  const { db, logger } = options;
  const timing = options.timing ?? DEFAULT_DIGEST_TIMING;
  const now = options.now ?? (() => new Date());

  async function deliver({ claimed, mail }: { claimed: ClaimedDigest; mail: OutboxMail }) {
    await workHeldJob({
      extend: () => extendDigestLease(db, claimed, timing.leaseMs),
      leaseMs: timing.leaseMs,
      work: async () => {
        const [person] = await db
          .select({
            name: adminUsers.name,
            email: adminUsers.email,
            role: adminUsers.role,
            disabledAt: adminUsers.disabledAt,
          })
          .from(adminUsers)
          .where(eq(adminUsers.id, claimed.userId));
        // Read now, not when planned: a lead handled since is not listed, and someone who may no
        // longer open the leads (disabled, or another role) is not told of them.
        const mayRead = person && !person.disabledAt && roleMay(person.role, "inbox");
        const leads = mayRead
          ? await digestLeads(db, claimed.userId, { day: claimed.day, now: now() })
          : [];
        if (!person || leads.length === 0) {
          await markDigestDone(db, claimed, { state: "empty" });
          return;
        }
        const domain = mailboxAddress(mail.from).split("@").at(-1) || "localhost";
        const answer = await mail.sender.send({
          ...digestEmail(person, leads, claimed.day, options.publicUrl),
          to: [person.email],
          messageId: `<digest-${claimed.day}-${claimed.userId}@${domain}>`,
        });
        await markDigestDone(db, claimed, { state: "sent", answer, leadCount: leads.length });
        logger.info("lead digest sent", { day: claimed.day, leads: leads.length });
      },
      failureOf: mailFailure,
      onFailure: async (error) => {
        await markDigestFailedTry(db, claimed, error, timing);
        logger.warn("lead digest not sent", {
          day: claimed.day,
          attempt: claimed.attempt,
          answer: error.answer,
        });
      },
    });
  }

  return startJobLoop({
    claim: async () => {
      const mail = await options.mail();
      if (!mail) return undefined;
      const planned = await planDigest(db, now());
      if (planned !== undefined) logger.info("lead digest planned", { people: planned });
      const claimed = await claimDueDigest(db, timing);
      return claimed && { claimed, mail };
    },
    work: deliver,
    nextDueInMs: async () => ((await options.mail()) ? nextDigestWorkInMs(db, now()) : undefined),
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    logger,
    name: "lead digest",
  });
}
