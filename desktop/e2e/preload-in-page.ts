/**
 * The preload as the browser tests run it: the app's own bridge code (desktop-bridge.ts),
 * bundled and injected before the page's scripts (test-bridge.ts). Only Electron's two calls
 * are stood in for: `ipcRenderer.invoke` goes to the main process's own handlers in Node
 * (through a function the test exposes), and `webUtils.getPathForFile`, which plain Chromium
 * does not have, looks the dropped File's name up in `window.__dropPaths`, set by the test
 * that makes the drop.
 */
import { createPreloadBridge } from "../src/preload/desktop-bridge.ts";
import { BRIDGE_GLOBAL } from "../src/shared/bridge.ts";

interface TestWindow {
  __desktopInvoke(channel: string, args: unknown[]): Promise<unknown>;
  __dropPaths?: Record<string, string>;
}

const w = window as unknown as TestWindow & Record<string, unknown>;

/** Bytes cross from Node as base64 (what the test transport can carry). */
function decode(answer: unknown): unknown {
  const data = (answer as { ok?: boolean; data?: { $bytes?: unknown } } | null)?.data;
  if (!data || typeof data.$bytes !== "string") return answer;
  const binary = atob(data.$bytes);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { ok: true, data: bytes };
}

const { bridge, captureDrop } = createPreloadBridge({
  invoke: async (channel, ...args) => decode(await w.__desktopInvoke(channel, args)),
  getPathForFile: (file) => {
    if (!(file instanceof File)) throw new TypeError("Not a File");
    return w.__dropPaths?.[file.name] ?? "";
  },
});

window.addEventListener("drop", captureDrop, true);
w[BRIDGE_GLOBAL] = bridge;
