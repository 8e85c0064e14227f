import type { MailSettings, MailTestResult } from "@app/contract";
import type { Db } from "../db/database.ts";
import type { Logger } from "../lib/logger.ts";
import { phnomPenhTime } from "./lead-email.ts";
import { describeMailServer, type MailConfig } from "./mail-config.ts";
import { DEFAULT_OUTBOX_TIMING, type OutboxTiming, outboxCounts } from "./outbox.ts";
import { type OutboxWorker, startOutboxWorker } from "./outbox-worker.ts";
import { MailSendError, type SmtpSender, smtpSender } from "./smtp-sender.ts";

/** Lead e-mails as the rest of the server sees them. */
export interface LeadMail {
  /** E-mail is configured: new submissions get an outbox row. */
  enabled: boolean;
  /** A submission was stored with an e-mail to send. */
  queued(): void;
  settings(): Promise<MailSettings>;
  /** Sends a test e-mail now (not through the outbox) and reports the server's answer. */
  sendTest(): Promise<MailTestResult>;
  stop(graceMs: number): Promise<void>;
}

export interface LeadMailOptions {
  db: Db;
  logger: Logger;
  config?: MailConfig;
  timing?: OutboxTiming;
  pollMs?: number;
  publicUrl?: string;
  retentionDays?: number;
}

function testEmail(config: MailConfig) {
  const text = [
    "This is a test of the website's e-mail notifications, sent from the admin's settings.",
    "",
    `Sent: ${phnomPenhTime(new Date())}`,
    `Quote requests and contact messages are e-mailed to: ${config.recipients.join(", ")}`,
    "",
    "If you can read this, new leads will reach you. Nothing needs doing.",
  ].join("\n");
  return { subject: "Test e-mail from the website", text: `${text}\n` };
}

export function startLeadMail(options: LeadMailOptions): LeadMail {
  const { db, logger, config } = options;
  const sender: SmtpSender | undefined = config && smtpSender(config);
  const worker: OutboxWorker | undefined =
    config && sender
      ? startOutboxWorker({
          db,
          sender,
          logger,
          from: config.from,
          timing: options.timing ?? DEFAULT_OUTBOX_TIMING,
          pollMs: options.pollMs,
          publicUrl: options.publicUrl,
        })
      : undefined;

  if (config) {
    logger.info("lead e-mails on", {
      server: `${config.host}:${config.port} (${config.security})`,
      to: config.recipients.join(", "),
    });
  } else {
    logger.warn("lead e-mails off: SMTP_URL is not set, quote requests are only kept in the inbox");
  }

  return {
    enabled: config !== undefined,
    queued: () => worker?.wake(),
    async settings() {
      return {
        enabled: config !== undefined,
        server: config ? describeMailServer(config) : null,
        from: config?.from ?? null,
        recipients: config?.recipients ?? [],
        retentionDays: options.retentionDays ?? null,
        outbox: await outboxCounts(db),
      };
    },
    async sendTest() {
      if (!config || !sender) throw new Error("e-mail is not configured");
      try {
        const answer = await sender.send(testEmail(config));
        return { ok: true, answer, recipients: config.recipients };
      } catch (error) {
        if (!(error instanceof MailSendError)) throw error;
        return { ok: false, answer: error.answer, recipients: config.recipients };
      }
    },
    stop: (graceMs) => worker?.stop(graceMs) ?? Promise.resolve(),
  };
}
