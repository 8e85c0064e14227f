import {
  apiErrorMessages,
  LOGIN_FAILURE_LIMIT,
  passwordMessages,
  ROLE_PERMISSIONS,
} from "@app/contract";
import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests, startTestServer, TEST_ADMIN } from "../../../test/test-server.ts";
import { ensureAdmin, WeakPasswordError } from "../../auth/admin-accounts.ts";
import { hashPassword } from "../../auth/password.ts";
import { SESSION_ABSOLUTE_MS, sessionIdFromToken } from "../../auth/session.ts";
import { adminSessions, adminUsers } from "../../db/schema.ts";

const tokenOf = (cookie: string) => cookie.split("=")[1]!;

describe.each(drivers)("admin sessions and login [%s]", (kind) => {
  const api = serverForTests(kind, { login: false });
  /** GET /api/admin/me with this Cookie header (a real, ended or made-up session). */
  const meAs = (cookie: string) => api.server.client(cookie).admin.me.$get();

  it("answers health with the database up", async () => {
    const res = await api.visitor.health.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("logs in with a hardened cookie, knows the admin, and logs out for good", async () => {
    const res = await api.visitor.admin.login.$post({ json: TEST_ADMIN });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      admin: { email: TEST_ADMIN.email, passwordChangeSuggested: false },
    });
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // plain http here
    const cookie = setCookie.split(";")[0]!;
    expect(tokenOf(cookie).length).toBeGreaterThanOrEqual(26); // >= 128 bits in base32

    // Only the token's hash is stored.
    const rows = await api.server.running.deps.database.db.select().from(adminSessions);
    expect(rows.map((r) => r.id)).toContain(sessionIdFromToken(tokenOf(cookie)));
    expect(rows.map((r) => r.id)).not.toContain(tokenOf(cookie));

    const me = await meAs(cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      admin: {
        email: TEST_ADMIN.email,
        name: "",
        role: "owner",
        permissions: [...ROLE_PERMISSIONS.owner],
        passwordChangeSuggested: false,
      },
    });

    const out = await api.server.client(cookie).admin.logout.$post();
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/admin_session=;/);
    expect((await meAs(cookie)).status).toBe(401);
  });

  it("marks the cookie Secure when served over https through a trusted proxy", async () => {
    const proxied = await startTestServer(kind, { config: { trustProxy: true } });
    try {
      const res = await proxied.client().admin.login.$post(
        { json: TEST_ADMIN },
        {
          headers: {
            "x-forwarded-proto": "https",
            origin: `https://${new URL(proxied.url).host}`,
          },
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("set-cookie")).toMatch(/Secure/);
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    } finally {
      await proxied.dispose();
    }
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const unknown = await api.visitor.admin.login.$post({
      json: { email: "nobody@test.example", password: "whatever123" },
    });
    const wrong = await api.visitor.admin.login.$post({
      json: { email: TEST_ADMIN.email, password: "wrong password" },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it("refuses requests without a session, and with a made-up one", async () => {
    expect((await api.visitor.admin.me.$get()).status).toBe(401);
    const forged = await meAs("admin_session=abcdefghijklmnop");
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: apiErrorMessages.notAuthenticated });
  });

  it("refuses an expired session and removes it", async () => {
    const cookie = await api.server.login();
    const id = sessionIdFromToken(tokenOf(cookie));
    const { db } = api.server.running.deps.database;
    await db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.id, id));
    expect((await meAs(cookie)).status).toBe(401);
    expect(await db.select().from(adminSessions).where(eq(adminSessions.id, id))).toHaveLength(0);
  });

  it("ends a session at its absolute lifetime however active it is", async () => {
    const cookie = await api.server.login();
    const id = sessionIdFromToken(tokenOf(cookie));
    await api.server.running.deps.database.db
      .update(adminSessions)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - 1000) })
      .where(eq(adminSessions.id, id));
    expect((await meAs(cookie)).status).toBe(401);
  });

  it("slides the expiry forward when a session is used late in its life", async () => {
    const cookie = await api.server.login();
    const id = sessionIdFromToken(tokenOf(cookie));
    const { db } = api.server.running.deps.database;
    const soon = new Date(Date.now() + 60_000);
    await db.update(adminSessions).set({ expiresAt: soon }).where(eq(adminSessions.id, id));
    const res = await meAs(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/admin_session=/);
    const [row] = await db.select().from(adminSessions).where(eq(adminSessions.id, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 24 * 60 * 60 * 1000);
  });

  it("never turns a planted session token into a logged-in one (no fixation)", async () => {
    const planted = "admin_session=plantedtokenplantedtoken";
    const res = await api.server.client(planted).admin.login.$post({ json: TEST_ADMIN });
    expect(res.status).toBe(200);
    const issued = res.headers.get("set-cookie")!.split(";")[0]!;
    expect(issued).not.toBe(planted);
    expect((await meAs(planted)).status).toBe(401);
    expect((await meAs(issued)).status).toBe(200);
  });

  it("ends every session when the password changes", async () => {
    const first = await api.server.login();
    const second = await api.server.login();
    await ensureAdmin(
      api.server.running.deps.database.db,
      TEST_ADMIN.email,
      "another long password",
    );
    expect((await meAs(first)).status).toBe(401);
    expect((await meAs(second)).status).toBe(401);
    await ensureAdmin(api.server.running.deps.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await meAs(await api.server.login())).status).toBe(200);
  });

  it("refuses state-changing requests from a foreign, null or missing origin", async () => {
    const cookie = await api.server.login();
    // Raw fetch: the typed client always sends our own Origin, and these send another or none.
    const cases: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      {},
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of cases) {
      const res = await fetch(new URL("/api/admin/logout", api.server.url), {
        method: "POST",
        headers: { cookie, ...headers },
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({ error: apiErrorMessages.badOrigin });
    }
    // A same-origin browser request that omits Origin is fine.
    const sameOrigin = await fetch(new URL("/api/admin/logout", api.server.url), {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it("accepts an explicitly configured extra origin (the desktop app)", async () => {
    const desktop = await startTestServer(kind, { config: { allowedOrigins: ["app://admin"] } });
    try {
      const res = await desktop
        .client()
        .admin.login.$post({ json: TEST_ADMIN }, { headers: { origin: "app://admin" } });
      expect(res.status).toBe(200);
    } finally {
      await desktop.dispose();
    }
  });

  it("gives malformed and incomplete logins a clear 400", async () => {
    // Malformed and incomplete on purpose: the typed client would refuse both.
    const malformed = await api.server.request("/api/admin/login", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: apiErrorMessages.invalidJsonBody });
    const empty = await api.server.request("/api/admin/login", { method: "POST", json: {} });
    expect(empty.status).toBe(400);
    const body = await empty.json();
    expect(body.fields.email).toBe("Please enter a valid email address");
    expect(body.fields.password).toBe("Password is required");
  });

  it("sets secure headers on every answer", async () => {
    const res = await api.visitor.health.$get();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const csp = res.headers.get("content-security-policy")!;
    for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(part);
    }
    expect(res.headers.get("strict-transport-security")).toBeNull(); // http: no HSTS
  });
});

describe.each(drivers)("login throttling [%s]", (kind) => {
  const api = serverForTests(kind, { login: false });

  it("answers the 11th failure inside 15 minutes with 429 and Retry-After, even with the right password", async () => {
    const attempt = (password: string, headers: Record<string, string> = {}) =>
      api.visitor.admin.login.$post({ json: { email: TEST_ADMIN.email, password } }, { headers });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      // Rotating X-Forwarded-For must not reset the limit (no trusted proxy configured).
      expect((await attempt("wrong", { "x-forwarded-for": `10.0.0.${i}` })).status).toBe(401);
    }
    const limited = await attempt(TEST_ADMIN.password, { "x-forwarded-for": "10.9.9.9" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: apiErrorMessages.tooManyLoginAttempts });
  });

  it("keeps the limit per account across addresses and processes (it lives in the database)", async () => {
    const restarted = await api.server.restart();
    api.server = restarted;
    const res = await restarted.client().admin.login.$post({ json: TEST_ADMIN });
    expect(res.status).toBe(429);
  });
});

describe.each(drivers)("sessions across restarts [%s]", (kind) => {
  it("keeps a session through a server restart and ends it at logout", async () => {
    let server = await startTestServer(kind);
    try {
      const cookie = await server.login();
      server = await server.restart();
      expect((await server.client(cookie).admin.me.$get()).status).toBe(200);
      expect((await server.client(cookie).admin.logout.$post()).status).toBe(200);
      server = await server.restart();
      expect((await server.client(cookie).admin.me.$get()).status).toBe(401);
    } finally {
      await server.dispose();
    }
  });
});

describe.each(drivers)(
  "passwords from before the policy, and signing out everywhere [%s]",
  (kind) => {
    const api = serverForTests(kind, { login: false });
    const db = () => api.server.running.deps.database.db;
    const setHash = (passwordHash: string) =>
      db().update(adminUsers).set({ passwordHash }).where(eq(adminUsers.email, TEST_ADMIN.email));
    const loginWith = (password: string) =>
      api.visitor.admin.login.$post({ json: { email: TEST_ADMIN.email, password } });
    const me = (cookie: string) => api.server.client(cookie).admin.me.$get();
    /** The flag of a signed-in answer; undefined for a refusal. */
    const flagOf = async (
      res: Awaited<ReturnType<typeof loginWith>> | Awaited<ReturnType<typeof me>>,
    ) => {
      const body = await res.json();
      return "admin" in body ? body.admin.passwordChangeSuggested : undefined;
    };

    it("lets a password set under the old policy sign in, and asks for a new one", async () => {
      const old = "sunshine";
      await setHash(await hashPassword(old));
      const login = await loginWith(old);
      expect(login.status).toBe(200);
      expect(await flagOf(login)).toBe(true);
      const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
      expect(await flagOf(await me(cookie))).toBe(true);

      const change = await api.server.client(cookie).admin.password.$post({
        json: { currentPassword: old, newPassword: TEST_ADMIN.password },
      });
      expect(change.status).toBe(200);
      const rotated = change.headers.get("set-cookie")!.split(";")[0]!;
      expect(await flagOf(await me(rotated))).toBe(false);
      expect(await flagOf(await loginWith(TEST_ADMIN.password))).toBe(false);
    });

    it("keeps a hash made before NFKC normalisation working, and replaces it", async () => {
      // Full-width letters and a ligature: their NFKC form differs from what was typed.
      const typed = "ｃｏｒｒｅｃｔ horse ﬁsh battery";
      expect(typed.normalize("NFKC")).not.toBe(typed);
      await setHash(await argon2Hash(typed, { algorithm: 2, memoryCost: 19456, timeCost: 2 }));
      expect((await loginWith(typed)).status).toBe(200);
      const [row] = await db()
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.email, TEST_ADMIN.email));
      expect(await argon2Verify(row!.passwordHash, typed.normalize("NFKC"))).toBe(true);
      // The same password typed with the plain letters now matches too.
      expect((await loginWith(typed.normalize("NFKC"))).status).toBe(200);
      await setHash(await hashPassword(TEST_ADMIN.password));
    });

    it("keeps starting with a weak ADMIN_PASSWORD for an existing account, refuses one for a new", async () => {
      await setHash(await hashPassword("password"));
      await expect(
        ensureAdmin(db(), TEST_ADMIN.email, "password", { resetPassword: false }),
      ).resolves.toEqual({ created: false, passwordChanged: false });
      await expect(ensureAdmin(db(), "new.owner@test.example", "password")).rejects.toThrow(
        WeakPasswordError,
      );
      await expect(ensureAdmin(db(), TEST_ADMIN.email, "aaaaaaaaaaaaaaaa")).rejects.toThrow(
        passwordMessages.oneCharacter,
      );
      await setHash(await hashPassword(TEST_ADMIN.password));
    });

    it("signs out of every device, this one included, with { everywhere: true }", async () => {
      const here = await api.server.login();
      const phone = await api.server.login();
      const laptop = await api.server.login();
      const out = await api.server.client(here).admin.logout.$post({ json: { everywhere: true } });
      expect(out.status).toBe(200);
      expect(out.headers.get("set-cookie")).toMatch(/admin_session=;/);
      for (const cookie of [here, phone, laptop]) {
        expect((await me(cookie)).status).toBe(401);
      }
      const rows = await db().select().from(adminSessions);
      expect(rows).toHaveLength(0);

      // A plain logout still ends only this session.
      const a = await api.server.login();
      const b = await api.server.login();
      expect((await api.server.client(a).admin.logout.$post()).status).toBe(200);
      expect((await me(a)).status).toBe(401);
      expect((await me(b)).status).toBe(200);
      const log = await api.server.client(b).admin.activity.$get({ query: { action: "logout" } });
      const details = (await log.json()).items.map((entry) => entry.detail);
      expect(details).toContain("every device (all sessions ended)");
    });
  },
);
