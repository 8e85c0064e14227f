import { LOGIN_FAILURE_LIMIT } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests, TEST_ADMIN } from "../../test/test-server.ts";
import { enableTotp } from "../../test/totp-codes.ts";
import { throttleEvents } from "../db/schema.ts";

const statuses = (responses: { status: number }[]) => responses.map((res) => res.status);
const count = (values: number[], wanted: number) => values.filter((v) => v === wanted).length;

describe.each(drivers)("guesses in parallel [%s]", (kind) => {
  const handle = serverForTests(kind);
  const login = (json: { password?: string; code?: string }) =>
    handle.visitor.admin.login.$post({ json: { ...TEST_ADMIN, ...json } });
  const forgetFailures = () => handle.server.running.deps.database.db.delete(throttleEvents);

  it("checks no more wrong passwords than the allowance, however many arrive at once", async () => {
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => login({ password: `wrong guess number ${i}` })),
      ),
    );
    expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(40 - LOGIN_FAILURE_LIMIT);
    expect(count(answers, 401) + count(answers, 429)).toBe(40);
  });

  it("checks no more authenticator codes than the allowance behind a known password", async () => {
    await forgetFailures();
    const _setup = await enableTotp(handle.server, handle.cookie);
    const answers = statuses(
      await Promise.all(Array.from({ length: 40 }, (_, i) => login({ code: String(100000 + i) }))),
    );
    expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(40 - LOGIN_FAILURE_LIMIT);
  });

  it("does not count a right password waiting for its code, nor a sign-in that succeeds", async () => {
    await forgetFailures();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 5; i++) {
      expect((await login({})).status).toBe(401); // totpRequired: not a wrong guess
    }
    const { db } = handle.server.running.deps.database;
    expect(await db.select().from(throttleEvents)).toHaveLength(0);
  });
});
