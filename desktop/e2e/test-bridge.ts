/**
 * The preload bridge replaced for Chromium: the page gets `window.desktop` with the same
 * methods, and each call is answered in Node by the same modules the main process's IPC
 * handlers use (scanPaths and FileGrants on real folders, the server check), so only the
 * Electron transport is left out. A dropped File is mapped to a real path through
 * `window.__dropPaths` (the name of the File -> a folder on disk), as webUtils.getPathForFile
 * does in the app.
 */
import type { Page } from "playwright-core";
import { FileGrants, scanPaths } from "../src/main/files.ts";
import { checkServerHealth, normalizeServerUrl } from "../src/main/server-url.ts";
import type { AppSettings, NotificationRequest } from "../src/shared/bridge.ts";
import { fail, ok } from "../src/shared/ipc-result.ts";

export interface TestBridgeHandle {
  notifications: NotificationRequest[];
  /** What the native dialog "chooses" next. */
  dialogPaths: string[];
  settings: AppSettings;
}

/** Runs in the page before its scripts: defines window.desktop. */
function installBridge(initial: AppSettings) {
  type Call = (
    op: string,
    arg?: unknown,
  ) => Promise<{ ok: boolean; data?: unknown; error?: string }>;
  const w = window as unknown as {
    __desktopTest: Call;
    __dropPaths?: Record<string, string>;
    desktop: unknown;
  };
  const call: Call = (op, arg) => w.__desktopTest(op, arg);
  let settings = initial;
  w.desktop = {
    resolveDroppedFiles(files: readonly File[]) {
      const paths = Array.from(files)
        .map((file) => w.__dropPaths?.[file.name])
        .filter((path): path is string => Boolean(path));
      return call("resolve", paths);
    },
    async readFile(token: string) {
      const answer = await call("read", token);
      if (!answer.ok) return answer;
      const binary = atob(answer.data as string);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return { ok: true, data: bytes };
    },
    openFileDialog: (kind: string) => call("dialog", kind),
    getSettings: async () => ({ ok: true, data: settings }),
    async saveSettings(update: { serverUrl: string }) {
      const answer = await call("saveSettings", update.serverUrl);
      if (answer.ok) settings = answer.data as AppSettings;
      return answer;
    },
    showNotification: (notification: unknown) => call("notify", notification),
  };
}

export async function installTestBridge(
  page: Page,
  settings: AppSettings,
): Promise<TestBridgeHandle> {
  const grants = new FileGrants();
  const handle: TestBridgeHandle = {
    notifications: [],
    dialogPaths: [],
    settings: { ...settings },
  };
  await page.exposeFunction("__desktopTest", async (op: string, arg: unknown) => {
    try {
      switch (op) {
        case "resolve":
          return ok(grants.grant(await scanPaths(arg as string[])));
        case "read":
          return ok(Buffer.from(await grants.read(arg as string)).toString("base64"));
        case "dialog":
          return ok(grants.grant(await scanPaths(handle.dialogPaths)));
        case "saveSettings": {
          const normalized = normalizeServerUrl(arg as string);
          if (!normalized.ok) return fail(normalized.error);
          const health = await checkServerHealth(normalized.url, (url, init) => fetch(url, init));
          if (!health.ok) return fail(health.error);
          handle.settings = { serverUrl: normalized.url };
          return ok(handle.settings);
        }
        case "notify":
          handle.notifications.push(arg as NotificationRequest);
          return ok(null);
        default:
          return fail(`unknown bridge call ${op}`);
      }
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  });
  await page.addInitScript(installBridge, settings);
  return handle;
}
