import { describeUserAgent } from "@app/contract";
import { errorForLog } from "../lib/error-for-log.ts";
import type { Logger } from "../lib/logger.ts";
import { phnomPenhTime } from "../mail/lead-email.ts";
import type { SmtpSender } from "../mail/smtp-sender.ts";

/** Who did it, from where, when: what every notice tells. */
export interface NoticeOrigin {
  email: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface SignIn extends NoticeOrigin {
  /** "password", "password and authenticator code", "passkey", ... */
  method: string;
}

/** Changes to how the account signs in, worded for the e-mail's subject and first line. */
export const SECURITY_CHANGES = {
  passwordChanged: "Your admin password was changed",
  totpEnabled: "Two-step sign-in was turned on for your admin account",
  totpDisabled: "Two-step sign-in was turned off for your admin account",
  passkeyAdded: "A passkey was added to your admin account",
  passkeyRemoved: "A passkey was removed from your admin account",
} as const;
export type SecurityChange = keyof typeof SECURITY_CHANGES;

export interface AccountNotices {
  /** A sign-in from a device the account had not seen. */
  newDevice(signIn: SignIn): void;
  /** A change to how the account signs in, made from a signed-in session. */
  securityChange(change: SecurityChange, origin: NoticeOrigin, detail?: string): void;
}

const originLines = (origin: NoticeOrigin) => [
  `When: ${phnomPenhTime(origin.at)}`,
  `Device: ${describeUserAgent(origin.userAgent)}`,
  `Address: ${origin.ip ?? "unknown"}`,
];

const ifNotYou = (adminUrl: string | undefined) =>
  `If it was not: open the admin${adminUrl ? ` (${adminUrl})` : ""}, go to Account, end the sessions you do not recognise, change your password, check your passkeys and turn on two-step sign-in.`;

export function newDeviceText(signIn: SignIn, adminUrl: string | undefined): string {
  return [
    "Your website's admin account was signed in to from a device it had not seen before.",
    "",
    ...originLines(signIn),
    `Signed in with: ${signIn.method}`,
    "",
    "If this was you, nothing needs doing.",
    ifNotYou(adminUrl),
    "",
  ].join("\n");
}

export function securityChangeText(
  change: SecurityChange,
  origin: NoticeOrigin,
  adminUrl: string | undefined,
  detail?: string,
): string {
  return [
    `${SECURITY_CHANGES[change]}${detail ? `: ${detail}` : ""}.`,
    "",
    ...originLines(origin),
    "",
    "If this was you, nothing needs doing.",
    ifNotYou(adminUrl),
    "",
  ].join("\n");
}

/**
 * Security notices to the administrator's own address when e-mail is on (SMTP_URL, or the
 * mail server set in the admin); none otherwise. Sent in the background: a slow or failing
 * mail server never holds up a sign-in, and a failure is logged (the activity log keeps the
 * event either way).
 */
export function accountNotices(
  mail: () => Promise<{ sender: SmtpSender } | undefined>,
  logger: Logger,
  publicUrl: string | undefined,
): AccountNotices {
  const adminUrl = publicUrl ? `${publicUrl}/admin` : undefined;
  const send = (to: string, subject: string, text: string) => {
    mail()
      .then((current) => current?.sender.send({ to: [to], subject, text }))
      .catch((error: unknown) => {
        logger.warn("account notice not sent", { subject, error: errorForLog(error) });
      });
  };
  return {
    newDevice(signIn) {
      send(signIn.email, "New sign-in to your website admin", newDeviceText(signIn, adminUrl));
    },
    securityChange(change, origin, detail) {
      send(
        origin.email,
        SECURITY_CHANGES[change],
        securityChangeText(change, origin, adminUrl, detail),
      );
    },
  };
}
