import { TELEGRAM_LINK_CODE_MINUTES } from "@app/contract";
import type { CallbackQuery, Message } from "grammy/types";
import { recordActivity } from "../activity/activity-log.ts";
import type { Db } from "../db/database.ts";
import { pressLeadButton } from "./lead-buttons.ts";
import { composeLeadPost } from "./lead-post.ts";
import { parseLeadButton } from "./lead-post-message.ts";
import { editMessage, type TelegramApi } from "./telegram-api.ts";
import { linkByCode } from "./telegram-linking.ts";
import { leadOfMessage } from "./telegram-posts.ts";
import type { AfterCommit, UpdateHandler } from "./update-poller.ts";

const FROM_TELEGRAM = { ip: null, userAgent: "Telegram" };

const HOW_TO_LINK =
  "To link your Telegram to the website's team, open the admin, go to Account, press Link Telegram and send me the code it shows.";

/** `/start <code>` (or `/start@bot <code>`): links the sender; anything else is not for the bot. */
async function startCommand(
  tx: Db,
  api: TelegramApi,
  message: Message.TextMessage,
): Promise<AfterCommit | undefined> {
  const [command, code] = message.text.trim().split(/\s+/);
  if (!command || !/^\/start(@\w+)?$/i.test(command)) return undefined;
  // A code is sent to the bot alone, by a person: never read out in a group, never a bot's.
  if (message.chat.type !== "private" || !message.from || message.from.is_bot) return undefined;
  const reply = (text: string) => async () => {
    await api.sendMessage(message.chat.id, text);
  };
  if (!code) return reply(HOW_TO_LINK);
  const person = await linkByCode(tx, code, message.from);
  if (!person) {
    return reply(
      `This code is not valid: it was used already, or it is over ${TELEGRAM_LINK_CODE_MINUTES} minutes old. Make a new one in the admin: Account, Link Telegram.`,
    );
  }
  await recordActivity(
    tx,
    { actor: person.email, ...FROM_TELEGRAM },
    { action: "telegram.linked", target: null, detail: null },
  );
  return reply(
    `Linked: you are ${person.name || person.email} on the website's team. When you press a button under a lead in the group, it is done as you.`,
  );
}

/** A press under a lead's message: changed or not, the presser is told, and the message shows it. */
async function buttonPress(
  tx: Db,
  db: Db,
  api: TelegramApi,
  query: CallbackQuery,
  { chatId, publicUrl }: { chatId: string; publicUrl?: string },
): Promise<AfterCommit> {
  const parsed = parseLeadButton(query.data);
  const message = query.message;
  // Only the buttons under a lead's own message in the staff group: the data must name the
  // lead that message was posted for.
  const posted =
    parsed && message && String(message.chat.id) === chatId
      ? await leadOfMessage(tx, chatId, message.message_id)
      : undefined;
  const press = parsed && posted === parsed.id ? parsed : undefined;
  if (!press) {
    return async () => {
      await api.answerCallbackQuery(query.id, { text: "This button is no longer in use." });
    };
  }
  const outcome = await pressLeadButton(tx, query.from, press);
  return async () => {
    await api.answerCallbackQuery(query.id, {
      text: outcome.answer,
      // A refusal stays on screen until read; a done press is a brief note.
      show_alert: !outcome.change,
    });
    if (!outcome.change || !message) return;
    const post = await composeLeadPost(db, press.id, publicUrl, outcome.change);
    if (!post) return;
    await editMessage(
      api,
      { chatId: message.chat.id, messageId: message.message_id },
      post.text,
      post.keyboard,
    );
  };
}

/** What the bot does with what it is sent: links people, and acts on the leads' buttons. */
export function botUpdateHandler(options: {
  db: Db;
  api: TelegramApi;
  /** The staff group: buttons are honoured there alone. */
  chatId: string;
  publicUrl?: string;
}): UpdateHandler {
  const { db, api } = options;
  return async (tx, update) => {
    if (update.callback_query) {
      return buttonPress(tx, db, api, update.callback_query, options);
    }
    const message = update.message;
    if (message && "text" in message && typeof message.text === "string") {
      return startCommand(tx, api, message as Message.TextMessage);
    }
    return undefined;
  };
}
