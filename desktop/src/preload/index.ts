/**
 * The bridge between the renderer and the main process: named methods only, each one IPC
 * channel. Dropped files go out as File objects and come back as opaque tokens: page script
 * cannot make a File that points at an arbitrary path, so it cannot ask for files the user did
 * not drop. Sandboxed preloads are CommonJS and may require only "electron".
 */
import { contextBridge, ipcRenderer, webUtils } from "electron";
import {
  BRIDGE_GLOBAL,
  type DesktopBridge,
  type DialogKind,
  type NotificationRequest,
  type SettingsUpdate,
} from "../shared/bridge.ts";
import { CHANNELS } from "../shared/channels.ts";
import type { IpcResult } from "../shared/ipc-result.ts";

const invoke = <T>(channel: string, ...args: unknown[]) =>
  ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<T>>;

/**
 * The local paths of dropped files; files that have none (dragged from a web page) are left
 * out, and so is anything that is not a File (getPathForFile throws for it).
 */
function pathsOf(files: readonly File[]): string[] {
  const paths: string[] = [];
  for (const file of Array.from(files ?? [])) {
    try {
      const path = webUtils.getPathForFile(file);
      if (path) paths.push(path);
    } catch {
      // not a File
    }
  }
  return paths;
}

const bridge: DesktopBridge = {
  resolveDroppedFiles: (files: readonly File[]) => invoke(CHANNELS.resolveDropped, pathsOf(files)),
  readFile: (token: string) => invoke(CHANNELS.readFile, String(token)),
  openFileDialog: (kind: DialogKind) => invoke(CHANNELS.openDialog, kind),
  getSettings: () => invoke(CHANNELS.getSettings),
  saveSettings: (update: SettingsUpdate) =>
    invoke(CHANNELS.saveSettings, { serverUrl: String(update?.serverUrl ?? "") }),
  showNotification: (notification: NotificationRequest) =>
    invoke(CHANNELS.notify, {
      title: String(notification?.title ?? ""),
      body: String(notification?.body ?? ""),
    }),
};

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
