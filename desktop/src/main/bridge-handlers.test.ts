/**
 * The main process's bridge as the app registers it (registerIpcHandlers over
 * createBridgeHandlers), on a real folder tree, with Electron's few calls stood in for.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { IpcMainInvokeEvent, OpenDialogOptions } from "electron";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationRequest, PickResult } from "../shared/bridge.ts";
import { CHANNELS } from "../shared/channels.ts";
import type { IpcResult } from "../shared/ipc-result.ts";
import { createBridgeHandlers, NOT_DROPPED_MESSAGE } from "./bridge-handlers.ts";
import { DropGrants } from "./drop-grants.ts";
import { FileGrants, scanPaths } from "./files.ts";
import { registerIpcHandlers } from "./ipc.ts";
import { parseSettings, type StoredSettings } from "./settings-store.ts";

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "desktop-bridge-"));
  for (const [path, content] of Object.entries({
    "shoot/logo.svg": "<svg/>",
    "shoot/hero/hero.png": "png",
    "secret/id_rsa": "PRIVATE KEY",
  })) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), content);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<IpcResult<unknown>>;

function setup() {
  const listeners = new Map<string, Listener>();
  const scanned: string[][] = [];
  const dialogs: OpenDialogOptions[] = [];
  const notifications: NotificationRequest[] = [];
  let dialogAnswer = { canceled: false, filePaths: [] as string[] };
  let stored: StoredSettings = parseSettings({ serverUrl: "https://site.example.com" });
  const health: string[] = [];
  registerIpcHandlers({
    ipcMain: {
      handle: (channel, listener) => void listeners.set(channel, listener as Listener),
      removeHandler: (channel) => void listeners.delete(channel),
    },
    isTrusted: () => true,
    handlers: createBridgeHandlers({
      fileGrants: new FileGrants(),
      dropGrants: new DropGrants(),
      settings: {
        get: () => stored,
        update: async (change) => (stored = parseSettings({ ...stored, ...change })),
      },
      async showOpenDialog(options) {
        dialogs.push(options);
        return dialogAnswer;
      },
      async fetch(url) {
        health.push(url);
        return Response.json({ status: "ok" });
      },
      showNotification: (notification) => void notifications.push(notification),
      scan: (paths) => {
        scanned.push([...paths]);
        return scanPaths(paths);
      },
    }),
  });
  const from = (senderId: number) =>
    ({ sender: { id: senderId }, senderFrame: null }) as unknown as IpcMainInvokeEvent;
  const invoke = <T>(channel: string, ...args: unknown[]) =>
    listeners.get(channel)!(from(1), ...args) as Promise<IpcResult<T>>;
  const invokeFrom = <T>(senderId: number, channel: string, ...args: unknown[]) =>
    listeners.get(channel)!(from(senderId), ...args) as Promise<IpcResult<T>>;
  return {
    invoke,
    invokeFrom,
    scanned,
    dialogs,
    notifications,
    health,
    answerDialog: (answer: typeof dialogAnswer) => {
      dialogAnswer = answer;
    },
  };
}

const data = <T>(result: IpcResult<T>): T => {
  if (!result.ok) throw new Error(result.error);
  return result.data;
};

describe("the drop channel", () => {
  it("reads nothing for paths no real drop reported, and scans none of them", async () => {
    const bridge = setup();
    const answer = await bridge.invoke(CHANNELS.resolveDropped, [join(root, "secret")]);
    expect(answer).toEqual({ ok: false, error: NOT_DROPPED_MESSAGE });
    expect(bridge.scanned).toEqual([]);
  });

  it("reads a dropped folder once the preload granted it, and only once", async () => {
    const bridge = setup();
    const shoot = join(root, "shoot");
    expect(await bridge.invoke(CHANNELS.grantDrop, [shoot])).toEqual({ ok: true, data: null });
    const picked = data(await bridge.invoke<PickResult>(CHANNELS.resolveDropped, [shoot]));
    expect(picked.files.map((file) => file.relativePath)).toEqual([
      "shoot/hero/hero.png",
      "shoot/logo.svg",
    ]);
    const logo = picked.files.find((file) => file.name === "logo.svg")!;
    expect(data(await bridge.invoke(CHANNELS.readFile, logo.token))).toEqual(
      new TextEncoder().encode("<svg/>"),
    );
    // The grant is used up: the same paths again are refused.
    expect(await bridge.invoke(CHANNELS.resolveDropped, [shoot])).toEqual({
      ok: false,
      error: NOT_DROPPED_MESSAGE,
    });
    expect(bridge.scanned).toEqual([[shoot]]);
  });

  it("leaves out paths slipped in beside a real drop, counting them as ignored", async () => {
    const bridge = setup();
    const logo = join(root, "shoot", "logo.svg");
    await bridge.invoke(CHANNELS.grantDrop, [logo]);
    const picked = data(
      await bridge.invoke<PickResult>(CHANNELS.resolveDropped, [logo, join(root, "secret")]),
    );
    expect(picked.files.map((file) => file.name)).toEqual(["logo.svg"]);
    expect(picked.ignored).toBe(1);
    expect(bridge.scanned).toEqual([[logo]]);
  });

  it("does not let one window use a drop made on another", async () => {
    const bridge = setup();
    const shoot = join(root, "shoot");
    await bridge.invokeFrom(1, CHANNELS.grantDrop, [shoot]);
    expect((await bridge.invokeFrom(2, CHANNELS.resolveDropped, [shoot])).ok).toBe(false);
    expect((await bridge.invokeFrom(1, CHANNELS.resolveDropped, [shoot])).ok).toBe(true);
  });

  it("answers a drop without local files (dragged from a web page) with nothing", async () => {
    const bridge = setup();
    expect(data(await bridge.invoke(CHANNELS.resolveDropped, []))).toEqual({
      files: [],
      ignored: 0,
      truncated: false,
    });
  });

  it("reads no file by a token it did not hand out", async () => {
    const bridge = setup();
    expect(await bridge.invoke(CHANNELS.readFile, "made-up-token")).toEqual({
      ok: false,
      error: "This file was not chosen in this session",
    });
  });
});

describe("the other handlers", () => {
  it("scans what the native dialog answered, never a path from the renderer", async () => {
    const bridge = setup();
    bridge.answerDialog({ canceled: false, filePaths: [join(root, "shoot", "hero")] });
    const picked = data(await bridge.invoke<PickResult>(CHANNELS.openDialog, "folder"));
    expect(picked.files.map((file) => file.relativePath)).toEqual(["hero/hero.png"]);
    expect(bridge.dialogs[0]?.properties).toEqual(["openDirectory", "multiSelections"]);
    bridge.answerDialog({ canceled: true, filePaths: [join(root, "secret")] });
    expect(data(await bridge.invoke<PickResult>(CHANNELS.openDialog, "files")).files).toEqual([]);
    expect(bridge.dialogs[1]?.filters?.[0]?.extensions).toContain("webp");
    expect(bridge.scanned).toEqual([[join(root, "shoot", "hero")]]);
  });

  it("saves a server address only after its health check, and shows notifications", async () => {
    const bridge = setup();
    expect(data(await bridge.invoke(CHANNELS.getSettings))).toEqual({
      serverUrl: "https://site.example.com",
    });
    expect(
      data(await bridge.invoke(CHANNELS.saveSettings, { serverUrl: "localhost:3000" })),
    ).toEqual({ serverUrl: "http://localhost:3000" });
    expect(bridge.health).toEqual(["http://localhost:3000/api/health"]);
    expect((await bridge.invoke(CHANNELS.saveSettings, { serverUrl: "ftp://x" })).ok).toBe(false);
    await bridge.invoke(CHANNELS.notify, { title: "Done", body: "7 replaced" });
    expect(bridge.notifications).toEqual([{ title: "Done", body: "7 replaced" }]);
  });
});
