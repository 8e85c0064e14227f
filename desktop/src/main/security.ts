/**
 * The window's security settings and the session's policies as plain data and pure functions,
 * so they are tested without Electron. index.ts only applies them.
 */
import type { BrowserWindowConstructorOptions, CustomScheme } from "electron";

/** The renderer is served from app://admin/ (see app-protocol.ts), never from file://. */
export const APP_SCHEME = "app";
export const APP_HOST = "admin";
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/`;

/** The app's own persistent session: its cookies (the API session) stay out of the default one. */
export const SESSION_PARTITION = "persist:admin";

/**
 * app:// behaves like https for the renderer: a standard, secure origin where fetch, XHR and
 * streamed bodies work. It does not bypass CSP.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: {
    standard: true,
    secure: true,
    supportFetchAPI: true,
    corsEnabled: true,
    stream: true,
    bypassCSP: false,
    allowServiceWorkers: false,
    codeCache: true,
  },
};

export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
  enableBlinkFeatures: "",
  navigateOnDragDrop: false,
  safeDialogs: true,
  spellcheck: true,
} as const satisfies BrowserWindowConstructorOptions["webPreferences"];

export interface WindowOptionsInput {
  preload: string;
  bounds: { x?: number; y?: number; width: number; height: number };
  icon?: string;
}

export function mainWindowOptions(input: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    ...input.bounds,
    minWidth: 960,
    minHeight: 640,
    show: false,
    title: "Site Admin",
    backgroundColor: "#f8fafc",
    autoHideMenuBar: true,
    ...(input.icon && { icon: input.icon }),
    webPreferences: {
      ...SECURE_WEB_PREFERENCES,
      preload: input.preload,
      partition: SESSION_PARTITION,
    },
  };
}

/**
 * The renderer's Content-Security-Policy, sent as a header with every page the app serves.
 * Only the app's own scripts; styles inline too (React and Radix set style attributes);
 * images from the app (which forwards /images/*), and blob: for local thumbnails.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "frame-src 'none'",
  "object-src 'none'",
  "worker-src 'none'",
].join("; ");

/** Headers on every page and asset the app serves itself. */
export const APP_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=()",
};

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether a URL is one of the app's own pages. Compared by scheme and host: for a custom
 * scheme, WHATWG URL (Node's, in the main process) reports the origin as "null".
 */
export function isAppUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
}

/** The window may only navigate within the app (its own pages, served from app://admin). */
export const allowNavigation = (url: string): boolean => isAppUrl(url);

export type WindowOpenDecision = { action: "deny"; openExternal: string | null };

/** Longer URLs are not opened (nothing the admin links to comes close). */
const MAX_OPEN_URL = 4096;

/**
 * Characters a URL handed over by Chromium never contains: it has already turned backslashes
 * into slashes and escaped spaces and control characters. Their presence means a URL that was
 * made up to be read one way by one parser and another way by the next (the WHATWG parser
 * strips tabs and newlines; a backslash is a slash in http(s) but not in app:).
 */
function isUncanonical(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || char === "\\" || /\s/u.test(char)) {
      return true;
    }
  }
  return false;
}

/** A path that another parser, or a later `new URL(path, base)`, would read as a host. */
const HOST_LIKE_PATH = /^\/[\\/]/;

/** The pages of the app that are the API or stored files, never a page of the site. */
const NOT_A_PAGE = /^\/(api|images)(\/|$)/i;

/**
 * The configured server as the only destination in the system browser: http(s), no user name
 * or password, nothing but scheme, host, port and an optional path prefix.
 */
function liveSiteBase(serverUrl: string | null): URL | null {
  if (!serverUrl || isUncanonical(serverUrl)) return null;
  const server = parse(serverUrl);
  if (!server || (server.protocol !== "https:" && server.protocol !== "http:")) return null;
  if (server.username || server.password || !server.hostname) return null;
  return server;
}

/**
 * The live-site URL for an app page: the server's own scheme, host and port, never anything
 * taken from the page's URL but its path, query and fragment. The path is set on the URL
 * object (not resolved against a base), so no path can name another host.
 */
function liveUrlFor(target: URL, server: URL): string | null {
  const path = target.pathname;
  if (!path.startsWith("/") || HOST_LIKE_PATH.test(path) || NOT_A_PAGE.test(path)) return null;
  const live = new URL(server.href);
  live.pathname = `${server.pathname.replace(/\/+$/, "")}${path}`;
  live.search = target.search;
  live.hash = target.hash;
  return live.origin === server.origin && !live.username && !live.password ? live.href : null;
}

/**
 * window.open and target=_blank links are always denied inside the app. The one exception is
 * the live site (View Live Site): a page of the configured server, opened in the system
 * browser. An app URL outside /api and /images (the admin linking to "/") means the same page
 * of the live site.
 *
 * Strict on purpose: only an http(s) URL on the server's own origin, or an app page whose
 * path is a plain path, is handed to the system browser. Anything a parser could read in two
 * ways (backslashes, whitespace, control characters, upper-case schemes, `//` at the start of
 * a path, user names or passwords) is denied outright rather than repaired.
 */
export function decideWindowOpen(url: string, serverUrl: string | null): WindowOpenDecision {
  const deny: WindowOpenDecision = { action: "deny", openExternal: null };
  const server = liveSiteBase(serverUrl);
  if (!server || typeof url !== "string" || url.length > MAX_OPEN_URL) return deny;
  if (isUncanonical(url)) return deny;
  const target = parse(url);
  if (!target || target.username || target.password) return deny;
  // The scheme as written, lower-case as Chromium writes it: "HTTPS:" or "App:" were typed by
  // hand, never produced by the page's own links.
  if (url.startsWith(`${APP_ORIGIN}/`)) {
    if (!isAppUrl(url) || target.port) return deny;
    const live = liveUrlFor(target, server);
    return live ? { action: "deny", openExternal: live } : deny;
  }
  if (
    (url.startsWith("https://") || url.startsWith("http://")) &&
    target.origin === server.origin &&
    !HOST_LIKE_PATH.test(target.pathname)
  ) {
    return { action: "deny", openExternal: target.href };
  }
  return deny;
}

/**
 * Permission requests from web content: denied unless listed. Writing to the clipboard is the
 * only one the admin uses (its copy-path button).
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(["clipboard-sanitized-write"]);

export function allowPermission(permission: string, requestingUrl: string): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl);
}

export interface SenderInfo {
  /** webContents id of the sender. */
  webContentsId: number;
  /** URL of the frame that sent the message (null if it is gone). */
  frameUrl: string | null;
  /** Whether that frame is the top frame of its page. */
  isMainFrame: boolean;
}

/**
 * IPC is answered only for our own windows' top frame showing an app page: not a subframe, not
 * a page that somehow navigated elsewhere, not some other webContents.
 */
export function isTrustedSender(
  sender: SenderInfo,
  windowContentsIds: ReadonlySet<number>,
): boolean {
  return (
    windowContentsIds.has(sender.webContentsId) &&
    sender.isMainFrame &&
    sender.frameUrl !== null &&
    isAppUrl(sender.frameUrl)
  );
}
