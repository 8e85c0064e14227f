/**
 * The desktop bridge for Chromium, with only Electron's transport left out: the page runs the
 * preload's own code (src/preload/desktop-bridge.ts, bundled with e2e/preload-in-page.ts and
 * injected before the page's scripts), and each call it makes is answered in Node by the main
 * process's own IPC registration (registerIpcHandlers: sender check, argument checks,
 * `{ ok, data | error }`) over the main process's own handlers (createBridgeHandlers: drop
 * grants, folder scanning, file tokens, the server check). Stood in for: Electron's dialog
 * (answers `dialogPaths`), its notifications (collected), the settings file (kept in memory),
 * and the IPC event (always our window's top frame on app://admin/).
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { IpcMainInvokeEvent } from "electron";
import type { Page } from "playwright-core";
import { build } from "vite";
import { createBridgeHandlers } from "../src/main/bridge-handlers.ts";
import { DropGrants } from "../src/main/drop-grants.ts";
import { FileGrants } from "../src/main/files.ts";
import { registerIpcHandlers, senderInfo } from "../src/main/ipc.ts";
import { APP_ENTRY_URL, isTrustedSender } from "../src/main/security.ts";
import { parseSettings, publicSettings, type StoredSettings } from "../src/main/settings-store.ts";
import type { AppSettings, NotificationRequest } from "../src/shared/bridge.ts";
import { fail, type IpcResult } from "../src/shared/ipc-result.ts";

export interface TestBridgeHandle {
  notifications: NotificationRequest[];
  /** What the native dialog "chooses" next (nothing: the user cancelled). */
  dialogPaths: string[];
  /** The settings as the main process holds them. */
  readonly settings: AppSettings;
}

const here = dirname(fileURLToPath(import.meta.url));
const WINDOW_ID = 1;

let preloadScript: Promise<string> | undefined;

/** The preload's code for the page, built once per test file. */
function bundledPreload(): Promise<string> {
  preloadScript ??= (async () => {
    const result = await build({
      configFile: false,
      root: join(here, ".."),
      logLevel: "warn",
      build: {
        write: false,
        minify: false,
        lib: {
          entry: join(here, "preload-in-page.ts"),
          formats: ["iife"],
          name: "desktopTestPreload",
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as {
      output: { type: string; code?: string }[];
    }[];
    const chunk = outputs[0]?.output.find((item) => item.type === "chunk");
    if (!chunk?.code) throw new Error("The preload bundle for the page was not built");
    return chunk.code;
  })();
  return preloadScript;
}

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<IpcResult<unknown>>;

/** Bytes go to the page as base64; everything else as it is. */
function encode(result: IpcResult<unknown>): unknown {
  if (result.ok && result.data instanceof Uint8Array) {
    return { ok: true, data: { $bytes: Buffer.from(result.data).toString("base64") } };
  }
  return result;
}

export async function installTestBridge(
  page: Page,
  initial: AppSettings,
): Promise<TestBridgeHandle> {
  let stored: StoredSettings = parseSettings(initial);
  const handle: TestBridgeHandle = {
    notifications: [],
    dialogPaths: [],
    get settings() {
      return publicSettings(stored);
    },
  };
  const listeners = new Map<string, Listener>();
  registerIpcHandlers({
    ipcMain: {
      handle: (channel, listener) => void listeners.set(channel, listener as Listener),
      removeHandler: (channel) => void listeners.delete(channel),
    },
    isTrusted: (event) => isTrustedSender(senderInfo(event), new Set([WINDOW_ID])),
    onError: (channel, error) => console.error(`IPC ${channel} failed`, error),
    handlers: createBridgeHandlers({
      fileGrants: new FileGrants(),
      dropGrants: new DropGrants(),
      settings: {
        get: () => structuredClone(stored),
        update: async (change) => (stored = parseSettings({ ...stored, ...change })),
      },
      showOpenDialog: async () => ({
        canceled: handle.dialogPaths.length === 0,
        filePaths: [...handle.dialogPaths],
      }),
      fetch: (url, init) => fetch(url, init),
      showNotification: (notification) => void handle.notifications.push(notification),
    }),
  });
  // What Electron would report for a call from the app's window.
  const frame = { url: APP_ENTRY_URL };
  const event = {
    sender: { id: WINDOW_ID, mainFrame: frame },
    senderFrame: frame,
  } as unknown as IpcMainInvokeEvent;
  await page.exposeFunction("__desktopInvoke", async (channel: string, args: unknown[]) => {
    const listener = listeners.get(channel);
    if (!listener) return fail(`No handler registered for '${channel}'`);
    return encode(await listener(event, ...(Array.isArray(args) ? args : [])));
  });
  await page.addInitScript({ content: await bundledPreload() });
  return handle;
}
