/**
 * Every IPC handler is registered here, and only here. Each checks its sender (our window's
 * top frame, showing an app page) and its arguments before doing anything, and answers
 * `{ ok: true, data } | { ok: false, error }`; nothing is thrown across the bridge.
 */
import type { IpcMain, IpcMainInvokeEvent } from "electron";
import type {
  AppSettings,
  DialogKind,
  NotificationRequest,
  PickResult,
  SettingsUpdate,
} from "../shared/bridge.ts";
import { CHANNELS } from "../shared/channels.ts";
import { fail, type IpcResult, ok } from "../shared/ipc-result.ts";
import type { SenderInfo } from "./security.ts";

/** Who called: handlers that hold per-window state (drop grants) key it by this. */
export interface CallContext {
  /** The sender's webContents id. */
  senderId: number;
}

/**
 * What the main process answers on each channel. Every handler gets its checked arguments and
 * then the call's context; the implementations live in bridge-handlers.ts (no Electron there).
 */
export interface BridgeHandlers {
  /** The paths of a real drop, reported by the preload's own drop listener. */
  grantDrop(paths: string[], context: CallContext): Promise<null>;
  /** Dropped files and folders: only paths granted by a drop on the same window are read. */
  resolveDropped(paths: string[], context: CallContext): Promise<PickResult>;
  readFile(token: string): Promise<Uint8Array>;
  openDialog(kind: DialogKind): Promise<PickResult>;
  getSettings(): Promise<AppSettings>;
  saveSettings(update: SettingsUpdate): Promise<AppSettings>;
  notify(notification: NotificationRequest): Promise<null>;
}

/** A refusal whose message is meant for the user. */
export class BadRequest extends Error {}

const MAX_PATHS = 1000;
const MAX_TEXT = 2000;

function text(value: unknown, what: string, max = MAX_TEXT): string {
  if (typeof value !== "string" || value.length === 0 || value.length > max) {
    throw new BadRequest(`Invalid ${what}`);
  }
  return value;
}

function pathList(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > MAX_PATHS) throw new BadRequest("Invalid paths");
  return value.map((path) => text(path, "path", 4096));
}

/** A handler's arguments without the call context the registration adds. */
type ArgumentsOf<F> = F extends (...args: infer A) => unknown
  ? A extends [...infer Own, CallContext]
    ? Own
    : A
  : never;

/** Each channel's arguments, checked: the renderer is not trusted to send the right shapes. */
export const argumentParsers = {
  grantDrop: (args: unknown[]) => [pathList(args[0])] as const,
  resolveDropped: (args: unknown[]) => [pathList(args[0])] as const,
  readFile: (args: unknown[]) => [text(args[0], "file token", 100)] as const,
  openDialog: (args: unknown[]) => {
    if (args[0] !== "files" && args[0] !== "folder") throw new BadRequest("Invalid dialog kind");
    return [args[0]] as const;
  },
  getSettings: (_args: unknown[]) => [] as const,
  saveSettings: (args: unknown[]) => {
    const update = args[0] as { serverUrl?: unknown } | null;
    if (!update || typeof update !== "object") throw new BadRequest("Invalid settings");
    return [{ serverUrl: text(update.serverUrl, "server address") }] as const;
  },
  notify: (args: unknown[]) => {
    const notification = args[0] as { title?: unknown; body?: unknown } | null;
    if (!notification || typeof notification !== "object")
      throw new BadRequest("Invalid notification");
    return [
      {
        title: text(notification.title, "notification title", 200),
        body: typeof notification.body === "string" ? notification.body.slice(0, 1000) : "",
      },
    ] as const;
  },
} satisfies {
  [K in keyof BridgeHandlers]: (args: unknown[]) => Readonly<ArgumentsOf<BridgeHandlers[K]>>;
};

export const channelOf: { [K in keyof BridgeHandlers]: string } = {
  grantDrop: CHANNELS.grantDrop,
  resolveDropped: CHANNELS.resolveDropped,
  readFile: CHANNELS.readFile,
  openDialog: CHANNELS.openDialog,
  getSettings: CHANNELS.getSettings,
  saveSettings: CHANNELS.saveSettings,
  notify: CHANNELS.notify,
};

/** What the sender check needs to know of an IPC event. */
export function senderInfo(event: IpcMainInvokeEvent): SenderInfo {
  const frame = event.senderFrame;
  return {
    webContentsId: event.sender.id,
    frameUrl: frame ? frame.url : null,
    isMainFrame: frame !== null && frame === event.sender.mainFrame,
  };
}

export const REFUSED_SENDER = "Refused: the request did not come from the app's window";

export interface IpcRegistration {
  ipcMain: Pick<IpcMain, "handle" | "removeHandler">;
  isTrusted(event: IpcMainInvokeEvent): boolean;
  handlers: BridgeHandlers;
  onRefused?(channel: string, event: IpcMainInvokeEvent): void;
  onError?(channel: string, error: unknown): void;
}

/** Registers every handler; returns the function that removes them again. */
export function registerIpcHandlers(registration: IpcRegistration): () => void {
  const { ipcMain, handlers } = registration;
  const names = Object.keys(channelOf) as (keyof BridgeHandlers)[];
  for (const name of names) {
    const channel = channelOf[name];
    ipcMain.handle(channel, async (event, ...args: unknown[]): Promise<IpcResult<unknown>> => {
      if (!registration.isTrusted(event)) {
        registration.onRefused?.(channel, event);
        return fail(REFUSED_SENDER);
      }
      try {
        const parsed = argumentParsers[name](args) as readonly unknown[];
        const handler = handlers[name] as (...a: unknown[]) => Promise<unknown>;
        const context: CallContext = { senderId: event.sender.id };
        return ok(await handler(...parsed, context));
      } catch (error) {
        if (!(error instanceof BadRequest)) registration.onError?.(channel, error);
        return fail(error instanceof Error ? error.message : "Something went wrong");
      }
    });
  }
  return () => {
    for (const name of names) ipcMain.removeHandler(channelOf[name]);
  };
}
