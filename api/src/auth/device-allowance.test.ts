import { LOGIN_FAILURE_LIMIT } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers, itAcrossProcesses } from "../../test/test-database.ts";
import {
  serverForTests,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from "../../test/test-server.ts";
import { adminKnownDevices, throttleEvents } from "../db/schema.ts";
import { sha256Hex } from "../lib/sha256.ts";

const OWNER_ADDRESS = "198.51.100.7";
const ATTACKER_ADDRESS = "203.0.113.9";

const statuses = (responses: { status: number }[]) => responses.map((res) => res.status);
const count = (values: number[], wanted: number) => values.filter((v) => v === wanted).length;

/** The device cookie a sign-in set, as a Cookie header value. */
function deviceCookieOf(res: { headers: Headers }): string {
  const cookie = res.headers.getSetCookie().find((c) => /^(__Host-)?admin_device=/.test(c));
  if (!cookie) throw new Error("no device cookie");
  return cookie.split(";")[0]!;
}

/**
 * Issue 15 (B): 10 wrong logins from anywhere locked the only administrator out for 15
 * minutes, again and again. A browser that signed in before now has an allowance of its own.
 */
describe.each(drivers)("a known device's own allowance [%s]", (kind) => {
  // Behind a trusted proxy, so each request can come from an address of the test's choosing.
  const api = serverForTests(kind, { config: { trustProxy: true }, login: false });
  const db = () => api.server.running.deps.database.db;
  const login = (
    password: string,
    { from, cookie, via = api.server }: { from: string; cookie?: string; via?: TestServer },
  ) =>
    via
      .client(cookie)
      .admin.login.$post(
        { json: { email: TEST_ADMIN.email, password } },
        { headers: { "x-forwarded-for": from } },
      );
  const forgetFailures = async () => {
    await db().delete(throttleEvents);
    await db().update(adminKnownDevices).set({ failedGuesses: 0, failedGuessesSince: null });
  };
  /** A browser of the owner that has signed in before: its device cookie. */
  const ownersBrowser = async () => {
    const res = await login(TEST_ADMIN.password, { from: OWNER_ADDRESS });
    expect(res.status).toBe(200);
    return deviceCookieOf(res);
  };

  it("lets the owner's browser in at once after 20 wrong logins from elsewhere", async () => {
    const device = await ownersBrowser();
    const attack = [];
    for (let i = 0; i < 20; i++) {
      attack.push((await login(`wrong guess ${i}`, { from: ATTACKER_ADDRESS })).status);
    }
    expect(count(attack, 401)).toBe(LOGIN_FAILURE_LIMIT);
    expect(count(attack, 429)).toBe(20 - LOGIN_FAILURE_LIMIT);
    // Without its cookie the account is locked, from the owner's own address too...
    expect((await login(TEST_ADMIN.password, { from: OWNER_ADDRESS })).status).toBe(429);
    // ...but the browser that signed in before gets in, from wherever it is.
    const owner = await login(TEST_ADMIN.password, { from: OWNER_ADDRESS, cookie: device });
    expect(owner.status).toBe(200);
    const roaming = await login(TEST_ADMIN.password, { from: ATTACKER_ADDRESS, cookie: device });
    expect(roaming.status).toBe(200);
    // The owner signing in does not hand the attacker a fresh allowance.
    expect((await login("yet another guess", { from: "192.0.2.1" })).status).toBe(429);
  });

  it("throttles a device whose own allowance is spent, and only that device", async () => {
    await forgetFailures();
    const laptop = await ownersBrowser();
    const phone = await ownersBrowser();
    expect(phone).not.toBe(laptop);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login(`typo ${i}`, { from: OWNER_ADDRESS, cookie: laptop })).status).toBe(401);
    }
    const spent = await login(TEST_ADMIN.password, { from: OWNER_ADDRESS, cookie: laptop });
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get("retry-after"))).toBeGreaterThan(0);
    // The laptop's guesses used neither the address's nor the account's allowance.
    expect(await db().select().from(throttleEvents)).toHaveLength(0);
    expect((await login(TEST_ADMIN.password, { from: OWNER_ADDRESS, cookie: phone })).status).toBe(
      200,
    );
    expect((await login(TEST_ADMIN.password, { from: OWNER_ADDRESS })).status).toBe(200);
  });

  it("checks at most the allowance of 200 wrong logins sent at once with one device cookie", async () => {
    await forgetFailures();
    const device = await ownersBrowser();
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          login(`parallel guess ${i}`, { from: `10.1.${i % 250}.1`, cookie: device }),
        ),
      ),
    );
    expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(200 - LOGIN_FAILURE_LIMIT);
    expect(count(answers, 401) + count(answers, 429)).toBe(200);
  });

  it("checks at most the allowance of 200 wrong logins sent at once without a cookie", async () => {
    await forgetFailures();
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          login(`parallel guess ${i}`, { from: ATTACKER_ADDRESS }),
        ),
      ),
    );
    expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(count(answers, 401) + count(answers, 429)).toBe(200);
  });

  itAcrossProcesses(kind)(
    "holds the device's allowance across two API processes guessing at once",
    async () => {
      await forgetFailures();
      const device = await ownersBrowser();
      const other = await startTestServer(kind, {
        testDb: api.server.testDb,
        bootstrapAdmin: false,
        config: { trustProxy: true },
      });
      try {
        const answers = statuses(
          await Promise.all(
            Array.from({ length: 200 }, (_, i) =>
              login(`two processes ${i}`, {
                from: OWNER_ADDRESS,
                cookie: device,
                via: i % 2 === 0 ? api.server : other,
              }),
            ),
          ),
        );
        expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
        expect(count(answers, 401) + count(answers, 429)).toBe(200);
      } finally {
        await other.stop();
      }
    },
  );

  it("gives a cookie no account has seen (planted, or made up) no allowance of its own", async () => {
    await forgetFailures();
    const planted = `admin_device=${"a".repeat(32)}`;
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login(`guess ${i}`, { from: ATTACKER_ADDRESS, cookie: planted })).status).toBe(
        401,
      );
    }
    expect(
      (await login(TEST_ADMIN.password, { from: ATTACKER_ADDRESS, cookie: planted })).status,
    ).toBe(429);
    // The owner signs in on a browser holding the planted cookie: it gets a cookie of its own,
    // so whoever planted it gains no allowance.
    await forgetFailures();
    const res = await login(TEST_ADMIN.password, { from: OWNER_ADDRESS, cookie: planted });
    expect(res.status).toBe(200);
    expect(deviceCookieOf(res)).not.toBe(planted);
    const known = (await db().select().from(adminKnownDevices)).map((row) => row.deviceHash);
    expect(known).toContain(sha256Hex(deviceCookieOf(res).split("=")[1]!));
    expect(known).not.toContain(sha256Hex("a".repeat(32)));
  });
});
