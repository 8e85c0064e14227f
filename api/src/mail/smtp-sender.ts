import nodemailer from "nodemailer";
import { type MailConfig, mailboxAddress } from "./mail-config.ts";

export interface OutgoingMail {
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name: string; address: string };
  /** Kept the same on every try, so a mail client shows a rare duplicate as one message. */
  messageId?: string;
  /**
   * Who gets it instead of the configured recipients: only ever an address the server holds
   * (the administrator's own, for a sign-in notice), never one a visitor typed.
   */
  to?: string[];
}

/** A send the mail server did not accept, with its own answer (or the network error). */
export class MailSendError extends Error {
  constructor(
    readonly answer: string,
    /** The server refused for good (a 5xx answer): trying again would get the same. */
    readonly permanent: boolean,
    /** What failed, as nodemailer tells it: its error code (EAUTH, ECONNECTION...) and the SMTP step. */
    readonly failure: { code?: string; command?: string; responseCode?: number } = {},
  ) {
    super(answer);
    this.name = "MailSendError";
  }
}

export interface SmtpSender {
  /** Sends to the configured recipients (or `to`); resolves with the server's answer ("250 ..."). */
  send(mail: OutgoingMail): Promise<string>;
}

/** A mail server that stops answering fails the send, and the outbox tries again later. */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

interface NodemailerError extends Error {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
}

function sendError(error: unknown): MailSendError {
  const failure = error as NodemailerError;
  const code = failure.responseCode;
  const permanent = code !== undefined && code >= 500 && code < 600;
  const answer = failure.response?.trim() || failure.message || String(error);
  const details = { code: failure.code, command: failure.command, responseCode: code };
  if (failure.code === "ETLS" && failure.command === "STARTTLS") {
    return new MailSendError(
      `The mail server does not offer STARTTLS, and a password is never sent unencrypted: use smtps:// or a server that offers STARTTLS. It answered: ${answer}`,
      permanent,
      details,
    );
  }
  return new MailSendError(answer, permanent, details);
}

export function smtpSender(config: MailConfig): SmtpSender {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    // smtps:// is TLS from the start; smtp:// upgrades with STARTTLS whenever the server offers
    // it, and must when there is a password to send: never in the clear. "none" (a local relay
    // chosen in the admin) never upgrades and never logs in.
    secure: config.security === "tls",
    requireTLS: config.user !== undefined,
    ignoreTLS: config.security === "none",
    auth:
      config.user && config.security !== "none"
        ? { user: config.user, pass: config.password ?? "" }
        : undefined,
    tls: config.tls,
    ...SMTP_TIMEOUTS,
  });
  return {
    async send(mail) {
      const recipients = mail.to ?? config.recipients;
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: recipients,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          headers: { "Auto-Submitted": "auto-generated" },
          // Set explicitly: the recipients are only ever the ones chosen here, whatever the
          // headers say.
          envelope: { from: mailboxAddress(config.from), to: recipients },
        });
        const rejected = (info.rejected ?? []).map(String);
        const answer = String(info.response ?? "").trim() || "accepted";
        return rejected.length > 0 ? `${answer} (refused for ${rejected.join(", ")})` : answer;
      } catch (error) {
        throw sendError(error);
      }
    },
  };
}

/** The mail server's refusal or the network's failure, or undefined for an error of our own. */
export const mailFailure = (error: unknown): MailSendError | undefined =>
  error instanceof MailSendError ? error : undefined;
