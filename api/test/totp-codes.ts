import {
  RECENT_SIGN_IN_MS,
  RecoveryCodesSchema,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TotpSetupSchema,
} from "@app/contract";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { adminSessions } from "../src/db/schema.ts";
import { TEST_ADMIN, type TestServer } from "./test-server.ts";

/** What an authenticator app shows for this secret, `steps` periods from now. */
export function totpCode(secret: string, steps = 0, now = Date.now()): string {
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + steps;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), TOTP_DIGITS);
}

/** Turns two-step sign-in on for TEST_ADMIN through the API; answers the secret and codes. */
export async function enableTotp(
  server: TestServer,
  cookie: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await server.request("/api/admin/totp/setup", {
    method: "POST",
    cookie,
    json: { password: TEST_ADMIN.password },
  });
  const { secret } = TotpSetupSchema.parse(await setup.json());
  const enabled = await server.request("/api/admin/totp/enable", {
    method: "POST",
    cookie,
    json: { code: totpCode(secret) },
  });
  if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.status}`);
  const { recoveryCodes } = RecoveryCodesSchema.parse(await enabled.json());
  return { secret, recoveryCodes };
}

/** Makes every session's last sign-in older than "recent", as a stolen old cookie's would be. */
export async function ageSessions(server: TestServer): Promise<void> {
  await server.running.deps.database.db
    .update(adminSessions)
    .set({ verifiedAt: new Date(Date.now() - RECENT_SIGN_IN_MS - 60_000) });
}
