import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import type { UseFormRegisterReturn } from "react-hook-form";
import { type SecondFactor, SecondFactorField } from "./second-factor-field.tsx";

type ReauthField = "password" | "code" | "recoveryCode";

/** "Your password", typed again to confirm it's you (the browser may fill in the saved one). */
export function CurrentPasswordField({
  id,
  error,
  registration,
  autoFocus,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  autoFocus?: boolean;
}) {
  return (
    <FormField id={id} label="Your password" error={error}>
      <Input
        id={id}
        type="password"
        autoComplete="current-password"
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        {...registration}
      />
    </FormField>
  );
}

/**
 * "Confirm it's you": the password and, when the account has two-step sign-in, a code or a
 * recovery code. Switching the factor clears the old one's error; the form unregisters the
 * hidden field (`shouldUnregister`), so only what is shown is sent.
 */
export function ReauthFields({
  id,
  register,
  errors,
  clearErrors,
  factor,
  onFactorChange,
  secondFactor = true,
  focus,
}: {
  id: string;
  register: (name: ReauthField) => UseFormRegisterReturn;
  errors: Partial<Record<ReauthField, { message?: string }>>;
  clearErrors: (name: ReauthField) => void;
  factor: SecondFactor;
  onFactorChange: (factor: SecondFactor) => void;
  secondFactor?: boolean;
  /** The field that takes the focus when it first shows. */
  focus?: "password" | "code";
}) {
  return (
    <>
      <CurrentPasswordField
        id={`${id}-password`}
        error={errors.password?.message}
        registration={register("password")}
        autoFocus={focus === "password"}
      />
      {secondFactor ? (
        <SecondFactorField
          id={`${id}-factor`}
          factor={factor}
          onFactorChange={(next) => {
            clearErrors(factor);
            onFactorChange(next);
          }}
          registration={register(factor)}
          error={errors[factor]?.message}
          autoFocus={focus === "code"}
        />
      ) : null}
    </>
  );
}
