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

/** Set-up needs the password again (two-step sign-in is off, so there is no code). */
export const TotpSetupRequestSchema = z.object({ password: currentPassword });

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

/**
 * "Confirm it's you" before a change to how the account signs in (set-up, a new passkey): the
 * password, and with two-step sign-in on, a code or a recovery code too (the server asks).
 * A stolen session alone cannot add a way in.
 */
export const ReauthSchema = z.object({
  password: currentPassword,
  code: TotpCodeSchema.optional(),
  recoveryCode: RecoveryCodeSchema.optional(),
});
export type Reauth = z.infer<typeof ReauthSchema>;

/**
 * Turning two-step sign-in off (or making new recovery codes) needs both factors: the password
 * and a code from the authenticator, or one recovery code when the authenticator is lost.
 */
export const TotpConfirmSchema = ReauthSchema.refine(
  (value) => value.code !== undefined || value.recoveryCode !== undefined,
  {
    message: accountMessages.totpRequired,
    path: ["code"],
  },
);
export type TotpConfirm = z.infer<typeof TotpConfirmSchema>;

export const TotpStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TotpStatus = z.infer<typeof TotpStatusSchema>;

export const CurrentPasswordSchema = currentPassword;
