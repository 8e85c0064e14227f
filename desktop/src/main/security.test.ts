import { describe, expect, it } from "vitest";
import {
  APP_RESPONSE_HEADERS,
  APP_SCHEME_PRIVILEGES,
  allowNavigation,
  allowPermission,
  CONTENT_SECURITY_POLICY,
  decideWindowOpen,
  isTrustedSender,
  mainWindowOptions,
  SESSION_PARTITION,
} from "./security.ts";

describe("the window's security options", () => {
  const options = mainWindowOptions({
    preload: "/app/preload.cjs",
    bounds: { width: 1000, height: 700 },
  });

  it("isolates and sandboxes the renderer, with no Node and web security on", () => {
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      preload: "/app/preload.cjs",
      partition: SESSION_PARTITION,
    });
    expect(SESSION_PARTITION).toMatch(/^persist:/);
  });

  it("does not show the window before its first paint", () => {
    expect(options.show).toBe(false);
    expect(options).toMatchObject({ width: 1000, height: 700 });
  });

  it("registers app:// as a secure standard scheme that does not bypass CSP", () => {
    expect(APP_SCHEME_PRIVILEGES).toMatchObject({
      scheme: "app",
      privileges: { standard: true, secure: true, bypassCSP: false, allowServiceWorkers: false },
    });
  });
});

describe("the content security policy", () => {
  const directives = Object.fromEntries(
    CONTENT_SECURITY_POLICY.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

  it("allows only the app's own scripts, no eval, no inline script", () => {
    expect(directives["script-src"]).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    expect(directives["default-src"]).toEqual(["'none'"]);
  });

  it("lets the page talk to its own origin only (the app forwards /api)", () => {
    expect(directives["connect-src"]).toEqual(["'self'"]);
    expect(directives["img-src"]).toEqual(["'self'", "blob:", "data:"]);
  });

  it("shuts plugins, base tags, framing and form posts", () => {
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'none'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["form-action"]).toEqual(["'none'"]);
  });

  it("goes out with every page, with nosniff", () => {
    expect(APP_RESPONSE_HEADERS["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
    expect(APP_RESPONSE_HEADERS["x-content-type-options"]).toBe("nosniff");
  });
});

describe("navigation and new windows", () => {
  it("keeps navigation inside the app", () => {
    expect(allowNavigation("app://admin/")).toBe(true);
    expect(allowNavigation("app://admin/settings?x=1")).toBe(true);
    expect(allowNavigation("app://evil/")).toBe(false);
    expect(allowNavigation("https://example.com/")).toBe(false);
    expect(allowNavigation("file:///etc/passwd")).toBe(false);
    expect(allowNavigation("javascript:alert(1)")).toBe(false);
    expect(allowNavigation("not a url")).toBe(false);
  });

  const server = "https://site.example.com";

  it("denies every window.open, opening only the live site in the system browser", () => {
    expect(decideWindowOpen("app://admin/", server)).toEqual({
      action: "deny",
      openExternal: "https://site.example.com/",
    });
    expect(decideWindowOpen("app://admin/about#team", server).openExternal).toBe(
      "https://site.example.com/about#team",
    );
    expect(decideWindowOpen("https://site.example.com/services", server).openExternal).toBe(
      "https://site.example.com/services",
    );
  });

  it("opens nothing else", () => {
    for (const url of [
      "https://evil.example.com/",
      "http://site.example.com/", // another origin: http, not https
      "file:///etc/passwd",
      "app://admin/api/admin/me",
      "app://admin/images/logo.svg",
      "javascript:alert(1)",
      "mailto:someone@example.com",
    ]) {
      expect(decideWindowOpen(url, server), url).toEqual({ action: "deny", openExternal: null });
    }
    expect(decideWindowOpen("app://admin/", null).openExternal).toBeNull();
  });
});

describe("permissions", () => {
  it("denies permission requests by default", () => {
    for (const permission of [
      "media",
      "geolocation",
      "notifications",
      "openExternal",
      "clipboard-read",
      "fullscreen",
      "unknown",
    ]) {
      expect(allowPermission(permission, "app://admin/"), permission).toBe(false);
    }
  });

  it("allows writing to the clipboard, for the app's own pages only", () => {
    expect(allowPermission("clipboard-sanitized-write", "app://admin/")).toBe(true);
    expect(allowPermission("clipboard-sanitized-write", "https://evil.example.com/")).toBe(false);
  });
});

describe("IPC senders", () => {
  const ours = new Set([7]);
  it("trusts our window's top frame showing an app page", () => {
    expect(
      isTrustedSender({ webContentsId: 7, frameUrl: "app://admin/", isMainFrame: true }, ours),
    ).toBe(true);
  });

  it("drops everything else", () => {
    const cases = [
      { webContentsId: 8, frameUrl: "app://admin/", isMainFrame: true }, // another webContents
      { webContentsId: 7, frameUrl: "app://admin/", isMainFrame: false }, // a subframe
      { webContentsId: 7, frameUrl: "https://evil.example.com/", isMainFrame: true }, // navigated away
      { webContentsId: 7, frameUrl: null, isMainFrame: true }, // frame gone
    ];
    for (const sender of cases)
      expect(isTrustedSender(sender, ours), JSON.stringify(sender)).toBe(false);
  });
});
