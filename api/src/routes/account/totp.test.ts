import {
  accountMessages,
  LOGIN_FAILURE_LIMIT,
  RECOVERY_CODE_COUNT,
  TotpSetupSchema,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers, itAcrossProcesses } from "../../../test/test-database.ts";
import { serverForTests, startTestServer, TEST_ADMIN } from "../../../test/test-server.ts";
import { ageSessions, totpCode } from "../../../test/totp-codes.ts";
import { throttleEvents } from "../../db/schema.ts";

describe.each(drivers)("two-step sign-in (TOTP) [%s]", (kind) => {
  const handle = serverForTests(kind);
  let secret = "";
  let recoveryCodes: string[] = [];
  /** When enable took its code: later steps count from it, so a step boundary mid-run changes nothing. */
  let enabledAt = 0;
  const totp = () => handle.admin.admin.totp;
  /** No password is an empty proof: `{}`, as the route reads a request without a body. */
  const setUp = (json: { password?: string } = {}) => totp().setup.$post({ json });
  const enable = (code: string) => totp().enable.$post({ json: { code } });
  const status = async () => await (await totp().$get()).json();
  /** Each test starts with a fresh allowance of failed guesses from this address. */
  const forgetFailures = () => handle.server.running.deps.database.db.delete(throttleEvents);
  const login = (extra: { password?: string; code?: string; recoveryCode?: string } = {}) =>
    handle.visitor.admin.login.$post({ json: { ...TEST_ADMIN, ...extra } });

  it("sets up: secret and otpauth URI, then turns on only with a valid code", async () => {
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await enable("123456")).status).toBe(409);

    // An old session alone cannot start it: a stolen cookie must not add a way in.
    await ageSessions(handle.server);
    const stale = await setUp();
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({ error: accountMessages.reauthRequired });
    const wrongPassword = await setUp({ password: "not my password" });
    expect(await wrongPassword.json()).toEqual({
      error: accountMessages.wrongCurrentPassword,
      fields: { password: accountMessages.wrongCurrentPassword },
    });
    // The password confirms it's you; the session is recent again.
    expect((await setUp({ password: TEST_ADMIN.password })).status).toBe(200);
    // A session that signed in just now needs no password (the contract).
    const setup = TotpSetupSchema.parse(await (await setUp()).json());
    secret = setup.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("period")).toBe("30");
    expect(decodeURIComponent(uri.pathname)).toContain(TEST_ADMIN.email);

    const wrong = await enable(totpCode(secret, 5));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: accountMessages.invalidCode });

    enabledAt = Date.now();
    const enabled = await enable(totpCode(secret, 0, enabledAt));
    expect(enabled.status).toBe(200);
    recoveryCodes = (await enabled.json()).recoveryCodes;
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect((await setUp({ password: TEST_ADMIN.password })).status).toBe(409);
  });

  it("asks for the code after a correct password, and sets no session", async () => {
    const res = await login();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: accountMessages.totpRequired, totpRequired: true });
    expect(res.headers.get("set-cookie")).toBeNull();
    const wrongPassword = await login({ password: "wrong password here", code: totpCode(secret) });
    expect(await wrongPassword.json()).not.toHaveProperty("totpRequired");
  });

  it("accepts the code of the previous step once, and never that step or an older one again", async () => {
    // The step used by enable is spent: the same code is refused even within its window.
    const reused = await login({ code: totpCode(secret, 0, enabledAt) });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ error: accountMessages.invalidCode, totpRequired: true });

    const next = await login({ code: totpCode(secret, 1, enabledAt) });
    expect(next.status).toBe(200);
    expect(next.headers.get("set-cookie")).toMatch(/admin_session=/);
    // An older step than the last accepted one is stale, even though it is within the drift,
    // and the accepted one is spent (counted from enable's step: a 30 s boundary may pass).
    expect((await login({ code: totpCode(secret, -1, enabledAt) })).status).toBe(401);
    expect((await login({ code: totpCode(secret, 1, enabledAt) })).status).toBe(401);
    // Beyond one step of drift, even should a boundary pass while the request is on its way.
    expect((await login({ code: totpCode(secret, 3) })).status).toBe(401);
  });

  it("accepts each recovery code once, typed in any case, and counts what is left", async () => {
    const first = recoveryCodes[0]!;
    const ok = await login({ recoveryCode: first.toUpperCase().replace("-", " ") });
    expect(ok.status).toBe(200);
    const again = await login({ recoveryCode: first });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({
      error: accountMessages.invalidRecoveryCode,
      totpRequired: true,
    });
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 });
    const log = await handle.admin.admin.activity.$get({
      query: { action: "totp.recoveryCodeUsed" },
    });
    expect((await log.json()).items).toHaveLength(1);
  });

  itAcrossProcesses(kind)(
    "refuses a code another process accepted (the step is in the database)",
    async () => {
      const other = await startTestServer(kind, {
        testDb: handle.server.testDb,
        bootstrapAdmin: false,
      });
      try {
        const res = await other.client().admin.login.$post({
          json: { ...TEST_ADMIN, code: totpCode(secret, 1, enabledAt) },
        });
        expect(res.status).toBe(401);
      } finally {
        await other.stop();
      }
    },
  );

  it("makes new recovery codes with password and a recovery code; the old ones stop working", async () => {
    const res = await totp()["recovery-codes"].$post({
      json: { password: TEST_ADMIN.password, recoveryCode: recoveryCodes[1] },
    });
    expect(res.status).toBe(200);
    const renewed = (await res.json()).recoveryCodes;
    expect(renewed).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await login({ recoveryCode: recoveryCodes[2] })).status).toBe(401);
    recoveryCodes = renewed;
  });

  it("turns off only with the password and a code", async () => {
    await forgetFailures();
    const disable = (json: { password: string; code?: string; recoveryCode?: string }) =>
      totp().disable.$post({ json });
    const noCode = await disable({ password: TEST_ADMIN.password });
    expect(noCode.status).toBe(400);
    const wrongPassword = await disable({
      password: "not the password",
      recoveryCode: recoveryCodes[0],
    });
    expect(wrongPassword.status).toBe(400);
    const wrongCode = await disable({ password: TEST_ADMIN.password, code: "000000" });
    expect(await wrongCode.json()).toMatchObject({ error: accountMessages.invalidCode });

    const off = await disable({ password: TEST_ADMIN.password, recoveryCode: recoveryCodes[0] });
    expect(off.status).toBe(200);
    expect((await login()).status).toBe(200);
    const log = await handle.admin.admin.activity.$get({ query: {} });
    const actions = (await log.json()).items.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["totp.enabled", "totp.disabled"]));
    expect(actions).toContain("login.failure");
  });

  it("throttles wrong codes like wrong passwords", async () => {
    await forgetFailures();
    const setup = TotpSetupSchema.parse(
      await (await setUp({ password: TEST_ADMIN.password })).json(),
    );
    await enable(totpCode(setup.secret));
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) last = await login({ code: "000000" });
    expect(last!.status).toBe(429);
    // The limit holds even with the right code until the window passes.
    expect((await login({ code: totpCode(setup.secret, 1) })).status).toBe(429);
  });
});
