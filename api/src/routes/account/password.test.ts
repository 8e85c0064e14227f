import { accountMessages, LOGIN_FAILURE_LIMIT, passwordMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests, TEST_ADMIN } from "../../../test/test-server.ts";

const NEW_PASSWORD = "a brand new passphrase for the admin";

describe.each(drivers)("password change [%s]", (kind) => {
  const handle = serverForTests(kind);
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    handle.server.client(cookie).admin.password.$post({ json: { currentPassword, newPassword } });
  const meAs = (cookie: string) => handle.server.client(cookie).admin.me.$get();
  /** A refusal's body, `{ error, fields }`: the route's types declare only its success. */
  const refusalOf = async (res: { json(): Promise<unknown> }) =>
    (await res.json()) as { error: string; fields: Record<string, string> };

  it("refuses a wrong current password, a weak or unchanged new one, each with its field", async () => {
    const wrong = await change(handle.cookie, "not my password", NEW_PASSWORD);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: accountMessages.wrongCurrentPassword,
      fields: { currentPassword: accountMessages.wrongCurrentPassword },
    });

    const short = await change(handle.cookie, TEST_ADMIN.password, "short");
    expect(short.status).toBe(400);
    expect((await refusalOf(short)).fields).toHaveProperty("newPassword");

    const common = await change(handle.cookie, TEST_ADMIN.password, "password123456");
    expect(await common.json()).toMatchObject({ error: passwordMessages.tooGuessable });

    const same = await change(handle.cookie, TEST_ADMIN.password, TEST_ADMIN.password);
    expect(await same.json()).toMatchObject({ error: accountMessages.samePassword });
  });

  // What a hostile review found accepted (issue 15), and what else NIST SP 800-63B asks to refuse.
  it.each([
    ["8 spaces", " ".repeat(8), passwordMessages.onlySpaces],
    ["16 spaces", " ".repeat(16), passwordMessages.onlySpaces],
    ["zero-width characters", "\u200B\u200C\u200D\uFEFF".repeat(4), passwordMessages.onlySpaces],
    [
      "short words padded with zero-width spaces",
      "abcdefgh\u200B\u200B\u200B\u200B",
      passwordMessages.tooShort,
    ],
    ["aaaaaaaa", "aaaaaaaa", passwordMessages.tooShort],
    ["one letter repeated", "a".repeat(20), passwordMessages.oneCharacter],
    ["Qwerty123!", "Qwerty123!", passwordMessages.tooShort],
    ["six emoji (12 UTF-16 units)", "🔑🌳🐘🚲📚🎻", passwordMessages.tooShort],
    ["the e-mail itself", TEST_ADMIN.email, passwordMessages.tooGuessable],
    ["a breached password of 12 characters", "qwertyuiop12", passwordMessages.tooGuessable],
    ["a common one with digits", "iloveyou2024", passwordMessages.tooGuessable],
    ["a keyboard walk", "1qaz2wsx3edc4rfv", passwordMessages.tooGuessable],
    ["digits in a row", "123456789012", passwordMessages.tooGuessable],
    ["the site's name", "standardsassurancepartners", passwordMessages.tooGuessable],
  ])("refuses %s as a new password, with the contract's words", async (_, password, message) => {
    const res = await change(handle.cookie, TEST_ADMIN.password, password);
    expect(res.status).toBe(400);
    const body = await refusalOf(res);
    expect(body.fields.newPassword ?? body.error).toBe(message);
  });

  it("changes it: this session continues under a new token, every other one ends", async () => {
    const other = await handle.server.login();
    const res = await change(handle.cookie, TEST_ADMIN.password, NEW_PASSWORD);
    expect(res.status).toBe(200);
    const rotated = res.headers.get("set-cookie")!.split(";")[0]!;
    expect(rotated).not.toBe(handle.cookie);
    expect((await meAs(rotated)).status).toBe(200);
    expect((await meAs(handle.cookie)).status).toBe(401);
    expect((await meAs(other)).status).toBe(401);

    const oldLogin = await handle.visitor.admin.login.$post({ json: TEST_ADMIN });
    expect(oldLogin.status).toBe(401);
    const newLogin = await handle.visitor.admin.login.$post({
      json: { email: TEST_ADMIN.email, password: NEW_PASSWORD },
    });
    expect(newLogin.status).toBe(200);

    const log = await handle.server
      .client(rotated)
      .admin.activity.$get({ query: { action: "password.changed" } });
    expect((await log.json()).items).toHaveLength(1);
    handle.cookie = rotated;
  });

  it("throttles wrong current passwords like logins", async () => {
    let last: Awaited<ReturnType<typeof change>> | undefined;
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) {
      last = await change(handle.cookie, `guess ${i}`, "another fine passphrase");
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
