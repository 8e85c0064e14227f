/** The staff group's bot (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID, TELEGRAM_API_URL; decision 046). */
export interface TelegramConfig {
  /** From @BotFather: `123456789:AA...`. */
  token: string;
  /** The staff group: `-1001234567890`. */
  chatId: string;
  /** The Bot API's address: Telegram's own unless a test points it at a local one. */
  apiUrl: string;
}

export const TELEGRAM_API_URL_DEFAULT = "https://api.telegram.org";

const TOKEN = /^\d{1,20}:[A-Za-z0-9_-]{20,}$/;
/** A chat's number only: a public `@channel` would show the leads to anyone who joins it. */
const CHAT_ID = /^-?\d{1,20}$/;

export interface TelegramEnv {
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_CHAT_ID?: string;
  TELEGRAM_API_URL?: string;
}

/**
 * The bot from the environment: undefined (Telegram off) when no token is set; a token without
 * a group, or values that cannot be right, stop the server at start with what to fix.
 */
export function readTelegramConfig(env: TelegramEnv): TelegramConfig | undefined {
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  if (!token) return undefined;
  if (!TOKEN.test(token)) {
    throw new Error(
      "TELEGRAM_BOT_TOKEN does not look like a bot token (123456789:AA… as @BotFather gives it)",
    );
  }
  const chatId = env.TELEGRAM_CHAT_ID?.trim();
  if (!chatId || !CHAT_ID.test(chatId)) {
    throw new Error(
      "TELEGRAM_CHAT_ID must be set with TELEGRAM_BOT_TOKEN: the staff group's id, like -1001234567890",
    );
  }
  const apiUrl = (env.TELEGRAM_API_URL?.trim() || TELEGRAM_API_URL_DEFAULT).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/\s]+/.test(apiUrl)) {
    throw new Error("TELEGRAM_API_URL must be an http(s) address, like https://api.telegram.org");
  }
  return { token, chatId, apiUrl };
}

/** The bot's own number, the part of its token before the colon: names its place in the updates. */
export const botIdOf = (config: TelegramConfig) => config.token.split(":")[0]!;
