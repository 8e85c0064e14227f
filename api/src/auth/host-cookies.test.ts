import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import {
  serverForTests,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from "../../test/test-server.ts";
import { adminSessions } from "../db/schema.ts";
import { findAdminByEmail } from "./admin-accounts.ts";
import { createSession, generateSessionToken, sessionIdFromToken } from "./session.ts";

const SITE_HOST = "admin.company.example";
const setCookies = (res: { headers: Headers }) => res.headers.getSetCookie();
const named = (res: { headers: Headers }, name: string) =>
  setCookies(res).find((cookie) => cookie.startsWith(`${name}=`));
const pair = (cookie: string | undefined) => cookie?.split(";")[0] ?? "";

/**
 * A request as the proxy in front forwards it: addressed to the public host (fetch would
 * send the address it connects to as Host), from a page of the https site. Raw, as the typed
 * client (over fetch) cannot send another Host either.
 */
function requestAtSite(
  server: TestServer,
  path: string,
  { method = "GET", json, cookie }: { method?: string; json?: unknown; cookie?: string },
): Promise<Response> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(path, server.url),
      {
        method,
        headers: {
          host: SITE_HOST,
          origin: `https://${SITE_HOST}`,
          ...(cookie && { cookie }),
          ...(body && { "content-type": "application/json" }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }));
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Issue 15 (C): over https the admin's cookies carry the `__Host-` prefix. */
describe.each(drivers)("admin cookies over https [%s]", (kind) => {
  // PUBLIC_URL says the browser reaches the site over https: a proxy in front terminates
  // TLS and forwards the Host (without TRUST_PROXY, its origin must be allowed by name).
  const api = serverForTests(kind, {
    config: { publicUrl: `https://${SITE_HOST}`, allowedOrigins: [`https://${SITE_HOST}`] },
    login: false,
  });
  const db = () => api.server.running.deps.database.db;
  const atSite = (path: string, options: { method?: string; json?: unknown; cookie?: string }) =>
    requestAtSite(api.server, path, options);
  const login = () => atSite("/api/admin/login", { method: "POST", json: TEST_ADMIN });
  const me = (cookie: string) => atSite("/api/admin/me", { cookie });

  it("sets __Host-admin_session and __Host-admin_device: Secure, Path=/, no Domain", async () => {
    const res = await login();
    expect(res.status).toBe(200);
    for (const name of ["__Host-admin_session", "__Host-admin_device"]) {
      const cookie = named(res, name);
      expect(cookie, name).toBeDefined();
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    expect(named(res, "admin_session")).toBeUndefined();
    expect((await me(pair(named(res, "__Host-admin_session")))).status).toBe(200);
  });

  it("keeps a session opened before the prefix, and moves its cookie to the new name", async () => {
    const admin = (await findAdminByEmail(db(), TEST_ADMIN.email))!;
    const token = generateSessionToken();
    await createSession(db(), token, admin.id); // as sessions were made before the prefix
    const res = await me(`admin_session=${token}`);
    expect(res.status).toBe(200);
    expect(pair(named(res, "__Host-admin_session"))).toBe(`__Host-admin_session=${token}`);
    expect(named(res, "admin_session")).toMatch(/^admin_session=; Max-Age=0/);
    // A request already on its way with the old name still passes.
    expect((await me(`admin_session=${token}`)).status).toBe(200);
    expect((await me(`__Host-admin_session=${token}`)).status).toBe(200);
  });

  it("refuses a session issued as __Host- when it comes under the bare name (planted)", async () => {
    const issued = pair(named(await login(), "__Host-admin_session"));
    const token = issued.split("=")[1]!;
    const [row] = await db()
      .select({ hostCookie: adminSessions.hostCookie })
      .from(adminSessions)
      .where(eq(adminSessions.id, sessionIdFromToken(token)));
    expect(row?.hostCookie).toBe(true);
    expect((await me(`admin_session=${token}`)).status).toBe(401);
    expect((await me(issued)).status).toBe(200);
  });

  it("logs out under both names", async () => {
    const issued = pair(named(await login(), "__Host-admin_session"));
    const out = await atSite("/api/admin/logout", {
      method: "POST",
      cookie: `${issued}; admin_session=stale`,
    });
    expect(out.status).toBe(200);
    expect(named(out, "__Host-admin_session")).toMatch(/Max-Age=0/);
    expect(named(out, "admin_session")).toMatch(/Max-Age=0/);
    expect((await me(issued)).status).toBe(401);
  });

  it("keeps bare names for a request to another host name (plain http on the network)", async () => {
    const direct = await api.visitor.admin.login.$post({ json: TEST_ADMIN });
    expect(direct.status).toBe(200);
    expect(named(direct, "admin_session")).not.toMatch(/Secure/);
    expect(named(direct, "__Host-admin_session")).toBeUndefined();
  });

  it("uses the prefix for a request that came over https through a trusted proxy", async () => {
    const proxied = await startTestServer(kind, { config: { trustProxy: true } });
    try {
      const https = {
        "x-forwarded-proto": "https",
        origin: `https://${new URL(proxied.url).host}`,
      };
      const res = await proxied
        .client()
        .admin.login.$post({ json: TEST_ADMIN }, { headers: https });
      expect(res.status).toBe(200);
      expect(named(res, "__Host-admin_session")).toMatch(/; Secure/);
      expect(named(res, "__Host-admin_device")).toMatch(/; Secure/);
      // The same server over plain http: bare names, not Secure (a browser would drop them).
      const plain = await proxied.client().admin.login.$post({ json: TEST_ADMIN });
      expect(named(plain, "admin_session")).not.toMatch(/Secure/);
      expect(named(plain, "__Host-admin_session")).toBeUndefined();
    } finally {
      await proxied.dispose();
    }
  });
});
