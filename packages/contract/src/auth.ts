import { z } from "zod";
import { passwordMessages } from "./account/password-change.ts";
import { RecoveryCodeSchema, TotpCodeSchema } from "./account/totp.ts";
import { PASSWORD_MAX_LENGTH } from "./limits.ts";
import { validationMessages } from "./messages.ts";

export const LoginFormSchema = z.object({
  email: z
    .string({ error: validationMessages.email })
    .trim()
    .max(254, validationMessages.email)
    .pipe(z.email({ error: validationMessages.email })),
  password: z
    .string({ error: validationMessages.password })
    .min(1, validationMessages.password)
    .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
  /** With two-step sign-in on: the authenticator's code, or else one recovery code. */
  code: TotpCodeSchema.optional(),
  recoveryCode: RecoveryCodeSchema.optional(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const AdminSessionSchema = z.object({
  admin: z.object({
    email: z.string(),
    /**
     * The password this account last signed in with no longer meets the policy (it predates
     * it): it still works, and the admin asks, without blocking anything, for a new one.
     */
    passwordChangeSuggested: z.boolean(),
  }),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

/** `POST /api/admin/logout`: with `everywhere`, every session of the account ends, this one too. */
export const LogoutSchema = z.object({ everywhere: z.boolean().optional() });
export type Logout = z.infer<typeof LogoutSchema>;

/** A correct password on an account with two-step sign-in, sent without a (valid) code. */
export const TotpRequiredSchema = z.object({ error: z.string(), totpRequired: z.literal(true) });
