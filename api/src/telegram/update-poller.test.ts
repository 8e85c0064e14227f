import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, drivers, type TestDatabase } from "../../test/test-database.ts";
import {
  FAST_UPDATES,
  startTestTelegram,
  type TestTelegram,
  until,
} from "../../test/test-telegram.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { telegramPolling } from "../db/schema.ts";
import { createLogger } from "../lib/logger.ts";
import { telegramApi } from "./telegram-api.ts";
import { botIdOf } from "./telegram-config.ts";
import { startUpdatePoller } from "./update-poller.ts";

/** Issue 37: one update this server cannot handle never holds back the ones after it. */
describe.each(drivers)("reading the bot's updates [%s]", (kind) => {
  let telegram: TestTelegram;
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    telegram = await startTestTelegram();
    testDb = await createTestDatabase(kind);
    database = openDatabase(testDb.options);
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
    await telegram?.dispose();
  });

  it("skips an update whose handling keeps failing, after five tries, and goes on", async () => {
    const tries = new Map<string, number>();
    const handled: string[] = [];
    const poller = startUpdatePoller({
      db: database.db,
      api: telegramApi(telegram.config),
      botId: botIdOf(telegram.config),
      logger: createLogger("silent"),
      timing: { ...FAST_UPDATES, retryMs: 20 },
      handle: async (_tx, update) => {
        const text = update.message && "text" in update.message ? update.message.text : "";
        tries.set(text ?? "", (tries.get(text ?? "") ?? 0) + 1);
        if (text === "/poison") throw new Error("this update cannot be handled");
        handled.push(text ?? "");
        return undefined;
      },
    });
    try {
      await telegram.command(8001, "sender", "/poison");
      await telegram.command(8001, "sender", "/after");
      // The local Bot API hands an update out once; Telegram sends it until it is confirmed.
      const resend = setInterval(() => telegram.resendUpdates(), 30);
      try {
        await until(() => (handled.includes("/after") ? true : undefined));
      } finally {
        clearInterval(resend);
      }
      expect(tries.get("/poison")).toBe(5);
      expect(handled).toEqual(["/after"]);
      const [reading] = await database.db.select().from(telegramPolling);
      expect(reading!.nextUpdateId).toBeGreaterThan(0);
    } finally {
      await poller.stop();
    }
  });
});
