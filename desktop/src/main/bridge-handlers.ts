/**
 * What the main process does for each bridge call. No Electron import: index.ts hands in the
 * few Electron calls it needs (the native dialog, notifications, the session's fetch) and
 * registers these through ipc.ts; the browser tests register the very same handlers behind
 * their stand-in for the preload (e2e/test-bridge.ts).
 */
import type { OpenDialogOptions } from "electron";
import type { DialogKind, NotificationRequest, PickResult } from "../shared/bridge.ts";
import type { DropGrants } from "./drop-grants.ts";
import { type FileGrants, type ScanResult, scanPaths } from "./files.ts";
import { BadRequest, type BridgeHandlers } from "./ipc.ts";
import { checkServerHealth, normalizeServerUrl } from "./server-url.ts";
import { publicSettings, type SettingsStore } from "./settings-store.ts";

export const EMPTY_PICK: PickResult = { files: [], ignored: 0, truncated: false };

export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp", "svg"];

/** Said when the renderer asks for paths no drop on its window handed over. */
export const NOT_DROPPED_MESSAGE =
  "These files were not dropped on this window: drop them again, or use Choose files… or Choose folder…";

/** The native open dialog's options for files or folders. */
export function openDialogOptions(kind: DialogKind): OpenDialogOptions {
  return {
    title: kind === "folder" ? "Choose folders of images" : "Choose images",
    properties:
      kind === "folder" ? ["openDirectory", "multiSelections"] : ["openFile", "multiSelections"],
    ...(kind === "files" && {
      filters: [
        { name: "Images", extensions: IMAGE_EXTENSIONS },
        { name: "All files", extensions: ["*"] },
      ],
    }),
  };
}

export interface BridgeHandlerDeps {
  /** The files handed to the renderer, by token. */
  fileGrants: FileGrants;
  /** The paths of real drops, per window. */
  dropGrants: DropGrants;
  settings: Pick<SettingsStore, "get" | "update">;
  /** Electron's dialog.showOpenDialog (on the app's window). */
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
  /** The fetch that checks a server address (the app's own session). */
  fetch(url: string, init: RequestInit): Promise<Response>;
  showNotification(notification: NotificationRequest): void;
  /** Folder scanning; scanPaths unless a test says otherwise. */
  scan?(paths: readonly string[]): Promise<ScanResult>;
}

export function createBridgeHandlers(deps: BridgeHandlerDeps): BridgeHandlers {
  const scan = deps.scan ?? ((paths: readonly string[]) => scanPaths(paths));
  return {
    async grantDrop(paths, { senderId }) {
      deps.dropGrants.record(senderId, paths);
      return null;
    },
    async resolveDropped(paths, { senderId }) {
      // A drop from a web page has no local paths: nothing to read, and nothing refused.
      if (paths.length === 0) return EMPTY_PICK;
      const { granted, refused } = deps.dropGrants.take(senderId, paths);
      if (granted.length === 0) throw new BadRequest(NOT_DROPPED_MESSAGE);
      const picked = deps.fileGrants.grant(await scan(granted));
      return { ...picked, ignored: picked.ignored + refused.length };
    },
    readFile: (token) => deps.fileGrants.read(token),
    async openDialog(kind) {
      // The paths come from the dialog's own answer, never from the renderer.
      const chosen = await deps.showOpenDialog(openDialogOptions(kind));
      if (chosen.canceled || chosen.filePaths.length === 0) return EMPTY_PICK;
      return deps.fileGrants.grant(await scan(chosen.filePaths));
    },
    async getSettings() {
      return publicSettings(deps.settings.get());
    },
    async saveSettings(update) {
      const normalized = normalizeServerUrl(update.serverUrl);
      if (!normalized.ok) throw new BadRequest(normalized.error);
      const health = await checkServerHealth(normalized.url, deps.fetch);
      if (!health.ok) throw new BadRequest(health.error);
      return publicSettings(await deps.settings.update({ serverUrl: normalized.url }));
    },
    async notify(notification) {
      deps.showNotification(notification);
      return null;
    },
  };
}
