import { describe, expect, it } from "vitest";
import { readTelegramConfig, TELEGRAM_API_URL_DEFAULT } from "./telegram-config.ts";

const TOKEN = "123456789:AAbcdefghijklmnopqrstuvwxyz012345";

describe("the bot from the environment", () => {
  it("is off without a token, and on with a token and a group", () => {
    expect(readTelegramConfig({})).toBeUndefined();
    expect(readTelegramConfig({ TELEGRAM_BOT_TOKEN: " " })).toBeUndefined();
    expect(
      readTelegramConfig({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: "-1001234567890" }),
    ).toEqual({ token: TOKEN, chatId: "-1001234567890", apiUrl: TELEGRAM_API_URL_DEFAULT });
    expect(
      readTelegramConfig({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_CHAT_ID: "-42",
        TELEGRAM_API_URL: "http://127.0.0.1:8081/",
      })?.apiUrl,
    ).toBe("http://127.0.0.1:8081");
  });

  it("stops the start with what to fix when a value cannot be right", () => {
    expect(() => readTelegramConfig({ TELEGRAM_BOT_TOKEN: "not-a-token" })).toThrow(
      /TELEGRAM_BOT_TOKEN does not look like a bot token/,
    );
    expect(() => readTelegramConfig({ TELEGRAM_BOT_TOKEN: TOKEN })).toThrow(
      /TELEGRAM_CHAT_ID must be set/,
    );
    // A public channel's name would show the leads to anyone who joins it.
    expect(() =>
      readTelegramConfig({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: "@sales_team" }),
    ).toThrow(/TELEGRAM_CHAT_ID/);
    expect(() =>
      readTelegramConfig({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_CHAT_ID: "-1",
        TELEGRAM_API_URL: "ftp://x",
      }),
    ).toThrow(/TELEGRAM_API_URL/);
  });
});
