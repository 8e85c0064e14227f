import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../limits.ts";
import { validationMessages } from "../messages.ts";
import { accountMessages } from "./account-messages.ts";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now that still count: a phone clock a little off still works. */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

const currentPassword = z
  .string({ error: validationMessages.password })
  .min(1, validationMessages.password)
  .max(PASSWORD_MAX_LENGTH, validationMessages.password);

/** Six digits; spaces people type from the app's "123 456" are ignored. */
export const TotpCodeSchema = z
  .string({ error: accountMessages.totpRequired })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, accountMessages.totpRequired));

/** `xxxxx-xxxxx` in lower-case base32; case, spaces and a missing dash are forgiven. */
export const RecoveryCodeSchema = z
  .string({ error: accountMessages.invalidRecoveryCode })
  .max(40, accountMessages.invalidRecoveryCode)
  .transform((value) => value.toLowerCase().replace(/[\s-]+/g, ""))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, accountMessages.invalidRecoveryCode));

/**
 * A session that signed in more than this long ago must give the password again before it
 * adds a way in (an authenticator, a passkey): a stolen old session cannot.
 */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** Set-up may carry the password ("confirm it's you"); a fresh session needs none. */
export const TotpSetupRequestSchema = z.object({ password: currentPassword.optional() });

export const TotpSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** `otpauth://totp/...`, shown as a QR code. */
  uri: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

export const TotpEnableSchema = z.object({ code: TotpCodeSchema });
export type TotpEnable = z.infer<typeof TotpEnableSchema>;

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

const secondFactor = {
  code: TotpCodeSchema.optional(),
  recoveryCode: RecoveryCodeSchema.optional(),
};

/**
 * "Confirm it's you" before adding a way in (a passkey): the password, and with two-step
 * sign-in on, a code or a recovery code too. A session that signed in within
 * RECENT_SIGN_IN_MS may leave them out.
 */
export const ReauthSchema = z.object({ password: currentPassword.optional(), ...secondFactor });
export type Reauth = z.infer<typeof ReauthSchema>;

/**
 * Turning two-step sign-in off (or making new recovery codes) needs both factors: the password
 * and a code from the authenticator, or one recovery code when the authenticator is lost.
 */
export const TotpConfirmSchema = z
  .object({ password: currentPassword, ...secondFactor })
  .refine((value) => value.code !== undefined || value.recoveryCode !== undefined, {
    message: accountMessages.totpRequired,
    path: ["code"],
  });
export type TotpConfirm = z.infer<typeof TotpConfirmSchema>;

export const TotpStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TotpStatus = z.infer<typeof TotpStatusSchema>;

export const CurrentPasswordSchema = currentPassword;
