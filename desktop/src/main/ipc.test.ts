import type { IpcMainInvokeEvent } from "electron";
import { describe, expect, it } from "vitest";
import { CHANNELS } from "../shared/channels.ts";
import type { IpcResult } from "../shared/ipc-result.ts";
import { type BridgeHandlers, REFUSED_SENDER, registerIpcHandlers, senderInfo } from "./ipc.ts";

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<IpcResult<unknown>>;

function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  return {
    handlers,
    handle(channel: string, listener: Listener) {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    },
    removeHandler(channel: string) {
      handlers.delete(channel);
    },
  };
}

const mainFrame = { url: "app://admin/" };
const trustedEvent = {
  sender: { id: 1, mainFrame },
  senderFrame: mainFrame,
} as unknown as IpcMainInvokeEvent;
const subFrameEvent = {
  sender: { id: 1, mainFrame },
  senderFrame: { url: "app://admin/" },
} as unknown as IpcMainInvokeEvent;

const calls: unknown[][] = [];
const handlers: BridgeHandlers = {
  grantDrop: async (paths, context) => {
    calls.push(["grantDrop", paths, context]);
    return null;
  },
  resolveDropped: async (paths, context) => {
    calls.push(["resolveDropped", paths, context]);
    return { files: [], ignored: 0, truncated: false };
  },
  readFile: async (token) => {
    calls.push(["readFile", token]);
    if (token === "missing") throw new Error("This file was not chosen in this session");
    return new Uint8Array([1, 2]);
  },
  openDialog: async () => ({ files: [], ignored: 0, truncated: false }),
  getSettings: async () => ({ serverUrl: null }),
  saveSettings: async (update) => ({ serverUrl: update.serverUrl }),
  notify: async () => null,
};

function setup() {
  const ipcMain = fakeIpcMain();
  const refused: string[] = [];
  const dispose = registerIpcHandlers({
    ipcMain,
    handlers,
    isTrusted: (event) => senderInfo(event).isMainFrame && senderInfo(event).webContentsId === 1,
    onRefused: (channel) => refused.push(channel),
  });
  const invoke = (event: IpcMainInvokeEvent, channel: string, ...args: unknown[]) =>
    ipcMain.handlers.get(channel)!(event, ...args);
  return { ipcMain, refused, dispose, invoke };
}

describe("registerIpcHandlers", () => {
  it("registers exactly the bridge's channels, in one place, and can remove them", () => {
    const { ipcMain, dispose } = setup();
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
    dispose();
    expect(ipcMain.handlers.size).toBe(0);
  });

  it("answers a trusted sender with { ok: true, data }", async () => {
    const { invoke } = setup();
    expect(await invoke(trustedEvent, CHANNELS.readFile, "tok")).toEqual({
      ok: true,
      data: new Uint8Array([1, 2]),
    });
  });

  it("drops senders that are not our window's top frame, without running the handler", async () => {
    const { invoke, refused } = setup();
    calls.length = 0;
    expect(await invoke(subFrameEvent, CHANNELS.readFile, "tok")).toEqual({
      ok: false,
      error: REFUSED_SENDER,
    });
    const stranger = {
      sender: { id: 2, mainFrame },
      senderFrame: mainFrame,
    } as unknown as IpcMainInvokeEvent;
    expect((await invoke(stranger, CHANNELS.resolveDropped, ["/etc"])).ok).toBe(false);
    expect(calls).toEqual([]);
    expect(refused).toEqual([CHANNELS.readFile, CHANNELS.resolveDropped]);
  });

  it("checks arguments before the handler sees them", async () => {
    const { invoke } = setup();
    calls.length = 0;
    for (const [channel, args] of [
      [CHANNELS.resolveDropped, ["not an array"]],
      [CHANNELS.resolveDropped, [[1, 2]]],
      [CHANNELS.grantDrop, ["/not/a/list"]],
      [CHANNELS.grantDrop, [Array.from({ length: 1001 }, (_, i) => `/p/${i}`)]],
      [CHANNELS.grantDrop, [[""]]],
      [CHANNELS.readFile, [{ token: "x" }]],
      [CHANNELS.openDialog, ["everything"]],
      [CHANNELS.saveSettings, [null]],
      [CHANNELS.notify, [{ body: "no title" }]],
    ] as const) {
      const answer = await invoke(trustedEvent, channel, ...args);
      expect(answer.ok, `${channel} ${JSON.stringify(args)}`).toBe(false);
    }
    expect(calls).toEqual([]);
  });

  it("hands each handler its checked arguments and the sender's webContents id", async () => {
    const { invoke } = setup();
    calls.length = 0;
    await invoke(trustedEvent, CHANNELS.grantDrop, ["/home/me/shoot"], "extra", "ignored");
    await invoke(trustedEvent, CHANNELS.resolveDropped, ["/home/me/shoot"]);
    expect(calls).toEqual([
      ["grantDrop", ["/home/me/shoot"], { senderId: 1 }],
      ["resolveDropped", ["/home/me/shoot"], { senderId: 1 }],
    ]);
  });

  it("answers a failing handler with { ok: false, error } instead of throwing", async () => {
    const { invoke } = setup();
    expect(await invoke(trustedEvent, CHANNELS.readFile, "missing")).toEqual({
      ok: false,
      error: "This file was not chosen in this session",
    });
  });
});
