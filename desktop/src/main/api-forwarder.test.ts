import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForwarder, UNREACHABLE_HEADER, upstreamUrl } from "./api-forwarder.ts";
import { createAppRequestHandler, resolveStaticPath } from "./app-protocol.ts";
import { createCookieJar, fetchWithCookies, parseSetCookie } from "./cookie-jar.ts";
import { CONTENT_SECURITY_POLICY } from "./security.ts";

/** A stand-in server that shows what it received. */
let server: Server;
let serverUrl: string;
const seen: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[] =
  [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({
      method: req.method!,
      url: req.url!,
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    });
    if (req.url === "/api/admin/login") {
      res.setHeader("set-cookie", [
        "session=abc123; Path=/; HttpOnly; SameSite=Lax",
        "other=1; Max-Age=60",
      ]);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ admin: { email: "a@b.c" } }));
      return;
    }
    if (req.url === "/images/logo.svg") {
      res.setHeader("content-type", "image/svg+xml");
      res.setHeader("content-encoding", "gzip");
      res.setHeader("content-security-policy", "default-src 'none'; sandbox");
      res.end(gzipSync("<svg/>"));
      return;
    }
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function setup(getServerUrl = () => serverUrl as string | null) {
  const jar = createCookieJar();
  const forward = createForwarder({ getServerUrl, fetch: fetchWithCookies(jar) });
  return { jar, forward };
}

const last = () => seen.at(-1)!;

describe("the API forwarder", () => {
  it("maps /api and /images to the server, and nothing else", () => {
    expect(upstreamUrl("app://admin/api/images?x=1", "https://e.com")).toBe(
      "https://e.com/api/images?x=1",
    );
    expect(upstreamUrl("app://admin/images/a.png", "https://e.com/site/")).toBe(
      "https://e.com/site/images/a.png",
    );
    expect(upstreamUrl("app://admin/api", "https://e.com")).toBe("https://e.com/api");
    expect(upstreamUrl("app://admin/apix", "https://e.com")).toBeNull();
    expect(upstreamUrl("app://admin/assets/app.js", "https://e.com")).toBeNull();
  });

  it("sends the server's own origin, never null or app://, and drops the renderer's cookies", async () => {
    const { forward } = setup();
    const response = await forward(
      new Request("http://renderer.test/api/admin/content", {
        method: "POST",
        headers: {
          origin: "null",
          cookie: "stolen=1",
          referer: "app://admin/",
          "content-type": "application/json",
          "x-custom": "1",
        },
        body: JSON.stringify({ section: "hero" }),
      }),
    );
    expect(response.status).toBe(200);
    expect(last()).toMatchObject({
      method: "POST",
      url: "/api/admin/content",
      body: '{"section":"hero"}',
    });
    expect(last().headers.origin).toBe(serverUrl);
    expect(last().headers.cookie).toBeUndefined();
    expect(last().headers.referer).toBeUndefined();
    expect(last().headers["x-custom"]).toBeUndefined();
    expect(last().headers["content-type"]).toBe("application/json");
  });

  it("passes Bulk Replace's batch headers and the app's user agent, for the activity log", async () => {
    const { forward } = setup();
    await forward(
      new Request("http://renderer.test/api/admin/images/3/restore", {
        method: "POST",
        headers: {
          "x-bulk-replace-batch": "a1b2",
          "x-bulk-replace-undo": "c3d4",
          "user-agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/138.0.0.0 Electron/37.0.0",
        },
        body: "{}",
      }),
    );
    expect(last().headers["x-bulk-replace-batch"]).toBe("a1b2");
    expect(last().headers["x-bulk-replace-undo"]).toBe("c3d4");
    expect(last().headers["user-agent"]).toMatch(/Electron/);
  });

  it("keeps the session cookie in the main process: stored, sent again, never shown to the page", async () => {
    const { jar, forward } = setup();
    const login = await forward(
      new Request("http://renderer.test/api/admin/login", { method: "POST", body: "{}" }),
    );
    expect(login.headers.get("set-cookie")).toBeNull();
    expect(await login.json()).toEqual({ admin: { email: "a@b.c" } });
    expect(jar.header(serverUrl)).toBe("session=abc123; other=1");
    await forward(new Request("http://renderer.test/api/admin/me"));
    expect(last().headers.cookie).toBe("session=abc123; other=1");
  });

  it("passes the server's headers through, minus encoding and length (the body arrives decoded)", async () => {
    const { forward } = setup();
    const response = await forward(new Request("http://renderer.test/images/logo.svg"));
    expect(await response.text()).toBe("<svg/>");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });

  it("streams a large upload body through", async () => {
    const { forward } = setup();
    const body = new Uint8Array(3 * 1024 * 1024).fill(65);
    const form = new FormData();
    form.append("image", new Blob([body], { type: "image/png" }), "big.png");
    const encoded = new Request("http://renderer.test/api/admin/upload", {
      method: "POST",
      body: form,
    });
    const response = await forward(encoded);
    expect(response.status).toBe(200);
    expect(last().body.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(last().headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("answers 502 with a reason when the server cannot be reached", async () => {
    const { forward } = setup(() => "http://127.0.0.1:9");
    const response = await forward(new Request("http://renderer.test/api/images"));
    expect(response.status).toBe(502);
    expect(response.headers.get(UNREACHABLE_HEADER)).toBe("1");
    expect((await response.json()).error).toMatch(/^Cannot reach the server at 127\.0\.0\.1:9/);
  });

  it("answers 503 before a server is set up", async () => {
    const { forward } = setup(() => null);
    const response = await forward(new Request("http://renderer.test/api/images"));
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/No server/);
  });
});

describe("the app's own pages", () => {
  const root = mkdtempSync(join(tmpdir(), "desktop-renderer-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(root, "assets", "app-1234.js"), "console.info('hi')");
  writeFileSync(join(tmpdir(), "outside-secret.txt"), "secret");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const forwarded: string[] = [];
  const handle = createAppRequestHandler({
    rendererRoot: root,
    forward: async (request) => {
      forwarded.push(new URL(request.url).pathname);
      return new Response("from server");
    },
  });

  it("serves the page with the CSP, and assets as immutable", async () => {
    const page = await handle(new Request("app://admin/"));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const script = await handle(new Request("app://admin/assets/app-1234.js"));
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cache-control")).toMatch(/immutable/);
  });

  it("answers the single page for its own routes, 404 for missing files", async () => {
    expect(await (await handle(new Request("app://admin/bulk"))).text()).toContain(
      "<title>app</title>",
    );
    expect((await handle(new Request("app://admin/assets/missing.js"))).status).toBe(404);
  });

  it("forwards /api and /images", async () => {
    await handle(new Request("app://admin/api/health"));
    await handle(new Request("app://admin/images/logo.svg"));
    expect(forwarded).toEqual(["/api/health", "/images/logo.svg"]);
  });

  it("never serves a file outside the renderer folder", async () => {
    for (const path of [
      "/../outside-secret.txt",
      "/%2e%2e/outside-secret.txt",
      "/assets/..%2f..%2foutside-secret.txt",
      "/%00",
      "/%E0%A4%A",
    ]) {
      const response = await handle(new Request(`http://renderer.test${path}`));
      expect(await response.text(), path).not.toBe("secret");
    }
    expect(resolveStaticPath(root, "/..%2f..%2fetc/passwd")).toBeNull();
    expect(resolveStaticPath(root, "/a%5c..%5c..%5cx")).toBeNull();
    expect(resolveStaticPath(root, "/assets/app-1234.js")).toBe(
      join(root, "assets", "app-1234.js"),
    );
  });

  it("refuses writes to its own files", async () => {
    expect(
      (await handle(new Request("app://admin/index.html", { method: "POST", body: "x" }))).status,
    ).toBe(405);
  });
});

describe("the cookie jar", () => {
  it("parses Set-Cookie attributes it needs", () => {
    expect(parseSetCookie("a=b=c; Path=/; HttpOnly", 0)).toEqual({
      name: "a",
      value: "b=c",
      expires: null,
    });
    expect(parseSetCookie("a=1; Max-Age=10", 1000)).toEqual({
      name: "a",
      value: "1",
      expires: 11_000,
    });
    expect(parseSetCookie("broken")).toBeNull();
  });

  it("expires and deletes cookies, and keeps origins apart", () => {
    let now = 0;
    const jar = createCookieJar(() => now);
    jar.store("https://a.test/x", ["s=1; Max-Age=10", "t=2"]);
    expect(jar.header("https://a.test/")).toBe("s=1; t=2");
    expect(jar.header("https://b.test/")).toBe("");
    now = 10_000;
    expect(jar.header("https://a.test/")).toBe("t=2");
    jar.store("https://a.test/", ["t=; Max-Age=0"]);
    expect(jar.header("https://a.test/")).toBe("");
  });
});
