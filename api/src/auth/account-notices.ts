import { describeUserAgent } from "@app/contract";
import type { Logger } from "../lib/logger.ts";
import { phnomPenhTime } from "../mail/lead-email.ts";
import type { MailConfig } from "../mail/mail-config.ts";
import { smtpSender } from "../mail/smtp-sender.ts";

export interface SignIn {
  email: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  /** "password", "password and authenticator code", "passkey", ... */
  method: string;
}

export interface LoginNotices {
  /** Tells the administrator about a sign-in from a device the account had not seen. */
  newDevice(signIn: SignIn): void;
}

export function loginNoticeText(signIn: SignIn, adminUrl: string | undefined): string {
  return [
    "Your website's admin account was signed in to from a device it had not seen before.",
    "",
    `When: ${phnomPenhTime(signIn.at)}`,
    `Device: ${describeUserAgent(signIn.userAgent)}`,
    `Address: ${signIn.ip ?? "unknown"}`,
    `Signed in with: ${signIn.method}`,
    "",
    "If this was you, nothing needs doing.",
    `If it was not: open the admin${adminUrl ? ` (${adminUrl})` : ""}, go to Account, end the sessions you do not recognise, change your password and turn on two-step sign-in.`,
    "",
  ].join("\n");
}

/**
 * Sign-in notices by e-mail when SMTP_URL is set; none otherwise. Sent in the background: a
 * slow or failing mail server never holds up a sign-in, and a failure is logged.
 */
export function loginNotices(
  mail: MailConfig | undefined,
  logger: Logger,
  publicUrl: string | undefined,
): LoginNotices {
  if (!mail) return { newDevice() {} };
  const sender = smtpSender(mail);
  const adminUrl = publicUrl ? `${publicUrl}/admin` : undefined;
  return {
    newDevice(signIn) {
      sender
        .send({
          to: [signIn.email],
          subject: "New sign-in to your website admin",
          text: loginNoticeText(signIn, adminUrl),
        })
        .catch((error: unknown) => {
          logger.warn("sign-in notice not sent", { error: String(error) });
        });
    },
  };
}
