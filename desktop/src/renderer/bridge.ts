import type { FileSource, PickedFiles } from "../bulk/bulk-session.ts";
import { BRIDGE_GLOBAL, type DesktopBridge, type PickResult } from "../shared/bridge.ts";
import type { IpcResult } from "../shared/ipc-result.ts";

declare global {
  interface Window {
    [BRIDGE_GLOBAL]?: DesktopBridge;
  }
}

/** The preload's bridge, or null when the page is not running inside the desktop app. */
export const getBridge = (): DesktopBridge | null => window[BRIDGE_GLOBAL] ?? null;

/** The data of an IPC answer, or its error thrown as an Error. */
export async function unwrap<T>(answer: Promise<IpcResult<T>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

const toLocalFiles = (bridge: DesktopBridge, picked: PickResult): PickedFiles => ({
  ignored: picked.ignored,
  truncated: picked.truncated,
  files: picked.files.map((file) => ({
    key: file.token,
    name: file.name,
    relativePath: file.relativePath,
    size: file.size,
    modified: file.modified,
    read: () => unwrap(bridge.readFile(file.token)),
  })),
});

/** Files for Bulk Replace from the main process: a drop, or the native dialog. */
export const bridgeFileSource = (bridge: DesktopBridge): FileSource => ({
  fromDrop: async (files) => toLocalFiles(bridge, await unwrap(bridge.resolveDroppedFiles(files))),
  choose: async (kind) => toLocalFiles(bridge, await unwrap(bridge.openFileDialog(kind))),
});
