import { z } from "zod";

/**
 * How the connection to the mail server is protected: TLS from the first byte (smtps, 465),
 * STARTTLS (587, upgraded once connected; required when there is a password to send), or none
 * (a relay on the same machine or network that asks for no login).
 */
export const MAIL_SECURITY = ["tls", "starttls", "none"] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

/** The owner's words for the mail settings form, its validation and its answers. */
export const mailSettingsMessages = {
  title: "Mail server",
  /** The form's accessible name. */
  formName: "Mail server settings",
  description:
    'The mail server that sends quote requests and contact messages to you. Your e-mail provider\'s help pages give these values (look for "SMTP").',
  labels: {
    host: "Mail server",
    port: "Port",
    security: "Security",
    user: "User name",
    password: "Password",
    from: "Sender (From)",
    recipients: "People notified",
    currentPassword: "Your admin password",
  },
  hints: {
    host: "For example smtp.gmail.com or mail.yourcompany.com.",
    user: "Often your full e-mail address. Leave empty if the server asks for no login.",
    from: "The address the e-mails come from, like Company website <web@company.com>. Your provider must let you send from it.",
    recipients: "One e-mail address per line, or separated by commas.",
    currentPassword: "Changing the mail password needs a recent sign-in: enter your own password.",
  },
  security: {
    tls: "TLS from the start (usually port 465)",
    starttls: "STARTTLS (usually 587)",
    none: "None (local relay only)",
  } satisfies Record<MailSecurity, string>,
  /** The usual port of each choice, filled in when the owner picks one. */
  defaultPorts: { tls: 465, starttls: 587, none: 25 } satisfies Record<MailSecurity, number>,
  passwordSaved: "A password is saved.",
  changePassword: "Change",
  keepPassword: "Keep the saved password",
  save: "Save",
  saving: "Saving...",
  saved: { title: "Mail settings saved", description: "New e-mails use them from now on." },
  saveFailure: { title: "Mail settings not saved" },
  fromEnvironment:
    "Set by the server's configuration; changes here are not used while it is. These are the values in use:",
  passwordUnreadable:
    "The mail password must be entered again (this backup came from another server). E-mail notifications are off until then.",
  noKey:
    "The server has no key to keep passwords safe, so it cannot save a mail password. Ask whoever runs the server to set up a key for saved passwords.",
  /** The technical side, shown only with the admin's developer tools on. */
  developer: {
    noKey: "The key is SECRETS_KEY (base64 of 32 bytes); see decision 025.",
    fromEnvironment: "SMTP_URL is set; NOTIFY_EMAIL and MAIL_FROM come from the environment too.",
  },
  validation: {
    host: "Mail server: enter the server's name, like smtp.example.com (no spaces).",
    port: "Port: enter a number from 1 to 65535.",
    user: "User name: at most 254 characters.",
    userWithoutSecurity:
      "User name: a login is only sent over an encrypted connection. Choose TLS or STARTTLS under Security, or leave the user name empty.",
    passwordWithoutUser: "User name: enter the user name that goes with the password.",
    passwordMissing: "Password: enter the password for this user name.",
    passwordForNewServer:
      "Password: enter the password again: the saved one is only sent to the server it was saved for.",
    password: "Password: at most 500 characters.",
    from: "Sender (From): enter an e-mail address, like Company website <web@company.com>.",
    recipientsMissing: "People notified: enter at least one e-mail address.",
    recipient: (value: string) => `People notified: "${value}" is not an e-mail address.`,
    recipientsTooMany: "People notified: at most 20 addresses.",
  },
  /** The test e-mail's outcome in plain words, beside the server's own answer. */
  testReasons: {
    accepted: "Check the inbox of the people notified: it should arrive within a minute or two.",
    login: "The mail server refused the user name or password. Check both and save again.",
    unreachable:
      "Nothing answered at that server and port. Check the server's name, the port and the security choice.",
    timeout:
      "The mail server did not answer in time. Check the port and the security choice (465 usually goes with TLS, 587 with STARTTLS).",
    tls: "The secure connection failed. Check the security choice for this port, or ask your provider which one to use.",
    sender: "The mail server refused the sender. Use an address your provider lets you send from.",
    recipients: "The mail server refused one of the people notified. Check their addresses.",
    refused: "The mail server refused the e-mail. Its answer is below.",
    other: "The e-mail was not sent. The mail server's answer is below.",
  },
} as const;

const words = mailSettingsMessages.validation;

/** "Name <a@b.c>" or "a@b.c": the address inside. */
export const mailboxAddressOf = (mailbox: string) =>
  (/<([^<>]*)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();

const isAddress = (value: string) => z.email().safeParse(value).success;

/** A sender as the From header takes it: `Name <a@b.c>` or `a@b.c`, on one line. */
export const isMailbox = (value: string) =>
  !/[\r\n]/.test(value) && isAddress(mailboxAddressOf(value));

/** People notified, as typed: split at commas, semicolons and line breaks. */
export const splitRecipients = (value: string | readonly string[]) =>
  (typeof value === "string" ? value.split(/[,;\r\n]+/) : value)
    .map((recipient) => recipient.trim())
    .filter(Boolean);

export const MAIL_RECIPIENTS_MAX = 20;

/**
 * The mail settings the owner saves in the admin. `password`: unset keeps the saved one, a
 * value replaces it; with no user name, no password is kept. `currentPassword` confirms a
 * password change from a session that signed in long ago.
 */
export const MailSettingsInputSchema = z
  .object({
    host: z
      .string({ error: words.host })
      .trim()
      .min(1, words.host)
      .max(253, words.host)
      .regex(/^[^\s/@:?#]+$|^\[?[0-9a-fA-F:.]+\]?$/, words.host),
    port: z.coerce
      .number({ error: words.port })
      .int(words.port)
      .min(1, words.port)
      .max(65535, words.port),
    security: z.enum(MAIL_SECURITY),
    user: z.string({ error: words.user }).trim().max(254, words.user).default(""),
    password: z.string({ error: words.password }).max(500, words.password).optional(),
    from: z.string({ error: words.from }).trim().max(320, words.from).refine(isMailbox, words.from),
    recipients: z
      .union([z.string(), z.array(z.string())], { error: words.recipientsMissing })
      .transform((value, context) => {
        const recipients = splitRecipients(value);
        if (recipients.length === 0) {
          context.addIssue({ code: "custom", message: words.recipientsMissing });
        } else if (recipients.length > MAIL_RECIPIENTS_MAX) {
          context.addIssue({ code: "custom", message: words.recipientsTooMany });
        }
        const bad = recipients.find((recipient) => !isAddress(recipient));
        if (bad !== undefined) {
          context.addIssue({ code: "custom", message: words.recipient(bad.slice(0, 80)) });
        }
        return recipients;
      }),
    currentPassword: z.string().max(1000).optional(),
  })
  .superRefine((settings, context) => {
    if (settings.user && settings.security === "none") {
      context.addIssue({ code: "custom", path: ["user"], message: words.userWithoutSecurity });
    } else if (!settings.user && settings.password) {
      context.addIssue({ code: "custom", path: ["user"], message: words.passwordWithoutUser });
    }
  });
export type MailSettingsInput = z.infer<typeof MailSettingsInputSchema>;
export type MailSettingsFormValues = z.input<typeof MailSettingsInputSchema>;

/** Why a test e-mail went as it did, for the words above. */
export const MAIL_TEST_REASONS = Object.keys(mailSettingsMessages.testReasons) as [
  keyof typeof mailSettingsMessages.testReasons,
  ...(keyof typeof mailSettingsMessages.testReasons)[],
];
export type MailTestReason = (typeof MAIL_TEST_REASONS)[number];
