import { Api, GrammyError, HttpError } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { FailedTry } from "../db/leased-queue.ts";
import type { TelegramConfig } from "./telegram-config.ts";

export type TelegramApi = Api;

/** The Bot API for the configured bot, at its configured address. */
export const telegramApi = (config: TelegramConfig, timeoutSeconds = 30): TelegramApi =>
  new Api(config.token, { apiRoot: config.apiUrl, timeoutSeconds });

/**
 * Refusals that trying again will not mend: a token Telegram does not know (401), a bot removed
 * from the group or blocked (403), a group that does not exist or a message it cannot take (400,
 * 404). Too many requests (429) and Telegram's own troubles (5xx) are worth another try.
 */
const PERMANENT = new Set([400, 401, 403, 404]);

/**
 * A network error names the address it failed on, and a Bot API address holds the bot's token
 * (`/bot123:secret/sendMessage`): never shown in the admin or written to the log.
 */
export const withoutToken = (text: string) => text.replace(/bot\d+:[A-Za-z0-9_-]+/g, "bot<token>");

/** What Telegram answered, or why it could not be reached; undefined for errors of our own. */
export function telegramFailure(error: unknown): FailedTry | undefined {
  if (error instanceof GrammyError) {
    return {
      answer: withoutToken(`${error.error_code}: ${error.description}`),
      permanent: PERMANENT.has(error.error_code),
    };
  }
  if (error instanceof HttpError) {
    return {
      answer: `Telegram could not be reached: ${withoutToken(String(error.error))}`,
      permanent: false,
    };
  }
  return undefined;
}

/** An edit that changes nothing: Telegram says so with a 400, which is no failure of ours. */
const isNotModified = (error: unknown) =>
  error instanceof GrammyError && /message is not modified/i.test(error.description);

/**
 * Edits one of the bot's messages: in Telegram's HTML with its buttons when given, else plain
 * without any. An edit that changes nothing is no failure.
 */
export async function editMessage(
  api: TelegramApi,
  place: { chatId: string | number; messageId: number },
  text: string,
  keyboard?: InlineKeyboardMarkup,
): Promise<void> {
  const options = keyboard
    ? {
        parse_mode: "HTML" as const,
        link_preview_options: { is_disabled: true },
        reply_markup: keyboard,
      }
    : {};
  await api
    .editMessageText(place.chatId, place.messageId, text, options)
    .catch((error: unknown) => {
      if (!isNotModified(error)) throw error;
    });
}
