import { z } from "zod";
import { NewPasswordSchema } from "../auth.ts";
import { CurrentPasswordSchema } from "./totp.ts";

export const PasswordChangeSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;
