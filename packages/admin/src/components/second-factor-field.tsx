import { Button } from "@app/ui/components/button";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { useEffect, useRef } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** Which second factor a form asks for: the authenticator's code, or one recovery code. */
export type SecondFactor = "code" | "recoveryCode";

const hintId = (id: string) => `${id}-hint`;

/**
 * The second factor of a form: a 6-digit code field, or a recovery code field, and the switch
 * between them. `registration` is the form's registration of the shown field (`code` or
 * `recoveryCode`); the form unregisters the other, so only one is ever sent.
 */
export function SecondFactorField({
  id,
  factor,
  onFactorChange,
  registration,
  error,
  autoFocus,
}: {
  id: string;
  factor: SecondFactor;
  onFactorChange: (factor: SecondFactor) => void;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  const code = factor === "code";
  // After a switch, the new field takes the focus (not on the first showing).
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) document.getElementById(id)?.focus();
  }, [factor, id]);
  const describedBy = [hintId(id), error ? errorId(id) : undefined].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <FormField id={id} label={code ? "6-digit code" : "Recovery code"} error={error}>
        <p id={hintId(id)} className="-mt-0.5 text-xs text-slate-600">
          {code
            ? "From your authenticator app. It changes every 30 seconds."
            : "One of the codes you saved when you set up two-step sign-in, like k7wq2-pm4zd. Each works once."}
        </p>
        {/* A new element for each kind: autofill and the keyboard differ. */}
        <Input
          key={factor}
          id={id}
          type="text"
          autoFocus={autoFocus}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          className={code ? "font-mono text-base tracking-[0.3em]" : "font-mono tracking-wider"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...(code
            ? { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 7 }
            : { autoComplete: "off", maxLength: 40 })}
          {...registration}
        />
      </FormField>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto self-start px-0 py-0"
        onClick={() => {
          switched.current = true;
          onFactorChange(code ? "recoveryCode" : "code");
        }}
      >
        {code ? "Use a recovery code instead" : "Use the authenticator app instead"}
      </Button>
    </div>
  );
}
