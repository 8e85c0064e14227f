import { accountMessages, PASSKEY_OPTIONS_LIMIT, PasskeyListSchema } from "@app/contract";
import { describe, expect, it } from "vitest";
import { softPasskey } from "../../../test/soft-authenticator.ts";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests, TEST_ADMIN } from "../../../test/test-server.ts";
import { ageSessions, enableTotp, totpCode } from "../../../test/totp-codes.ts";

interface Options {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  excludeCredentials: { id: string }[];
}

describe.each(drivers)("passkeys [%s]", (kind) => {
  const handle = serverForTests(kind);
  const post = (path: string, json?: unknown) =>
    handle.server.request(path, { method: "POST", cookie: handle.cookie, json });
  /** A browser that is not signed in. */
  const anonymousPost = (path: string, json?: unknown) =>
    handle.server.request(path, { method: "POST", json });
  const rpId = () => new URL(handle.server.url).hostname;
  const registrationOptions = async () =>
    (await (
      await post("/api/admin/passkeys/options", { password: TEST_ADMIN.password })
    ).json()) as Options;
  const loginOptions = async () =>
    (await (await anonymousPost("/api/admin/passkey-login/options")).json()) as {
      challenge: string;
      rpId: string;
    };

  const laptop = softPasskey("127.0.0.1");

  it("registers a named passkey bound to the site's origin, and lists it", async () => {
    const options = await registrationOptions();
    expect(options.rp.id).toBe(rpId());
    expect(options.user.name).toBe(TEST_ADMIN.email);
    const res = await post("/api/admin/passkeys", {
      name: "Work laptop",
      response: laptop.register(options, handle.server.origin),
    });
    expect(res.status).toBe(201);
    const list = PasskeyListSchema.parse(
      await (await handle.server.request("/api/admin/passkeys", { cookie: handle.cookie })).json(),
    );
    expect(list.items).toEqual([
      expect.objectContaining({ name: "Work laptop", lastUsedAt: null }),
    ]);
    // The next registration tells the authenticator which passkey it already holds.
    expect((await registrationOptions()).excludeCredentials.map((c) => c.id)).toEqual([
      list.items[0]!.id,
    ]);
  });

  it("refuses an answer to a used challenge, another site's origin, or no user verification", async () => {
    const options = await registrationOptions();
    const key = softPasskey("127.0.0.1");
    const first = await post("/api/admin/passkeys", {
      name: "Phone",
      response: key.register(options, "https://evil.example"),
    });
    expect(first.status).toBe(400);
    expect(await first.json()).toEqual({ error: accountMessages.passkeyFailed });
    const replay = await post("/api/admin/passkeys", {
      name: "Phone",
      response: key.register(options, handle.server.origin),
    });
    expect(await replay.json()).toEqual({ error: accountMessages.passkeyChallengeExpired });

    const unverified = softPasskey("127.0.0.1", { userVerified: false });
    const res = await post("/api/admin/passkeys", {
      name: "Key without PIN",
      response: unverified.register(await registrationOptions(), handle.server.origin),
    });
    expect(res.status).toBe(400);

    const noName = await post("/api/admin/passkeys", {
      name: "  ",
      response: key.register(await registrationOptions(), handle.server.origin),
    });
    expect(noName.status).toBe(400);
  });

  it("signs in with the passkey alone, once per challenge, and records it", async () => {
    const options = await loginOptions();
    expect(options.rpId).toBe(rpId());
    const answer = laptop.signIn(options, handle.server.origin);
    const res = await anonymousPost("/api/admin/passkey-login", { response: answer });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      admin: { email: TEST_ADMIN.email, passwordChangeSuggested: false },
    });
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    expect((await handle.server.request("/api/admin/me", { cookie })).status).toBe(200);

    const replay = await anonymousPost("/api/admin/passkey-login", { response: answer });
    expect(replay.status).toBe(400);

    const list = PasskeyListSchema.parse(
      await (await handle.server.request("/api/admin/passkeys", { cookie })).json(),
    );
    expect(list.items[0]!.lastUsedAt).not.toBeNull();
    const log = await handle.server.request("/api/admin/activity?action=login.success", {
      cookie,
    });
    const details = ((await log.json()) as { items: { detail: string }[] }).items.map(
      (e) => e.detail,
    );
    expect(details).toContain("passkey “Work laptop”");
  });

  it("refuses a passkey it does not know and a signature from the wrong origin", async () => {
    const stranger = softPasskey("127.0.0.1");
    stranger.register({ challenge: "x", user: { id: "someone" } }, handle.server.origin);
    const unknown = await anonymousPost("/api/admin/passkey-login", {
      response: stranger.signIn(await loginOptions(), handle.server.origin),
    });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("set-cookie")).toBeNull();
    const phished = await anonymousPost("/api/admin/passkey-login", {
      response: laptop.signIn(await loginOptions(), "https://evil.example"),
    });
    expect(phished.status).toBe(401);
  });

  it("removes a passkey, which then cannot sign in", async () => {
    const list = PasskeyListSchema.parse(
      await (await handle.server.request("/api/admin/passkeys", { cookie: handle.cookie })).json(),
    );
    const id = list.items[0]!.id;
    const res = await handle.server.request(`/api/admin/passkeys/${id}`, {
      method: "DELETE",
      cookie: handle.cookie,
    });
    expect(res.status).toBe(200);
    const again = await handle.server.request(`/api/admin/passkeys/${id}`, {
      method: "DELETE",
      cookie: handle.cookie,
    });
    expect(again.status).toBe(404);
    const signIn = await anonymousPost("/api/admin/passkey-login", {
      response: laptop.signIn(await loginOptions(), handle.server.origin),
    });
    expect(signIn.status).toBe(401);
  });
});

describe.each(drivers)("passkey registration needs the account's secrets [%s]", (kind) => {
  const handle = serverForTests(kind);
  const options = (json?: unknown) =>
    handle.server.request("/api/admin/passkeys/options", {
      method: "POST",
      cookie: handle.cookie,
      json,
    });

  it("refuses an old session without the password, and wants a code once two-step sign-in is on", async () => {
    expect((await options()).status).toBe(200); // signed in just now
    await ageSessions(handle.server);
    const stale = await options();
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({ error: accountMessages.reauthRequired });
    const wrong = await options({ password: "not my password" });
    expect(await wrong.json()).toEqual({
      error: accountMessages.wrongCurrentPassword,
      fields: { password: accountMessages.wrongCurrentPassword },
    });

    const setup = await enableTotp(handle.server, handle.cookie);
    await ageSessions(handle.server);
    expect((await options()).status).toBe(403);
    const passwordOnly = await options({ password: TEST_ADMIN.password });
    expect(passwordOnly.status).toBe(400);
    expect(await passwordOnly.json()).toEqual({
      error: accountMessages.totpRequired,
      fields: { code: accountMessages.totpRequired },
    });
    const withCode = await options({
      password: TEST_ADMIN.password,
      code: totpCode(setup.secret, 1),
    });
    expect(withCode.status).toBe(200);
  });

  it("hands out sign-in options only so often to one address", async () => {
    let last: Response | undefined;
    for (let i = 0; i <= PASSKEY_OPTIONS_LIMIT; i++) {
      last = await handle.server.request("/api/admin/passkey-login/options", { method: "POST" });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
