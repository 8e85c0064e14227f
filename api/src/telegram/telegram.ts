import {
  type BackupStatus,
  submissionReference,
  type TelegramLinkCode,
  type TelegramLinkState,
  type TelegramSettings,
  type TelegramTestResult,
  telegramMessages,
} from "@app/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import type { LeaseTiming } from "../db/leased-queue.ts";
import { submissions } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import { phnomPenhTime } from "../mail/lead-email.ts";
import { botUpdateHandler } from "./bot-updates.ts";
import { DEFAULT_DISK_THRESHOLD, type DiskThreshold } from "./chat-alerts.ts";
import { startChatRoutine } from "./chat-routine.ts";
import { telegramApi, telegramFailure } from "./telegram-api.ts";
import { botIdOf, type TelegramConfig } from "./telegram-config.ts";
import { createLinkCode, linkedPeopleCount, linkOf, unlinkTelegram } from "./telegram-linking.ts";
import {
  DEFAULT_TELEGRAM_TIMING,
  lastDelivery,
  postCounts,
  retryWaitingPostsNow,
} from "./telegram-posts.ts";
import { startTelegramSender } from "./telegram-sender.ts";
import { DEFAULT_POLL_TIMING, type PollTiming, startUpdatePoller } from "./update-poller.ts";

/** The staff group's bot as the rest of the server sees it (decision 046). */
export interface Telegram {
  /** A bot is set: new leads get a message in the group. */
  enabled: boolean;
  /** A lead was stored with a message to post. */
  queued(): void;
  settings(): Promise<TelegramSettings>;
  /** Posts a test message now (not through the queue) and reports Telegram's answer. */
  sendTest(): Promise<TelegramTestResult>;
  linkCode(userId: string): Promise<TelegramLinkCode>;
  linkState(userId: string): Promise<TelegramLinkState>;
  /** In the caller's transaction, so the activity log's entry lands with it. */
  unlink(userId: string, tx?: Db): Promise<boolean>;
  stop(graceMs: number): Promise<void>;
}

export interface TelegramOptions {
  db: Db;
  logger: Logger;
  config?: TelegramConfig;
  publicUrl?: string;
  backupStatus: () => Promise<BackupStatus>;
  diskPath?: string;
  diskThreshold?: DiskThreshold;
  timing?: LeaseTiming;
  pollMs?: number;
  updates?: PollTiming;
  /** How often the digest and alerts are looked at (ms). */
  routineMs?: number;
  now?: () => Date;
}

/** What Telegram says of the bot, asked once in a while (it does not change by the minute). */
const BOT_INFO_MS = 10 * 60_000;
const PROBLEM_KEPT_MS = 30_000;

function telegramOff(db: Db): Telegram {
  const off = telegramMessages.off;
  return {
    enabled: false,
    queued() {},
    settings: async () => ({
      enabled: false,
      bot: null,
      chat: null,
      problem: null,
      lastDelivery: null,
      waiting: 0,
      failed: 0,
      linkedPeople: 0,
    }),
    sendTest: async () => ({ ok: false, answer: off }),
    linkCode: async () => {
      throw new Error(off);
    },
    linkState: async () => ({ enabled: false, botUsername: null, linked: null }),
    unlink: (userId, tx) => unlinkTelegram(tx ?? db, userId),
    stop: async () => {},
  };
}

/** Says in the log, once at start, whether Telegram is on; starts its workers when it is. */
export function startTelegram(options: TelegramOptions): Telegram {
  const { db, logger, config } = options;
  if (!config) {
    logger.info("telegram off: TELEGRAM_BOT_TOKEN is not set; leads are not posted to a group");
    return telegramOff(db);
  }
  logger.info("telegram on", { bot: botIdOf(config), group: config.chatId, api: config.apiUrl });
  const api = telegramApi(config);
  const timing = options.timing ?? DEFAULT_TELEGRAM_TIMING;
  const sender = startTelegramSender({
    db,
    api,
    chatId: config.chatId,
    logger,
    timing,
    publicUrl: options.publicUrl,
    pollMs: options.pollMs,
  });
  const updates = options.updates ?? DEFAULT_POLL_TIMING;
  const poller = startUpdatePoller({
    db,
    // A long poll waits up to waitSeconds before Telegram answers.
    api: telegramApi(config, updates.waitSeconds + 30),
    botId: botIdOf(config),
    handle: botUpdateHandler({ db, api, chatId: config.chatId, publicUrl: options.publicUrl }),
    logger,
    timing: updates,
    onReachable: async () => {
      const due = await retryWaitingPostsNow(db);
      if (due > 0) {
        logger.info("telegram answers again: waiting messages posted now", { messages: due });
        sender.wake();
      }
    },
  });
  const routine = startChatRoutine({
    db,
    logger,
    backupStatus: options.backupStatus,
    diskPath: options.diskPath,
    diskThreshold: options.diskThreshold ?? DEFAULT_DISK_THRESHOLD,
    publicUrl: options.publicUrl,
    queued: () => sender.wake(),
    now: options.now ?? (() => new Date()),
    everyMs: options.routineMs ?? 5 * 60_000,
  });

  let botInfo:
    | { at: number; bot: TelegramSettings["bot"]; title: string | null; problem: string | null }
    | undefined;
  async function aboutBot() {
    // A refusal is asked again sooner, yet not by every poll of every open tab.
    const keptMs = botInfo?.problem ? PROBLEM_KEPT_MS : BOT_INFO_MS;
    if (botInfo && Date.now() - botInfo.at < keptMs) return botInfo;
    try {
      const me = await api.getMe();
      // Not every Bot API tells a group's title; its id is shown then.
      const chat = await api.getChat(config!.chatId).catch(() => undefined);
      const title = chat && "title" in chat ? (chat.title ?? null) : null;
      botInfo = {
        at: Date.now(),
        bot: { name: me.first_name, username: me.username },
        title,
        problem: null,
      };
    } catch (error) {
      const failure = telegramFailure(error);
      if (!failure) throw error;
      botInfo = { at: Date.now(), bot: null, title: null, problem: failure.answer };
    }
    return botInfo;
  }

  async function deliveryWords() {
    const row = await lastDelivery(db);
    if (!row) return null;
    let what = row.key.startsWith("digest:") ? "Morning digest" : "Alert";
    if (row.submissionId !== null) {
      const [lead] = await db
        .select({ kind: submissions.kind })
        .from(submissions)
        .where(eq(submissions.id, row.submissionId));
      what = lead
        ? `${lead.kind === "quote" ? "Quote request" : "Contact message"} ${submissionReference(lead.kind, row.submissionId)}`
        : "A lead";
    }
    return {
      at: (row.sentAt ?? row.updatedAt).toISOString(),
      state: row.state as "sent" | "failed",
      answer: row.lastAnswer,
      what,
    };
  }

  return {
    enabled: true,
    queued: () => sender.wake(),
    async settings() {
      const [about, delivery, counts, linkedPeople] = await Promise.all([
        aboutBot(),
        deliveryWords(),
        postCounts(db),
        linkedPeopleCount(db),
      ]);
      return {
        enabled: true,
        bot: about.bot,
        chat: { id: config.chatId, title: about.title },
        problem:
          about.problem ??
          (poller.problem() && `Reading button presses and messages: ${poller.problem()}`),
        lastDelivery: delivery,
        ...counts,
        linkedPeople,
      };
    },
    async sendTest() {
      try {
        const message = await api.sendMessage(
          config.chatId,
          `This is a test from the website's admin, sent ${phnomPenhTime(new Date())}. New quote requests and contact messages will appear in this group.`,
        );
        return { ok: true, answer: `Posted as message ${message.message_id}` };
      } catch (error) {
        const failure = telegramFailure(error);
        if (!failure) throw error;
        return { ok: false, answer: failure.answer };
      }
    },
    async linkCode(userId) {
      const { code, expiresAt } = await createLinkCode(db, userId);
      const about = await aboutBot();
      return { code, expiresAt: expiresAt.toISOString(), botUsername: about.bot?.username ?? null };
    },
    async linkState(userId) {
      const about = await aboutBot();
      return {
        enabled: true,
        botUsername: about.bot?.username ?? null,
        linked: await linkOf(db, userId),
      };
    },
    unlink: (userId, tx) => unlinkTelegram(tx ?? db, userId),
    async stop(graceMs) {
      await Promise.all([sender.stop(graceMs), poller.stop(), routine.stop()]);
    },
  };
}
