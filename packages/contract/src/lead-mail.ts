import { z } from "zod";
import { FIELD_MAXIMUMS } from "./limits.ts";
import { MAIL_SECURITY, MAIL_TEST_REASONS } from "./mail-settings.ts";
import { validationMessages } from "./messages.ts";
import type { SubmissionNotificationFilter } from "./submissions.ts";

/**
 * Where a submission's e-mail to the business stands:
 * queued (not tried yet), sending (a worker has it now), sent, retrying (a try failed for a
 * reason that may pass: the server was down or said "try later"), failed (the server refused
 * it for good, a 5xx answer, or retries ran out).
 */
export const NOTIFICATION_STATES = ["queued", "sending", "sent", "retrying", "failed"] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const SubmissionNotificationSchema = z.object({
  state: z.enum(NOTIFICATION_STATES),
  attempts: z.number().int(),
  /** The mail server's last answer: its acceptance once sent, else its refusal or the network error. */
  lastAnswer: z.string().nullable(),
  /** When the next try is due (queued and retrying only). */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type SubmissionNotification = z.infer<typeof SubmissionNotificationSchema>;

/**
 * Where the mail settings in use come from: the server's environment (SMTP_URL and the rest,
 * which win), the admin's Settings, or nowhere (e-mail off).
 */
export const MAIL_SETTINGS_SOURCES = ["environment", "panel", "none"] as const;
export type MailSettingsSource = (typeof MAIL_SETTINGS_SOURCES)[number];

/** What the owner saved in the admin's mail settings, the password apart (stored as it is). */
export const SavedMailSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  security: z.enum(MAIL_SECURITY),
  user: z.string(),
  from: z.string(),
  recipients: z.array(z.string()),
});
export type SavedMailSettings = z.infer<typeof SavedMailSettingsSchema>;

/** The mail configuration as the admin sees it: never the password. */
export const MailSettingsSchema = z.object({
  enabled: z.boolean(),
  source: z.enum(MAIL_SETTINGS_SOURCES),
  server: z
    .object({
      host: z.string(),
      port: z.number().int(),
      /** tls: encrypted from the first byte (smtps://); starttls: upgraded when the server offers it; none: a local relay. */
      security: z.enum(MAIL_SECURITY),
      user: z.string().nullable(),
    })
    .nullable(),
  from: z.string().nullable(),
  recipients: z.array(z.string()),
  /** The settings saved in the admin (shown in its form even while the environment wins). */
  saved: SavedMailSettingsSchema.extend({
    /** A password is stored (it is never sent back). */
    passwordSaved: z.boolean(),
    /** The stored password was sealed with another server's key (a restored backup). */
    passwordUnreadable: z.boolean(),
  }).nullable(),
  /** The server holds a key to seal a mail password with; without one, none can be saved. */
  canStorePassword: z.boolean(),
  /** The sender used when the owner leaves it to the server: `Website <no-reply@host>`. */
  defaultFrom: z.string(),
  /** Submissions older than this many days are deleted daily; null keeps them. */
  retentionDays: z.number().int().nullable(),
  outbox: z.object({ waiting: z.number().int(), failed: z.number().int() }),
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;

/** What "Send a test e-mail" reports: the SMTP server's own answer, accepted or not. */
export const MailTestResultSchema = z.object({
  ok: z.boolean(),
  /** Why, for the plain words in mailSettingsMessages.testReasons. */
  reason: z.enum(MAIL_TEST_REASONS),
  answer: z.string(),
  recipients: z.array(z.string()),
});
export type MailTestResult = z.infer<typeof MailTestResultSchema>;

/** Erasing every submission from one address, for a client who asks to be forgotten. */
export const SubmissionErasureSchema = z.object({
  email: z
    .string({ error: validationMessages.email })
    .trim()
    .max(FIELD_MAXIMUMS.email, validationMessages.email)
    .pipe(z.email({ error: validationMessages.email })),
});
export type SubmissionErasure = z.infer<typeof SubmissionErasureSchema>;

/** How many submissions an address has (before erasing), or had (after). */
export const SubmissionErasureCountSchema = z.object({
  email: z.string(),
  count: z.number().int(),
});
export type SubmissionErasureCount = z.infer<typeof SubmissionErasureCountSchema>;

/** "1 message", "3 messages". */
const messages = (count: number) => (count === 1 ? "1 message" : `${count} messages`);

/** The admin's words for lead e-mails, the mail settings and erasure. */
export const leadMailMessages = {
  mailOff:
    "E-mail notifications are off: no mail server is set up. New messages are only shown here. Set up the mail server in Settings to have each one e-mailed.",
  /** The same, said in Settings above the mail server's form. */
  mailOffBelow:
    "E-mail notifications are off: no mail server is set up yet. New messages are only shown in the Inbox. Fill in the mail server below to have each one e-mailed.",
  notificationState: {
    queued: "E-mail queued",
    sending: "E-mailing...",
    sent: "E-mailed",
    retrying: "E-mail retrying",
    failed: "E-mail failed",
  } satisfies Record<NotificationState, string>,
  notEmailed: "Not e-mailed",
  /** The inbox's filter by the e-mail's fate, and what an empty list says under it. */
  inboxFilter: {
    label: "E-mail",
    options: { any: "Any", failed: "Failed" } satisfies Record<
      "any" | SubmissionNotificationFilter,
      string
    >,
    noneFailed: {
      title: "No failed e-mails",
      text: "No message the filters match has an e-mail that failed for good. Set E-mail to Any to see them all.",
    },
  },
  resendQueued: { title: "E-mail queued", description: "It will be sent again in a moment." },
  resendFailure: { title: "Could not queue the e-mail", description: "Please try again." },
  resendNotPossible: "This message has no e-mail to send again.",
  testSent: "The mail server accepted the test e-mail.",
  testRefused: "The test e-mail was not sent.",
  testFailure: "Could not reach the server to send a test e-mail.",
  erased: (count: number, email: string) => ({
    title: count === 1 ? "1 message erased" : `${count} messages erased`,
    description: `Nothing from ${email} is kept any more.`,
  }),
  erasureFailure: { title: "Erase failed", description: "Failed to erase the messages." },
  nothingToErase: (email: string) => `There are no messages from ${email}.`,
  notEmailedReason:
    "No e-mail was due: e-mail notifications were off when it arrived, or it was marked as spam.",
  /** The e-mail's story in a message's dialog. */
  notification: {
    heading: "E-mail to the business",
    tries: "Tries",
    lastAnswer: "Mail server's answer",
    sentAt: "Sent",
    nextTry: "Next try",
    sendAgain: "Send again",
    queuing: "Queuing...",
  },
  /** The mail settings card in Settings. */
  settings: {
    title: "E-mail notifications",
    description:
      "Where quote requests and contact messages from the website are e-mailed, and how long they are kept.",
    loading: "Loading the e-mail settings",
    loadFailure: "Failed to load the e-mail settings.",
    server: "Mail server",
    security: {
      tls: "TLS",
      starttls: "STARTTLS when offered",
      none: "No encryption (local relay)",
    } satisfies Record<NonNullable<MailSettings["server"]>["security"], string>,
    login: (user: string | null) => (user ? `Login: ${user}` : "No login"),
    from: "From",
    recipients: "Sent to",
    outbox: "Outbox",
    waiting: (count: number) => `${count} waiting`,
    failed: (count: number) => `${count} failed`,
    failedHint:
      "Open a failed message in the inbox to read the mail server's answer and send it again.",
    openInbox: "Show failed e-mails",
    retention: "Keeping messages",
    retentionDays: (days: number) =>
      `Messages older than ${days === 1 ? "1 day" : `${days} days`} are deleted daily.`,
    keptForever: "Messages are kept until you delete them.",
    sendTest: "Send a test e-mail",
    sendingTest: "Sending a test e-mail...",
    testAnswer: "The server answered:",
    testRecipients: (recipients: readonly string[]) => `Sent to ${recipients.join(", ")}.`,
  },
  /** Erasing a client's messages, from the inbox. */
  erasure: {
    open: "Erase a client's data",
    title: "Erase a client's data",
    description:
      "For a client who asks to be forgotten: every message from one e-mail address, spam included, is erased for good.",
    emailLabel: "Client's e-mail address",
    find: "Find messages",
    finding: "Finding...",
    lookupFailure: "Failed to count the messages.",
    confirm: (count: number, email: string) =>
      `${messages(count)} from ${email} will be erased permanently, including spam. This cannot be undone.`,
    erase: (count: number) => `Erase ${messages(count)}`,
    erasing: "Erasing...",
    changeAddress: "Change address",
    cancel: "Cancel",
  },
} as const;
