import type { IpcResult } from "./ipc-result.ts";

/**
 * A file the user dropped or chose. The renderer never learns its absolute path: it gets an
 * opaque token, and the main process reads only files it handed out a token for.
 */
export interface PickedFile {
  token: string;
  /** The file's own name, e.g. "Logo.PNG". */
  name: string;
  /** Where it sits inside what was dropped, "/"-separated, e.g. "shoot/brand/Logo.PNG". */
  relativePath: string;
  size: number;
  /** When it last changed (ms since 1970). */
  modified: number;
}

export interface PickResult {
  files: PickedFile[];
  /** Entries left out (hidden files, links to folders, unreadable entries). */
  ignored: number;
  /** True when the scan stopped at its file limit. */
  truncated: boolean;
}

export type DialogKind = "files" | "folder";

/** The settings the renderer may read and change. */
export interface AppSettings {
  /** Base URL of the site's server, e.g. "https://example.com"; null until first set. */
  serverUrl: string | null;
}

export interface SettingsUpdate {
  /** Checked with GET /api/health before it is saved. */
  serverUrl: string;
}

export interface NotificationRequest {
  title: string;
  body: string;
}

/**
 * What the preload exposes to the renderer as `window.desktop`: named methods only, no
 * generic `invoke`/`send`. Every answer is an IpcResult.
 */
export interface DesktopBridge {
  /** Files and folders dropped on the window, folders read recursively. */
  resolveDroppedFiles(files: readonly File[]): Promise<IpcResult<PickResult>>;
  /** The bytes of a file handed out by resolveDroppedFiles or openFileDialog (5 MB at most). */
  readFile(token: string): Promise<IpcResult<Uint8Array>>;
  /** The native open dialog; an empty result when the user cancels. */
  openFileDialog(kind: DialogKind): Promise<IpcResult<PickResult>>;
  getSettings(): Promise<IpcResult<AppSettings>>;
  saveSettings(update: SettingsUpdate): Promise<IpcResult<AppSettings>>;
  showNotification(notification: NotificationRequest): Promise<IpcResult<null>>;
}

/** The global name the bridge is exposed under. */
export const BRIDGE_GLOBAL = "desktop" as const;
