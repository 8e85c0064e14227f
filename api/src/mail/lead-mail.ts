import type { MailSettings, MailTestReason, MailTestResult } from "@app/contract";
import type { Db } from "../db/database.ts";
import type { Logger } from "../lib/logger.ts";
import { startDigestWorker } from "./digest/digest-worker.ts";
import { phnomPenhTime } from "./lead-email.ts";
import { defaultFrom, describeMailServer, type MailConfig } from "./mail-config.ts";
import type { MailSettingsStore } from "./mail-settings-store.ts";
import { DEFAULT_OUTBOX_TIMING, type OutboxTiming, outboxCounts } from "./outbox.ts";
import { type OutboxWorker, startOutboxWorker } from "./outbox-worker.ts";
import { MailSendError, type SmtpSender, smtpSender } from "./smtp-sender.ts";

/** Lead e-mails as the rest of the server sees them. */
export interface LeadMail {
  /** E-mail is on now: new submissions get an outbox row. */
  isEnabled(): Promise<boolean>;
  /** The mail server in use now: the environment's when set, else the admin's settings. */
  current(): Promise<{ config: MailConfig; sender: SmtpSender } | undefined>;
  /** A submission was stored with an e-mail to send. */
  queued(): void;
  settings(): Promise<MailSettings>;
  /** Sends a test e-mail now (not through the outbox) and reports the server's answer. */
  sendTest(): Promise<MailTestResult>;
  /** The settings saved in the admin. */
  store: MailSettingsStore;
  /** Says in the log, once at start, whether e-mail is on and where its settings come from. */
  logState(): Promise<void>;
  stop(graceMs: number): Promise<void>;
}

export interface LeadMailOptions {
  db: Db;
  logger: Logger;
  /** From the environment (SMTP_URL...): wins over the admin's settings. */
  config?: MailConfig;
  store: MailSettingsStore;
  timing?: OutboxTiming;
  pollMs?: number;
  publicUrl?: string;
  retentionDays?: number;
  /** The morning digest's clock (digest-worker.ts); the real one unless a test sets it. */
  digestClock?: () => Date;
  digestPollMs?: number;
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

/** Why a send failed, for the plain words the admin shows beside the server's answer. */
export function testReason(error: MailSendError): MailTestReason {
  const { code, command, responseCode } = error.failure;
  const answer = error.answer;
  if (code === "EAUTH" || responseCode === 535 || responseCode === 534) return "login";
  if (code === "ETLS" || /certificate|SSL routines|wrong version number|TLS/i.test(answer)) {
    return "tls";
  }
  if (/ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN/.test(answer)) {
    return "unreachable";
  }
  if (code === "ETIMEDOUT" || /timeout|timed out/i.test(answer)) return "timeout";
  if (command === "MAIL FROM") return "sender";
  if (command === "RCPT TO" || code === "EENVELOPE") return "recipients";
  if (code === "ECONNECTION" || code === "ESOCKET") return "unreachable";
  if (responseCode !== undefined && responseCode >= 400) return "refused";
  return "other";
}

/** One transport per configuration: remade when the settings change, not at every send. */
function senderCache() {
  let last: { key: string; sender: SmtpSender } | undefined;
  return (config: MailConfig): SmtpSender => {
    const key = JSON.stringify({ ...config, tls: config.tls ? Object.keys(config.tls) : null });
    if (last?.key !== key || !last) last = { key, sender: smtpSender(config) };
    return last.sender;
  };
}

export function startLeadMail(options: LeadMailOptions): LeadMail {
  const { db, logger, store } = options;
  const envConfig = options.config;
  const senderFor = senderCache();

  async function current() {
    if (envConfig) return { config: envConfig, sender: senderFor(envConfig) };
    const panel = await store.read();
    return panel.state === "ready"
      ? { config: panel.config, sender: senderFor(panel.config) }
      : undefined;
  }

  const mail = async () => {
    const inUse = await current();
    return inUse && { sender: inUse.sender, from: inUse.config.from };
  };
  const worker: OutboxWorker = startOutboxWorker({
    db,
    logger,
    mail,
    timing: options.timing ?? DEFAULT_OUTBOX_TIMING,
    pollMs: options.pollMs,
    publicUrl: options.publicUrl,
  });
  const digest = startDigestWorker({
    db,
    logger,
    mail,
    publicUrl: options.publicUrl,
    now: options.digestClock,
    pollMs: options.digestPollMs,
  });
  // New settings (saved here or in another process): rows that waited may go now.
  store.onChange(() => {
    worker.wake();
    digest.wake();
  });

  return {
    async logState() {
      if (envConfig) {
        logger.info("lead e-mails on", {
          server: `${envConfig.host}:${envConfig.port} (${envConfig.security})`,
          to: envConfig.recipients.join(", "),
          settings: "SMTP_URL (the admin's mail settings are not used)",
        });
        return;
      }
      const panel = await store.read().catch(() => undefined);
      if (panel?.state === "ready") {
        const { config } = panel;
        logger.info("lead e-mails on", {
          server: `${config.host}:${config.port} (${config.security})`,
          to: config.recipients.join(", "),
          settings: "the admin's Settings",
        });
      } else {
        logger.warn(
          panel?.state === "passwordUnreadable"
            ? "lead e-mails off: SMTP_URL is not set and the mail password saved in the admin was sealed with another key (a restored backup): enter it again in Settings"
            : "lead e-mails off: SMTP_URL is not set and no mail server is set up in the admin's Settings; quote requests are only kept in the inbox",
        );
      }
    },
    isEnabled: async () => (await current()) !== undefined,
    current,
    queued: () => worker.wake(),
    store,
    async settings() {
      const panel = await store.readFresh();
      const inUse = envConfig ?? (panel.state === "ready" ? panel.config : undefined);
      return {
        enabled: inUse !== undefined,
        source: envConfig ? "environment" : inUse ? "panel" : "none",
        server: inUse ? describeMailServer(inUse) : null,
        from: inUse?.from ?? null,
        recipients: inUse?.recipients ?? [],
        saved:
          panel.state === "unset"
            ? null
            : {
                ...panel.saved,
                passwordSaved: panel.state === "ready" ? panel.passwordSaved : true,
                passwordUnreadable: panel.state === "passwordUnreadable",
              },
        canStorePassword: store.canStorePassword,
        defaultFrom: defaultFrom(options.publicUrl),
        retentionDays: options.retentionDays ?? null,
        outbox: await outboxCounts(db),
      };
    },
    async sendTest() {
      const mail = await current();
      if (!mail) throw new Error("e-mail is not configured");
      const { config, sender } = mail;
      try {
        const answer = await sender.send(testEmail(config));
        return { ok: true, reason: "accepted", answer, recipients: config.recipients };
      } catch (error) {
        if (!(error instanceof MailSendError)) throw error;
        return {
          ok: false,
          reason: testReason(error),
          answer: error.answer,
          recipients: config.recipients,
        };
      }
    },
    async stop(graceMs) {
      await Promise.all([worker.stop(graceMs), digest.stop(graceMs)]);
      await store.close();
    },
  };
}
