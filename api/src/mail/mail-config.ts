import { hostname } from "node:os";
import type { ConnectionOptions } from "node:tls";
import type { MailSecurity, MailSettings } from "@app/contract";
import { z } from "zod";

/** Where lead e-mails go and how: read once at start from SMTP_URL, NOTIFY_EMAIL and MAIL_FROM. */
export interface MailConfig {
  host: string;
  port: number;
  /**
   * tls: implicit TLS from the first byte (smtps://); starttls: upgraded when the server offers
   * it (required with a login); none: a local relay, chosen in the admin, that takes no login.
   */
  security: MailSecurity;
  user?: string;
  password?: string;
  /** The From header, `Name <address>`. */
  from: string;
  recipients: string[];
  /** Extra TLS settings (a private CA in tests); never from the environment. */
  tls?: ConnectionOptions;
}

export interface MailEnv {
  SMTP_URL?: string;
  NOTIFY_EMAIL?: string;
  MAIL_FROM?: string;
  PUBLIC_URL?: string;
}

const DEFAULT_PORTS = { "smtp:": 587, "smtps:": 465 } as const;

const LOGIN_SPECIALS = "/ # ? @ : or %";
const LOGIN_ENCODED = "%2F %23 %3F %40 %3A %25";

function decodeLogin(part: string): string | undefined {
  if (!part) return undefined;
  try {
    return decodeURIComponent(part);
  } catch {
    throw new Error(
      `SMTP_URL's user or password is not valid URL text: percent-encode ${LOGIN_SPECIALS} in it (${LOGIN_ENCODED}).`,
    );
  }
}

const address = z.email();

/** The address of a mailbox written "Name <a@b.c>" or "a@b.c". */
export const mailboxAddress = (mailbox: string) =>
  (/<([^<>]*)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();

/** The machine's name when the site's own host is not configured: mail needs some domain. */
export function defaultFrom(publicUrl: string | undefined): string {
  let host = hostname() || "localhost";
  if (publicUrl) {
    try {
      host = new URL(publicUrl).hostname;
    } catch {
      // PUBLIC_URL is checked where it is read; the machine's name will do here.
    }
  }
  return `Website <no-reply@${host}>`;
}

/**
 * The mail configuration, or undefined when SMTP_URL is unset (no e-mail). Throws with a
 * sentence a person can act on when the settings cannot work, so the server refuses to start
 * rather than lose leads quietly.
 */
export function readMailConfig(env: MailEnv): MailConfig | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;

  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error(
      `SMTP_URL is not a URL: write it as smtp://user:password@host:port, and percent-encode ${LOGIN_SPECIALS} in the user or password (${LOGIN_ENCODED}).`,
    );
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(
      `SMTP_URL must start with smtp:// (STARTTLS when offered) or smtps:// (TLS), not ${url.protocol}//`,
    );
  }
  if (!url.hostname) throw new Error("SMTP_URL names no mail server host.");
  if ((url.pathname && url.pathname !== "/") || url.search || url.hash) {
    throw new Error(
      `SMTP_URL holds more than smtp://user:password@host:port. If the user or password contains ${LOGIN_SPECIALS}, percent-encode them (${LOGIN_ENCODED}).`,
    );
  }

  const recipients = (env.NOTIFY_EMAIL ?? "")
    .split(",")
    .map((recipient) => recipient.trim())
    .filter(Boolean);
  if (recipients.length === 0) {
    throw new Error("SMTP_URL is set but NOTIFY_EMAIL is not: set who receives the lead e-mails.");
  }
  const badRecipient = recipients.find((recipient) => !address.safeParse(recipient).success);
  if (badRecipient) throw new Error(`NOTIFY_EMAIL holds an invalid address: ${badRecipient}`);

  const mailFrom = env.MAIL_FROM?.trim();
  if (
    mailFrom &&
    (/[\r\n]/.test(mailFrom) || !address.safeParse(mailboxAddress(mailFrom)).success)
  ) {
    throw new Error(`MAIL_FROM is not an address: ${mailFrom} (write it as Name <address>)`);
  }
  // The default may name a host without a domain (a bare machine name): a local relay takes it.
  const from = mailFrom || defaultFrom(env.PUBLIC_URL);

  const protocol = url.protocol as keyof typeof DEFAULT_PORTS;
  return {
    // URL keeps IPv6 literals in brackets; the socket wants them bare.
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : DEFAULT_PORTS[protocol],
    security: protocol === "smtps:" ? "tls" : "starttls",
    user: decodeLogin(url.username),
    password: decodeLogin(url.password),
    from,
    recipients,
  };
}

/** What the admin's settings page shows of it: everything but the password. */
export const describeMailServer = (config: MailConfig): NonNullable<MailSettings["server"]> => ({
  host: config.host,
  port: config.port,
  security: config.security,
  user: config.user ?? null,
});
