/**
 * The bridge the preload exposes, as a plain module: Electron's `ipcRenderer.invoke` and
 * `webUtils.getPathForFile` come in as arguments, so index.ts only wires them, and the browser
 * tests run this very code in Chromium (e2e/test-bridge.ts).
 *
 * Drops: `captureDrop` is registered by the preload on the window, in the capture phase, in its
 * isolated world, before any page script runs. For a drop the user really made
 * (`event.isTrusted`; page script can dispatch drop events, but never trusted ones) it sends
 * the dropped paths to the main process on `grantDrop`, a channel page script cannot reach.
 * `resolveDroppedFiles` then waits for that grant before asking for the files; the main
 * process reads only paths granted this way, each once (drop-grants.ts).
 */
import type {
  DesktopBridge,
  DialogKind,
  NotificationRequest,
  SettingsUpdate,
} from "../shared/bridge.ts";
import { CHANNELS } from "../shared/channels.ts";
import type { IpcResult } from "../shared/ipc-result.ts";

export interface PreloadDeps {
  /** ipcRenderer.invoke */
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  /** webUtils.getPathForFile: "" for a File with no local file behind it; throws for a non-File. */
  getPathForFile(file: File): string;
}

export interface PreloadBridge {
  bridge: DesktopBridge;
  /** The window's `drop` listener (capture phase). */
  captureDrop(event: DragEvent): void;
}

/**
 * The local paths of dropped files; files that have none (dragged from a web page) are left
 * out, and so is anything that is not a File (getPathForFile throws for it).
 */
export function pathsOf(
  files: ArrayLike<File> | Iterable<File> | null | undefined,
  getPathForFile: PreloadDeps["getPathForFile"],
): string[] {
  const paths: string[] = [];
  let list: File[];
  try {
    list = Array.from(files ?? []);
  } catch {
    return paths;
  }
  for (const file of list) {
    try {
      const path = getPathForFile(file);
      if (typeof path === "string" && path) paths.push(path);
    } catch {
      // not a File
    }
  }
  return paths;
}

export function createPreloadBridge(deps: PreloadDeps): PreloadBridge {
  const invoke = <T>(channel: string, ...args: unknown[]) =>
    deps.invoke(channel, ...args) as Promise<IpcResult<T>>;
  /** Settles once every drop seen so far has been reported to the main process. */
  let granted: Promise<void> = Promise.resolve();

  const captureDrop = (event: DragEvent) => {
    if (!event.isTrusted) return;
    const paths = pathsOf(event.dataTransfer?.files, deps.getPathForFile);
    if (paths.length === 0) return;
    // Sent now, while the drop event is being dispatched; resolve calls wait for its answer.
    // A failed grant leaves its paths refused, which the resolve call then says.
    const sent = invoke<null>(CHANNELS.grantDrop, paths);
    granted = Promise.all([granted, sent.catch(() => null)]).then(() => undefined);
  };

  const bridge: DesktopBridge = {
    async resolveDroppedFiles(files: readonly File[]) {
      const paths = pathsOf(files, deps.getPathForFile);
      await granted;
      return invoke(CHANNELS.resolveDropped, paths);
    },
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
  return { bridge, captureDrop };
}
