import { z } from "zod";
import { RecoveryCodeSchema, TotpCodeSchema } from "./account/totp.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits.ts";
import { apiErrorMessages, validationMessages } from "./messages.ts";

export const LoginFormSchema = z.object({
  email: z
    .string({ error: validationMessages.email })
    .trim()
    .max(254, validationMessages.email)
    .pipe(z.email({ error: validationMessages.email })),
  password: z
    .string({ error: validationMessages.password })
    .min(1, validationMessages.password)
    .max(PASSWORD_MAX_LENGTH, apiErrorMessages.passwordTooLong),
  /** With two-step sign-in on: the authenticator's code, or else one recovery code. */
  code: TotpCodeSchema.optional(),
  recoveryCode: RecoveryCodeSchema.optional(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/**
 * A password an administrator may choose: 8 to 256 characters, spaces and any script allowed.
 * The check against common passwords happens on the server, which holds the list.
 */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, apiErrorMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, apiErrorMessages.passwordTooLong);

export const AdminSessionSchema = z.object({
  admin: z.object({ email: z.string() }),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

/** A correct password on an account with two-step sign-in, sent without a (valid) code. */
export const TotpRequiredSchema = z.object({ error: z.string(), totpRequired: z.literal(true) });
