import { apiErrorMessages, NewPasswordSchema } from "@app/contract";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

/** Returns why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const parsed = NewPasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? apiErrorMessages.passwordTooShort;
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase()))
    return apiErrorMessages.passwordTooCommon;
  return null;
}
