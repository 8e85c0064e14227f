import {
  accountMessages,
  PASSKEY_OPTIONS_LIMIT,
  PasskeyListSchema,
  type WebAuthnResponseSchema,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { softPasskey } from "../../../test/soft-authenticator.ts";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests, TEST_ADMIN } from "../../../test/test-server.ts";
import { ageSessions, enableTotp, totpCode } from "../../../test/totp-codes.ts";

/** The soft authenticator types the JSON a browser sends as a plain object. */
const answer = (json: object) => json as z.input<typeof WebAuthnResponseSchema>;

describe.each(drivers)("passkeys [%s]", (kind) => {
  const handle = serverForTests(kind);
  const register = (name: string, response: object) =>
    handle.admin.admin.passkeys.$post({ json: { name, response: answer(response) } });
  /** A browser that is not signed in. */
  const passkeyLogin = (response: object) =>
    handle.visitor.admin["passkey-login"].$post({ json: { response: answer(response) } });
  const listPasskeys = async (cookie = handle.cookie) =>
    PasskeyListSchema.parse(
      await (await handle.server.client(cookie).admin.passkeys.$get()).json(),
    );
  const rpId = () => new URL(handle.server.url).hostname;
  const registrationOptions = async () =>
    await (
      await handle.admin.admin.passkeys.options.$post({ json: { password: TEST_ADMIN.password } })
    ).json();
  const loginOptions = async () =>
    await (await handle.visitor.admin["passkey-login"].options.$post()).json();

  const laptop = softPasskey("127.0.0.1");

  it("registers a named passkey bound to the site's origin, and lists it", async () => {
    const options = await registrationOptions();
    expect(options.rp.id).toBe(rpId());
    expect(options.user.name).toBe(TEST_ADMIN.email);
    const res = await register("Work laptop", laptop.register(options, handle.server.origin));
    expect(res.status).toBe(201);
    const list = await listPasskeys();
    expect(list.items).toEqual([
      expect.objectContaining({ name: "Work laptop", lastUsedAt: null }),
    ]);
    // The next registration tells the authenticator which passkey it already holds.
    expect((await registrationOptions()).excludeCredentials?.map((c) => c.id)).toEqual([
      list.items[0]!.id,
    ]);
  });

  it("refuses an answer to a used challenge, another site's origin, or no user verification", async () => {
    const options = await registrationOptions();
    const key = softPasskey("127.0.0.1");
    const first = await register("Phone", key.register(options, "https://evil.example"));
    expect(first.status).toBe(400);
    expect(await first.json()).toEqual({ error: accountMessages.passkeyFailed });
    const replay = await register("Phone", key.register(options, handle.server.origin));
    expect(await replay.json()).toEqual({ error: accountMessages.passkeyChallengeExpired });

    const unverified = softPasskey("127.0.0.1", { userVerified: false });
    const res = await register(
      "Key without PIN",
      unverified.register(await registrationOptions(), handle.server.origin),
    );
    expect(res.status).toBe(400);

    const noName = await register(
      "  ",
      key.register(await registrationOptions(), handle.server.origin),
    );
    expect(noName.status).toBe(400);
  });

  it("signs in with the passkey alone, once per challenge, and records it", async () => {
    const options = await loginOptions();
    expect(options.rpId).toBe(rpId());
    const signed = laptop.signIn(options, handle.server.origin);
    const res = await passkeyLogin(signed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      admin: { email: TEST_ADMIN.email, passwordChangeSuggested: false },
    });
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    expect((await handle.server.client(cookie).admin.me.$get()).status).toBe(200);

    const replay = await passkeyLogin(signed);
    expect(replay.status).toBe(400);

    const list = await listPasskeys(cookie);
    expect(list.items[0]!.lastUsedAt).not.toBeNull();
    const log = await handle.server
      .client(cookie)
      .admin.activity.$get({ query: { action: "login.success" } });
    const details = (await log.json()).items.map((e) => e.detail);
    expect(details).toContain("passkey “Work laptop”");
  });

  it("refuses a passkey it does not know and a signature from the wrong origin", async () => {
    const stranger = softPasskey("127.0.0.1");
    stranger.register({ challenge: "x", user: { id: "someone" } }, handle.server.origin);
    const unknown = await passkeyLogin(stranger.signIn(await loginOptions(), handle.server.origin));
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("set-cookie")).toBeNull();
    const phished = await passkeyLogin(laptop.signIn(await loginOptions(), "https://evil.example"));
    expect(phished.status).toBe(401);
  });

  it("removes a passkey, which then cannot sign in", async () => {
    const list = await listPasskeys();
    const id = list.items[0]!.id;
    const res = await handle.admin.admin.passkeys[":id"].$delete({ param: { id } });
    expect(res.status).toBe(200);
    const again = await handle.admin.admin.passkeys[":id"].$delete({ param: { id } });
    expect(again.status).toBe(404);
    const signIn = await passkeyLogin(laptop.signIn(await loginOptions(), handle.server.origin));
    expect(signIn.status).toBe(401);
  });
});

describe.each(drivers)("passkey registration needs the account's secrets [%s]", (kind) => {
  const handle = serverForTests(kind);
  /** No proof is an empty one: `{}`, as the route reads a request without a body. */
  const options = (json: { password?: string; code?: string } = {}) =>
    handle.admin.admin.passkeys.options.$post({ json });

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
    const ask = () => handle.visitor.admin["passkey-login"].options.$post();
    let last: Awaited<ReturnType<typeof ask>> | undefined;
    for (let i = 0; i <= PASSKEY_OPTIONS_LIMIT; i++) {
      last = await ask();
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
