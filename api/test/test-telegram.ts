import { createServer, type Server } from "node:http";
import TelegramServer from "telegram-test-api";
import { vi } from "vitest";
import type { AppConfig } from "../src/app-deps.ts";
import type { TelegramConfig } from "../src/telegram/telegram-config.ts";
import type { PollTiming } from "../src/telegram/update-poller.ts";
import { freePort } from "./free-port.ts";

/** The staff group the tests' bot posts to. */
export const TEST_GROUP_ID = -1001234567890;
const TOKEN = "123456789:AAtest-token-for-the-local-bot-api";

/** Updates read in quick rounds: the local Bot API answers getUpdates at once. */
export const FAST_UPDATES: PollTiming = {
  waitSeconds: 0,
  leaseMs: 3_000,
  minRoundMs: 100,
  retryMs: 200,
};

/** Quick retries, so an outage and its recovery fit in a test. */
const FAST_RETRIES = { retryDelaysMs: Array<number>(40).fill(200), leaseMs: 5_000 };

/** A test server's settings for this bot: quick retries, quick rounds of updates. */
export const telegramTestConfig = (telegram: { config: TelegramConfig }) =>
  ({
    telegram: telegram.config,
    telegramTiming: FAST_RETRIES,
    telegramPollMs: 100,
    telegramUpdates: FAST_UPDATES,
  }) satisfies Partial<AppConfig>;

/** Waits for `read` to answer something (the bot and the server's workers run on their own). */
export const until = <T>(read: () => Promise<T | undefined> | T | undefined, timeout = 15_000) =>
  vi.waitUntil(read, { timeout, interval: 50 }) as Promise<T>;

/** One message the bot posted (or edited), as the Bot API holds it. */
export interface PostedMessage {
  messageId: number;
  chatId: string;
  text: string;
  buttons: string[];
  callbackData: string[];
}

/**
 * A Bot API server in the test process (the `telegram-test-api` package): the bot's requests
 * go to it, and staff members' messages and button presses come from its clients.
 */
export async function startTestTelegram() {
  const port = await freePort();
  const server = new TelegramServer({ port, host: "127.0.0.1", storeTimeout: 600 });
  await server.start();
  let up = true;
  let refusal: { code: number; description: string } | null = null;
  // The bot talks to the Bot API through this door, which can answer as Telegram does when it
  // refuses the bot (a removed bot, a revoked token): the one answer the local Bot API cannot give.
  const door: Server = createServer((req, res) => {
    if (refusal) {
      req.resume();
      res.writeHead(refusal.code, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ ok: false, error_code: refusal.code, description: refusal.description }),
      );
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      fetch(`${server.config.apiURL}${req.url}`, {
        method: req.method,
        headers: { "content-type": req.headers["content-type"] ?? "application/json" },
        body: req.method === "GET" ? undefined : Buffer.concat(chunks),
      })
        .then(async (answer) => {
          res.writeHead(answer.status, { "content-type": "application/json" });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => door.listen(0, "127.0.0.1", resolve));
  const doorUrl = `http://127.0.0.1:${(door.address() as { port: number }).port}`;

  const person = (userId: number, userName: string, chat: "group" | "private" = "group") =>
    server.getClient(TOKEN, {
      userId,
      userName,
      firstName: userName,
      chatId: chat === "group" ? TEST_GROUP_ID : userId,
      type: chat === "group" ? "supergroup" : "private",
      chatTitle: "Sales team",
    });

  const telegram = {
    config: {
      token: TOKEN,
      chatId: String(TEST_GROUP_ID),
      apiUrl: doorUrl,
    } satisfies TelegramConfig,
    /** From now on, every request of the bot gets this refusal (null: answered again). */
    refuseWith(answer: { code: number; description: string } | null) {
      refusal = answer;
    },
    /** What the bot posted to a chat, oldest first, as it reads now (edits applied). */
    messages(chatId: number | string = TEST_GROUP_ID): PostedMessage[] {
      return server.storage.botMessages
        .filter((stored) => String(stored.message.chat_id) === String(chatId))
        .map((stored) => {
          const markup = stored.message.reply_markup as
            | { inline_keyboard?: { text: string; callback_data?: string }[][] }
            | undefined;
          const keys = markup?.inline_keyboard?.flat() ?? [];
          return {
            messageId: stored.messageId,
            chatId: String(stored.message.chat_id),
            text: String(stored.message.text),
            buttons: keys.map((key) => key.text),
            callbackData: keys.map((key) => key.callback_data ?? ""),
          };
        });
    },
    /** A staff member pressing a button under one of the bot's messages in the group. */
    async press(userId: number, userName: string, message: PostedMessage, label: string) {
      const index = message.buttons.indexOf(label);
      if (index < 0) throw new Error(`no button "${label}" under message ${message.messageId}`);
      const client = person(userId, userName);
      await client.sendCallback(
        client.makeCallbackQuery(message.callbackData[index]!, {
          message: {
            message_id: message.messageId,
            chat: { id: TEST_GROUP_ID, type: "supergroup" },
          },
        } as never),
      );
    },
    /** Someone sending the bot a command, in a private chat unless said (`/start <code>`). */
    async command(
      userId: number,
      userName: string,
      text: string,
      chat: "private" | "group" = "private",
    ) {
      const client = person(userId, userName, chat);
      await client.sendCommand(client.makeCommand(text));
    },
    /** A press whose data the presser made up, under a message of the group (or another chat). */
    async forgedPress(
      userId: number,
      userName: string,
      messageId: number,
      data: string,
      chatId = TEST_GROUP_ID,
    ) {
      const client = person(userId, userName);
      await client.sendCallback(
        client.makeCallbackQuery(data, {
          message: { message_id: messageId, chat: { id: chatId, type: "supergroup" } },
        } as never),
      );
    },
    /** Updates Telegram has handed out are handed out again: a confirmation that never arrived. */
    resendUpdates() {
      for (const update of server.storage.userMessages) update.isRead = false;
    },
    /** The Bot API goes away (connections refused) and comes back, keeping what it held. */
    async stop() {
      if (!up) return;
      up = false;
      await server.stop();
    },
    async start() {
      if (up) return;
      await server.start();
      up = true;
    },
    async dispose() {
      await telegram.stop();
      door.closeAllConnections();
      await new Promise<void>((resolve) => door.close(() => resolve()));
    },
  };
  return telegram;
}

export type TestTelegram = Awaited<ReturnType<typeof startTestTelegram>>;
