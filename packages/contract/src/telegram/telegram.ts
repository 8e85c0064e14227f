import { z } from "zod";

/** A linking code works this long after it is made. */
export const TELEGRAM_LINK_CODE_MINUTES = 10;

/** The code to send the bot as `/start <code>` (POST /api/admin/telegram/link). */
export const TelegramLinkCodeSchema = z.object({
  code: z.string(),
  expiresAt: z.string(),
  /** The bot's @name without the @, for a t.me link; null while Telegram cannot be asked. */
  botUsername: z.string().nullable(),
});
export type TelegramLinkCode = z.infer<typeof TelegramLinkCodeSchema>;

/** The signed-in person's Telegram account, as Account shows it (GET /api/admin/telegram/link). */
export const TelegramLinkStateSchema = z.object({
  /** The server has a bot: linking is possible. */
  enabled: z.boolean(),
  botUsername: z.string().nullable(),
  linked: z.object({ telegramName: z.string(), linkedAt: z.string() }).nullable(),
});
export type TelegramLinkState = z.infer<typeof TelegramLinkStateSchema>;

/** Where a lead's message to the group stands, beside its e-mail's. */
export const LeadTelegramSchema = z.object({
  state: z.enum(["queued", "retrying", "posting", "sent", "failed"]),
  attempts: z.number().int(),
  lastAnswer: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type LeadTelegram = z.infer<typeof LeadTelegramSchema>;

/** Telegram in Settings (GET /api/admin/telegram). */
export const TelegramSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The bot as Telegram names it; null when off or Telegram did not answer (see `problem`). */
  bot: z.object({ name: z.string(), username: z.string() }).nullable(),
  /** The group the messages go to: its title when Telegram tells it. */
  chat: z.object({ id: z.string(), title: z.string().nullable() }).nullable(),
  /** Why the bot could not be asked about itself (a refused token, Telegram unreachable). */
  problem: z.string().nullable(),
  lastDelivery: z
    .object({
      at: z.string(),
      state: z.enum(["sent", "failed"]),
      answer: z.string().nullable(),
      /** What it was, in words: "Quote request Q-00012", "Morning digest", "Alert". */
      what: z.string(),
    })
    .nullable(),
  /** Messages still to post, and those that failed for good. */
  waiting: z.number().int(),
  failed: z.number().int(),
  /** How many on the team have linked their Telegram. */
  linkedPeople: z.number().int(),
});
export type TelegramSettings = z.infer<typeof TelegramSettingsSchema>;

/** "Send a test message": what Telegram answered. */
export const TelegramTestResultSchema = z.object({ ok: z.boolean(), answer: z.string() });
export type TelegramTestResult = z.infer<typeof TelegramTestResultSchema>;

/** What the API says when Telegram cannot do what was asked. */
export const telegramMessages = {
  off: "Telegram is off: the server has no bot set up. Whoever runs the server can set one up (see the README, Leads in Telegram).",
  notLinked: "No Telegram is linked to this account.",
} as const;

/** The admin's words for Telegram, in Settings, Account and a lead's dialog. */
export const telegramWords = {
  settings: {
    title: "Telegram",
    description:
      "New quote requests and contact messages are posted to your staff group in Telegram, with buttons to claim them and move them on. The morning digest and alerts go there too.",
    loading: "Loading the Telegram settings",
    loadFailure: "Failed to load the Telegram settings.",
    off: "Telegram is off: new leads are not posted to a group. Whoever runs the server can connect a bot for your staff group.",
    offDeveloper:
      "Set TELEGRAM_BOT_TOKEN (from @BotFather) and TELEGRAM_CHAT_ID (the group's id), then restart. See the README, Leads in Telegram.",
    problem: "Telegram reports a problem with the bot; leads may not reach the group. Its answer:",
    bot: "Bot",
    group: "Group",
    groupUntitled: "Title not known",
    lastMessage: "Last message",
    noMessageYet: "No lead, digest or alert posted yet",
    waiting: "Waiting",
    failed: "Failed",
    linked: "Linked people",
    sendTest: "Send a test message",
    sendingTest: "Posting a test message to the group…",
    testSent: "The test message was posted",
    testRefused: "Telegram refused the test message",
    testFailure: "The test message could not be sent",
    answer: "Telegram's answer:",
  },
  link: {
    title: "Telegram",
    description:
      "Link your Telegram account, and the buttons under new leads in the staff group (Claim, Contacted, Quoted, Won, Lost) act as you.",
    loading: "Loading your Telegram link",
    loadFailure: "Failed to load your Telegram link.",
    off: "Telegram is off on this website, so there is nothing to link yet.",
    linkedAs: "Linked to",
    since: "since",
    link: "Link Telegram",
    newCode: "Make a new code",
    making: "Making a code…",
    makeFailure: "No code could be made",
    unlink: "Unlink",
    unlinked: "Your Telegram is unlinked",
    unlinkFailure: "Your Telegram could not be unlinked",
    linkedNow: "Your Telegram is linked",
    openTelegram: "Open the bot in Telegram",
    codeLabel: "Your code",
    sendCode: (botUsername: string | null, code: string) =>
      botUsername
        ? `Open the bot in Telegram and press Start, or send @${botUsername} this message: /start ${code}`
        : `Send the website's bot this message: /start ${code}`,
    expires: (time: string) => `The code works once, until ${time}.`,
    waitingForTelegram: "Waiting for your message in Telegram…",
    expired: "The code expired before Telegram sent it. Make a new one.",
    notYet: "Not linked",
  },
  lead: {
    heading: "Telegram",
    notPosted: "Not posted (Telegram was off, or it was spam)",
    states: {
      queued: "Waiting to be posted",
      posting: "Being posted",
      retrying: "Not posted yet: trying again",
      sent: "Posted to the group",
      failed: "Not posted: Telegram refused it",
    },
    tries: "Tries",
    lastAnswer: "Telegram's last answer",
    sentAt: "Posted",
    nextTry: "Next try",
  },
} as const;
