import { passwordMessages } from "@app/contract";
import { FormField } from "@app/ui/components/form-field";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PasswordInput } from "./password-input.tsx";

interface PasswordField {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** A new password under the policy's hint, and the same again: what every password form asks. */
export function NewPasswordFields({
  password,
  repeat,
}: {
  password: PasswordField;
  repeat: PasswordField;
}) {
  const hintId = `${password.id}-hint`;
  return (
    <>
      <FormField id={password.id} label="New password" error={password.error}>
        <p id={hintId} className="-mt-0.5 text-xs text-slate-600">
          {passwordMessages.hint}
        </p>
        <PasswordInput
          id={password.id}
          autoComplete="new-password"
          hintId={hintId}
          error={password.error}
          {...password.registration}
        />
      </FormField>
      <FormField id={repeat.id} label="Repeat the new password" error={repeat.error}>
        <PasswordInput
          id={repeat.id}
          autoComplete="new-password"
          error={repeat.error}
          {...repeat.registration}
        />
      </FormField>
    </>
  );
}
