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

  it("never reads an app path starting with // (or a backslash) as a host", () => {
    for (const url of [
      "app://admin//evil.example/phish",
      "app://admin//evil.example",
      "app://admin///evil.example/phish",
      "app://admin/..//evil.example/phish", // dot segments: the path becomes //evil.example
      "app://admin/%2e%2e//evil.example/phish",
      "app://admin/./..//evil.example",
      "app://admin/\\evil.example/phish",
      "app://admin/\\/evil.example",
      "app://admin\\evil.example",
      "app://admin\\\\evil.example/phish",
      "app://admin/\\evil",
      "app:///evil.example/", // no host
      "app:evil.example/phish",
      "app:/admin/about",
    ]) {
      expect(decideWindowOpen(url, server), url).toEqual({ action: "deny", openExternal: null });
    }
  });

  it("hands only real http(s) URLs on the server's origin to the system browser", () => {
    for (const url of [
      // another scheme, however it is written
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "java\nscript:alert(1)",
      " javascript:alert(1)",
      "file:///etc/passwd",
      "FILE:///etc/passwd",
      "file://site.example.com/etc/passwd",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ms-settings:",
      "smb://site.example.com/share",
      "ftp://site.example.com/",
      "blob:https://site.example.com/0b5a",
      "chrome://settings",
      // upper- or mixed-case schemes are never what the page's links produce
      "HTTPS://site.example.com/",
      "Https://site.example.com/about",
      "APP://admin/about",
      "App://admin/about",
      // the right host in the wrong place
      "https://site.example.com@evil.example.com/",
      "https://site.example.com.evil.example.com/",
      "https://evil.example.com/site.example.com",
      "https://evil.example.com\\@site.example.com/",
      "https:\\\\site.example.com/",
      "https:/\\site.example.com/",
      "https:site.example.com/",
      "https://site.example.com:8443/",
      "https://site.example.com//evil.example.com/",
      // credentials in the URL
      "https://user:secret@site.example.com/",
      "https://user@site.example.com/",
      "app://user@admin/about",
      "app://user:pw@admin/about",
      "app://admin:443/about",
      // whitespace and control characters a parser would strip
      "https://site.example.com/\tabout",
      "https://site.example.com/about\n",
      "https://site.example.com/\u0000",
      "\u0000https://site.example.com/",
      // the API and stored files are not pages
      "app://admin/API/admin/me",
      "app://admin/Images/logo.svg",
      "app://admin/images",
      "",
      "//evil.example.com/",
      "/about",
      `https://site.example.com/${"a".repeat(5000)}`,
    ]) {
      expect(decideWindowOpen(url, server), JSON.stringify(url)).toEqual({
        action: "deny",
        openExternal: null,
      });
    }
  });

  it("opens app pages on the server, keeping its path prefix, and nowhere else", () => {
    expect(decideWindowOpen("app://admin/about?x=1#team", server).openExternal).toBe(
      "https://site.example.com/about?x=1#team",
    );
    expect(
      decideWindowOpen("app://admin/about", "https://site.example.com/site").openExternal,
    ).toBe("https://site.example.com/site/about");
    // Encoded slashes stay part of a path on the server.
    expect(decideWindowOpen("app://admin/%2F%2Fevil.example", server).openExternal).toBe(
      "https://site.example.com/%2F%2Fevil.example",
    );
    expect(decideWindowOpen("http://localhost:3000/", "http://localhost:3000").openExternal).toBe(
      "http://localhost:3000/",
    );
  });

  it("opens nothing when the configured server is not a plain http(s) address", () => {
    for (const serverUrl of [
      "file:///etc",
      "javascript:alert(1)",
      "https://user:pw@site.example.com",
      "app://admin",
      "not a url",
      "",
    ]) {
      expect(decideWindowOpen("app://admin/", serverUrl).openExternal, serverUrl).toBeNull();
    }
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
