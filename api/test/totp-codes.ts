import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "@app/contract";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";

/** What an authenticator app shows for this secret, `steps` periods from now. */
export function totpCode(secret: string, steps = 0, now = Date.now()): string {
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + steps;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), TOTP_DIGITS);
}
