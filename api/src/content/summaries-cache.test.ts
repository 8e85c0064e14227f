import type { SectionSummary } from "@app/contract";
import { describe, expect, it, vi } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";
import type { Db } from "../db/database.ts";
import { createLogger } from "../lib/logger.ts";
import { createSummariesCache } from "./summaries-cache.ts";

const summary = (title: string): SectionSummary =>
  ({ section: "hero", title, version: 1 }) as SectionSummary;

describe("the admin's section summaries, read ahead", () => {
  it("reads one at a time: a list opened during the sign-in's read waits for it, then reads what is now", async () => {
    let reading = 0;
    let most = 0;
    const titles = ["before the save", "after the save"];
    const reader = vi.fn(async () => {
      most = Math.max(most, ++reading);
      await new Promise((resolve) => setTimeout(resolve, 20));
      reading--;
      return [summary(titles.shift()!)];
    });
    const cache = createSummariesCache({} as Db, createLogger("silent"), reader);
    cache.warm();
    const body = await cache.encoded();
    expect(most).toBe(1);
    expect(reader).toHaveBeenCalledTimes(2);
    expect(JSON.parse(Buffer.from(body.identity).toString())[0].title).toBe("after the save");
  });

  it("keeps the encoded answer while the reader answers the same summaries", async () => {
    const same = [summary("Home")];
    const cache = createSummariesCache({} as Db, createLogger("silent"), async () => same);
    expect(await cache.encoded()).toBe(await cache.encoded());
  });

  it("logs a failed read ahead and answers the next read", async () => {
    const warn = vi.fn();
    const logger = { ...createLogger("silent"), warn };
    let fails = true;
    const cache = createSummariesCache({} as Db, logger, async () => {
      if (fails) throw new Error("database gone");
      return [summary("Home")];
    });
    cache.warm();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    fails = false;
    expect((await cache.encoded()).etag).toMatch(/^"/);
  });
});

describe.each(drivers)("a sign-in [%s]", (kind) => {
  const api = serverForTests(kind, { login: false });

  it("starts reading the admin's section summaries", async () => {
    const warm = vi.spyOn(api.server.running.deps.caches.summaries, "warm");
    await api.server.login();
    expect(warm).toHaveBeenCalledOnce();
  });
});
