import { TOTP_DIGITS, TOTP_DRIFT_STEPS, TOTP_PERIOD_SECONDS } from "@app/contract";
import { encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, verifyHOTP } from "@oslojs/otp";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { adminUsers } from "../db/schema.ts";
import { randomBytes } from "../lib/random-token.ts";

/** 160 bits, the size RFC 4226 recommends for HMAC-SHA-1 keys. */
export const generateTotpKey = (): Uint8Array => randomBytes(20);

/** What set-up shows: the key in base32 for typing, and the URI the QR code holds. */
export function totpSetupOf(key: Uint8Array, issuer: string, accountName: string) {
  return {
    secret: encodeBase32UpperCaseNoPadding(key),
    uri: createTOTPKeyURI(issuer, accountName, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS),
  };
}

const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step whose code this is (now, or one step either side), or null. Compared in
 * constant time by @oslojs/otp.
 */
export function matchingTotpStep(key: Uint8Array, code: string, now = Date.now()): number | null {
  const current = stepAt(now);
  for (let offset = -TOTP_DRIFT_STEPS; offset <= TOTP_DRIFT_STEPS; offset++) {
    const step = current + offset;
    if (verifyHOTP(key, BigInt(step), TOTP_DIGITS, code)) return step;
  }
  return null;
}

/**
 * Marks a step used, in one statement so that two processes given the same code cannot both
 * accept it: only a step later than the last accepted one is taken.
 */
export async function consumeTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const updated = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(adminUsers.id, userId),
        or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: adminUsers.id });
  return updated.length > 0;
}

/** A code checked against the account's key and used up; false for wrong, stale or reused. */
export async function acceptTotpCode(
  db: Db,
  user: { id: string; totpKey: Uint8Array | null },
  code: string,
): Promise<boolean> {
  if (!user.totpKey) return false;
  const step = matchingTotpStep(user.totpKey, code);
  return step !== null && (await consumeTotpStep(db, user.id, step));
}
