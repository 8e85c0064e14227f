/**
 * The bridge between the renderer and the main process: named methods only, each one IPC
 * channel (desktop-bridge.ts). Dropped files go out as File objects and come back as opaque
 * tokens: page script cannot make a File that points at an arbitrary path, and the main
 * process reads only paths that this preload saw in a real drop (its own `drop` listener, in
 * the isolated world, registered before any page script runs). Sandboxed preloads are
 * CommonJS and may require only "electron".
 */
import { contextBridge, ipcRenderer, webUtils } from "electron";
import { BRIDGE_GLOBAL } from "../shared/bridge.ts";
import { createPreloadBridge } from "./desktop-bridge.ts";

const { bridge, captureDrop } = createPreloadBridge({
  invoke: (channel, ...args) => ipcRenderer.invoke(channel, ...args),
  getPathForFile: (file) => webUtils.getPathForFile(file),
});

// Capture phase on the window: it runs before any listener of the page's for the same drop.
window.addEventListener("drop", captureDrop, true);
contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
