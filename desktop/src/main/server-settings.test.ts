import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkServerHealth, normalizeServerUrl } from "./server-url.ts";
import { parseSettings, publicSettings, SettingsStore } from "./settings-store.ts";
import { restoreBounds } from "./window-state.ts";

describe("normalizeServerUrl", () => {
  it.each([
    ["example.com", "https://example.com"],
    ["  https://example.com/  ", "https://example.com"],
    ["https://example.com/site/?x=1#y", "https://example.com/site"],
    ["localhost:3000", "http://localhost:3000"],
    ["127.0.0.1:8080/", "http://127.0.0.1:8080"],
    ["http://intranet.local", "http://intranet.local"],
    ["HTTPS://Example.COM", "https://example.com"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizeServerUrl(input)).toEqual({ ok: true, url: expected });
  });

  it.each([
    "",
    "   ",
    "ftp://example.com",
    "file:///etc",
    "https://user:pw@example.com",
    "http://",
  ])("refuses %j", (input) => {
    expect(normalizeServerUrl(input).ok).toBe(false);
  });
});

describe("checkServerHealth", () => {
  const answer = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("accepts the API's health answer", async () => {
    let asked = "";
    const result = await checkServerHealth("https://example.com", async (url) => {
      asked = url;
      return answer(200, { status: "ok" })();
    });
    expect(result).toEqual({ ok: true });
    expect(asked).toBe("https://example.com/api/health");
  });

  it("explains a database outage, a wrong server and no answer", async () => {
    expect(
      await checkServerHealth("https://e.com", answer(503, { status: "error" })),
    ).toMatchObject({
      ok: false,
      error: expect.stringMatching(/database/),
    });
    expect(await checkServerHealth("https://e.com", answer(200, "<html>"))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not like this site's server/),
    });
    const down = await checkServerHealth("https://e.com", async () => {
      throw new TypeError("fetch failed");
    });
    expect(down).toMatchObject({ ok: false, error: expect.stringMatching(/Cannot reach e\.com/) });
  });

  it("gives up after its timeout", async () => {
    const slow = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      });
    expect(await checkServerHealth("https://e.com", slow, 20)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/did not answer/),
    });
  });
});

describe("settings", () => {
  const dir = mkdtempSync(join(tmpdir(), "desktop-settings-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("starts with defaults, saves atomically and reads back", async () => {
    const file = join(dir, "a", "settings.json");
    const store = new SettingsStore(file);
    expect(await store.load()).toEqual({ serverUrl: null, window: null });
    await store.update({ serverUrl: "https://example.com" });
    await store.update({
      window: { bounds: { x: 1, y: 2, width: 1000, height: 700 }, maximized: true },
    });
    const again = await new SettingsStore(file).load();
    expect(again).toEqual({
      serverUrl: "https://example.com",
      window: { bounds: { x: 1, y: 2, width: 1000, height: 700 }, maximized: true },
    });
    expect(JSON.parse(readFileSync(file, "utf8")).serverUrl).toBe("https://example.com");
    expect(publicSettings(again)).toEqual({ serverUrl: "https://example.com" });
  });

  it("survives a broken file and invalid values", async () => {
    const file = join(dir, "broken.json");
    writeFileSync(file, "{not json");
    expect(await new SettingsStore(file).load()).toEqual({ serverUrl: null, window: null });
    expect(parseSettings({ serverUrl: "ftp://x", window: { bounds: { x: "a" } } })).toEqual({
      serverUrl: null,
      window: null,
    });
  });
});

describe("restoreBounds", () => {
  const screen = { x: 0, y: 0, width: 1920, height: 1080 };
  const second = { x: 1920, y: 0, width: 1280, height: 1024 };

  it("opens where it was closed, on whichever screen that was", () => {
    const saved = { bounds: { x: 2000, y: 50, width: 1100, height: 800 }, maximized: false };
    expect(restoreBounds(saved, [screen, second])).toEqual({
      bounds: saved.bounds,
      maximized: false,
    });
  });

  it("comes back to the primary screen when the saved one is gone", () => {
    const saved = { bounds: { x: 2000, y: 50, width: 1100, height: 800 }, maximized: true };
    expect(restoreBounds(saved, [screen])).toEqual({
      bounds: { x: 320, y: 110, width: 1280, height: 860 },
      maximized: true,
    });
  });

  it("keeps the size within the screen and above the minimum", () => {
    const saved = { bounds: { x: 0, y: 0, width: 5000, height: 300 }, maximized: false };
    expect(restoreBounds(saved, [screen]).bounds).toEqual({ x: 0, y: 0, width: 1920, height: 640 });
  });

  it("centres a default size on first run", () => {
    expect(restoreBounds(null, [{ x: 0, y: 0, width: 1366, height: 768 }]).bounds).toEqual({
      x: 43,
      y: 0,
      width: 1280,
      height: 768,
    });
  });
});

describe("settings saves", () => {
  it("are written one after another, and idle() waits for the last", async () => {
    const dir = mkdtempSync(join(tmpdir(), "desktop-settings-idle-"));
    try {
      const store = new SettingsStore(join(dir, "s.json"));
      await store.load();
      void store.update({ serverUrl: "https://a.example" });
      void store.update({ serverUrl: "https://b.example" });
      await store.idle();
      expect(JSON.parse(readFileSync(join(dir, "s.json"), "utf8")).serverUrl).toBe(
        "https://b.example",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
