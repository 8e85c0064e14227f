/**
 * The Electron shell, kept thin: it applies the policies of security.ts, serves the renderer
 * and forwards the API through app-protocol.ts, and answers the bridge with bridge-handlers.ts
 * (registered through ipc.ts).
 * Everything with logic in it lives in modules that do not import Electron and are tested.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  type MenuItemConstructorOptions,
  Notification,
  protocol,
  type Session,
  screen,
  session,
  shell,
} from "electron";
import { createForwarder } from "./api-forwarder.ts";
import { createAppRequestHandler } from "./app-protocol.ts";
import { createBridgeHandlers } from "./bridge-handlers.ts";
import { DropGrants } from "./drop-grants.ts";
import { FileGrants } from "./files.ts";
import { registerIpcHandlers, senderInfo } from "./ipc.ts";
import { choseToLeave, LEAVE_PROMPT } from "./leave-prompt.ts";
import {
  APP_ENTRY_URL,
  APP_HOST,
  APP_SCHEME,
  APP_SCHEME_PRIVILEGES,
  allowNavigation,
  allowPermission,
  decideWindowOpen,
  isTrustedSender,
  mainWindowOptions,
  SESSION_PARTITION,
} from "./security.ts";
import { SettingsStore } from "./settings-store.ts";
import { restoreBounds } from "./window-state.ts";

const PRODUCT_NAME = "Standards Site Admin";
const here = dirname(fileURLToPath(import.meta.url)); // dist/main
const RENDERER_ROOT = join(here, "..", "renderer");
const PRELOAD = join(here, "..", "preload", "index.cjs");
const ICON = join(here, "..", "icon.png");

// Before `ready`: the scheme's privileges, the sandbox for every renderer, the app's name
// (which names its user-data folder).
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.enableSandbox();
app.setName(PRODUCT_NAME);

const settings = new SettingsStore(join(app.getPath("userData"), "settings.json"));
const fileGrants = new FileGrants();
const dropGrants = new DropGrants();
const windowContentsIds = new Set<number>();
let mainWindow: BrowserWindow | null = null;

function applySessionPolicies(ses: Session) {
  ses.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(allowPermission(permission, details.requestingUrl)),
  );
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    allowPermission(permission, requestingOrigin),
  );
  ses.setDevicePermissionHandler(() => false);
  ses.on("will-download", (event) => event.preventDefault());
}

function lockDownContents() {
  app.on("web-contents-created", (_event, contents) => {
    contents.on("will-navigate", (event) => {
      if (!allowNavigation(event.url)) event.preventDefault();
    });
    contents.on("will-redirect", (event) => {
      if (!allowNavigation(event.url)) event.preventDefault();
    });
    contents.on("will-attach-webview", (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      const decision = decideWindowOpen(url, settings.get().serverUrl);
      if (decision.openExternal) void shell.openExternal(decision.openExternal);
      return { action: "deny" };
    });
  });
}

function serveApp(ses: Session) {
  const fetchWithSession = (url: string, init: RequestInit) =>
    ses.fetch(url, { ...init, credentials: "include" });
  const forward = createForwarder({
    getServerUrl: () => settings.get().serverUrl,
    fetch: fetchWithSession,
  });
  const handle = createAppRequestHandler({ rendererRoot: RENDERER_ROOT, forward });
  ses.protocol.handle(APP_SCHEME, (request) => {
    if (new URL(request.url).host !== APP_HOST) return new Response("Not found", { status: 404 });
    return handle(request);
  });
  return fetchWithSession;
}

function registerBridge(fetchWithSession: (url: string, init: RequestInit) => Promise<Response>) {
  registerIpcHandlers({
    ipcMain,
    isTrusted: (event) => isTrustedSender(senderInfo(event), windowContentsIds),
    onRefused: (channel, event) =>
      console.warn(`IPC ${channel} refused from ${event.senderFrame?.url ?? "a closed frame"}`),
    onError: (channel, error) => console.error(`IPC ${channel} failed`, error),
    handlers: createBridgeHandlers({
      fileGrants,
      dropGrants,
      settings,
      fetch: fetchWithSession,
      showOpenDialog: (options) =>
        mainWindow ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options),
      showNotification({ title, body }) {
        if (Notification.isSupported()) new Notification({ title, body }).show();
      },
    }),
  });
}

function buildMenu() {
  const view: MenuItemConstructorOptions[] = [
    { role: "reload" },
    ...(app.isPackaged ? [] : [{ role: "toggleDevTools" } as const]),
    { type: "separator" },
    { role: "resetZoom" },
    { role: "zoomIn" },
    { role: "zoomOut" },
    { type: "separator" },
    { role: "togglefullscreen" },
  ];
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === "darwin" ? [{ role: "appMenu" } as const] : []),
    { role: "fileMenu" },
    { role: "editMenu" },
    { label: "View", submenu: view },
    { role: "windowMenu" },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function createWindow() {
  const primary = screen.getPrimaryDisplay();
  const workAreas = [primary, ...screen.getAllDisplays().filter((d) => d.id !== primary.id)].map(
    (display) => display.workArea,
  );
  const { bounds, maximized } = restoreBounds(settings.get().window, workAreas);
  const window = new BrowserWindow(
    mainWindowOptions({
      preload: PRELOAD,
      bounds,
      ...(process.platform === "linux" && { icon: ICON }),
    }),
  );
  const contentsId = window.webContents.id;
  windowContentsIds.add(contentsId);
  mainWindow = window;
  if (maximized) window.maximize();
  window.once("ready-to-show", () => window.show());
  window.webContents.on("will-prevent-unload", (event) => {
    // preventDefault here overrides the page's beforeunload: the window closes.
    if (choseToLeave(dialog.showMessageBoxSync(window, LEAVE_PROMPT))) event.preventDefault();
  });

  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const saveState = () => {
    if (window.isDestroyed() || window.isMinimized()) return;
    void settings.update({
      window: { bounds: window.getNormalBounds(), maximized: window.isMaximized() },
    });
  };
  const saveSoon = () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(saveState, 400);
  };
  window.on("resize", saveSoon);
  window.on("move", saveSoon);
  window.on("maximize", saveSoon);
  window.on("unmaximize", saveSoon);
  window.on("close", () => {
    clearTimeout(saveTimer);
    saveState();
  });
  window.on("closed", () => {
    windowContentsIds.delete(contentsId);
    dropGrants.forget(contentsId);
    if (mainWindow === window) mainWindow = null;
  });
  void window.loadURL(APP_ENTRY_URL);
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on("second-instance", () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on("window-all-closed", () => {
    if (process.platform !== "darwin") app.quit();
  });
  // The window's last size and place are written when it closes: let that write finish.
  let settingsFlushed = false;
  app.on("will-quit", (event) => {
    if (settingsFlushed) return;
    event.preventDefault();
    void settings.idle().finally(() => {
      settingsFlushed = true;
      app.quit();
    });
  });
  lockDownContents();
  void app.whenReady().then(async () => {
    await settings.load();
    const ses = session.fromPartition(SESSION_PARTITION);
    applySessionPolicies(ses);
    // Nothing should use the default session; if anything does, the same rules apply.
    applySessionPolicies(session.defaultSession);
    const fetchWithSession = serveApp(ses);
    registerBridge(fetchWithSession);
    buildMenu();
    createWindow();
    app.on("activate", () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });
}
