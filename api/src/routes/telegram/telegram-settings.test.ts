import {
  type ApiError,
  TelegramLinkStateSchema,
  TelegramSettingsSchema,
  TelegramTestResultSchema,
  telegramMessages,
} from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests, startTestServer, type TestServer } from "../../../test/test-server.ts";
import {
  startTestTelegram,
  type TestTelegram,
  telegramTestConfig,
} from "../../../test/test-telegram.ts";

/** Issue 37: the bot in Settings, and what the admin says when there is none. */
describe.each(drivers)("Telegram in Settings [%s]", (kind) => {
  let telegram: TestTelegram;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    telegram = await startTestTelegram();
    server = await startTestServer(kind, {
      config: telegramTestConfig(telegram),
    });
    cookie = await server.login();
  });
  afterAll(async () => {
    await server?.dispose();
    await telegram?.dispose();
  });

  const settings = async () => {
    const res = await server.request("/api/admin/telegram", { cookie });
    expect(res.status).toBe(200);
    return TelegramSettingsSchema.parse(await res.json());
  };
  const sendTest = async () => {
    const res = await server.request("/api/admin/telegram/test", { method: "POST", cookie });
    expect(res.status).toBe(200);
    return TelegramTestResultSchema.parse(await res.json());
  };

  it("names the bot and the group, and sends a test message that reports Telegram's answer", async () => {
    expect(await settings()).toMatchObject({
      enabled: true,
      bot: { name: "Test First name", username: "TestNameBot" },
      chat: { id: telegram.config.chatId },
      problem: null,
      lastDelivery: null,
      waiting: 0,
      failed: 0,
      linkedPeople: 0,
    });
    const result = await sendTest();
    expect(result.ok).toBe(true);
    expect(result.answer).toMatch(/^Posted as message \d+$/);
    expect(telegram.messages().at(-1)!.text).toMatch(/^This is a test from the website's admin/);
  });

  it("reports a refusal in Telegram's words", async () => {
    telegram.refuseWith({ code: 401, description: "Unauthorized" });
    try {
      expect(await sendTest()).toEqual({ ok: false, answer: "401: Unauthorized" });
    } finally {
      telegram.refuseWith(null);
    }
  });
});

describe.each(drivers)("Telegram off [%s]", (kind) => {
  const api = serverForTests(kind);

  it("says it is off in Settings and Account, and refuses a test or a code in words", async () => {
    const { server, cookie } = api;
    const settings = TelegramSettingsSchema.parse(
      await (await server.request("/api/admin/telegram", { cookie })).json(),
    );
    expect(settings).toMatchObject({ enabled: false, bot: null, chat: null });
    const link = TelegramLinkStateSchema.parse(
      await (await server.request("/api/admin/telegram/link", { cookie })).json(),
    );
    expect(link).toEqual({ enabled: false, botUsername: null, linked: null });
    for (const path of ["/api/admin/telegram/test", "/api/admin/telegram/link"]) {
      const res = await server.request(path, { method: "POST", cookie });
      expect(res.status).toBe(409);
      expect(((await res.json()) as ApiError).error).toBe(telegramMessages.off);
    }
  });
});
