import { RECENT_SIGN_IN_MS, type Reauth, ReauthSchema } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlertIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorDescription, errorFields } from "../lib/api-error.ts";
import { isReauthRequired } from "../lib/step-up.ts";
import { useTotpStatus } from "../lib/totp-status.ts";
import { DialogActions } from "./dialog-actions.tsx";
import { ReauthFields } from "./reauth-fields.tsx";
import type { SecondFactor } from "./second-factor-field.tsx";

type ReauthField = keyof Reauth;
/** The fields a refusal of the server may name, in the order they are on screen. */
const FIELDS: readonly ReauthField[] = ["password", "code", "recoveryCode"];

/** Each code works once: after the server took one, the next try needs another. */
const SPENT: Record<SecondFactor, string> = {
  code: " That code has now been used: enter the next one from your app to try again.",
  recoveryCode: " That recovery code has now been used: enter another one to try again.",
};

export interface StepUpOptions<T> {
  onSuccess: (result: T) => void;
  /** A failure that is not the request to confirm (shown by the caller, as before). */
  onError: (error: unknown) => void;
  /** The dialog was closed without confirming: nothing was done. */
  onCancel?: () => void;
}

/**
 * Runs an action that may need "confirm it's you": first as it is (a recent sign-in needs no
 * more); when the server asks for the proof, the dialog opens and its confirm runs the action
 * again with the password (and code). Cancel leaves everything as it was.
 */
export function useStepUp<T>(
  action: (proof?: Reauth) => Promise<T>,
  { onSuccess, onError, onCancel }: StepUpOptions<T>,
) {
  const [asking, setAsking] = useState(false);
  const start = () =>
    action().then(onSuccess, (error: unknown) => {
      if (isReauthRequired(error)) setAsking(true);
      else onError(error);
    });
  const confirm = async (proof: Reauth) => {
    const result = await action(proof);
    setAsking(false);
    onSuccess(result);
  };
  const onOpenChange = (open: boolean) => {
    setAsking(open);
    if (!open) onCancel?.();
  };
  return { start, dialog: { open: asking, onOpenChange, onConfirm: confirm } };
}

function ConfirmItsYouForm({
  action,
  icon,
  onConfirm,
  what,
}: {
  action: string;
  icon: ReactNode;
  onConfirm: (proof: Reauth) => Promise<void>;
  what: string;
}) {
  const id = useId();
  // Asked when the dialog opens (the form is only there while it is open).
  const twoStepOn = useTotpStatus().data?.enabled === true;
  const [factor, setFactor] = useState<SecondFactor>("code");
  // The server asked for a code the status did not (yet) say was needed.
  const [codeAsked, setCodeAsked] = useState(false);
  const secondFactor = twoStepOn || codeAsked;
  const [failure, setFailure] = useState<{ error: unknown; spent: SecondFactor | null } | null>(
    null,
  );
  const form = useForm<z.input<typeof ReauthSchema>, unknown, Reauth>({
    resolver: zodResolver(ReauthSchema),
    defaultValues: { password: "", code: "", recoveryCode: "" },
    // Only the fields on screen are checked and sent.
    shouldUnregister: true,
  });
  const onSubmit = form.handleSubmit(async (proof) => {
    setFailure(null);
    try {
      await onConfirm(proof);
    } catch (error) {
      const fields = errorFields(error);
      if (fields.code && !secondFactor) setCodeAsked(true);
      const named = FIELDS.filter((field) => fields[field]);
      for (const field of named) form.setError(field, { message: fields[field] });
      if (named[0] && (secondFactor || named[0] !== "code")) form.setFocus(named[0]);
      if (named.length > 0) return;
      // The server took the password and code, then the action failed: the code is spent.
      const spent = secondFactor && !isReauthRequired(error) ? factor : null;
      if (spent) form.setValue(spent, "");
      setFailure({ error, spent });
    }
  });
  return (
    <>
      <DialogDescription>
        {what} needs your password
        {secondFactor ? " and a code from your authenticator app" : ""}: you signed in more than{" "}
        {RECENT_SIGN_IN_MS / 60_000} minutes ago.
      </DialogDescription>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ReauthFields
          id={id}
          register={form.register}
          errors={form.formState.errors}
          clearErrors={form.clearErrors}
          factor={factor}
          onFactorChange={setFactor}
          secondFactor={secondFactor}
          focus={codeAsked ? "code" : "password"}
        />
        {failure ? (
          <Alert variant="destructive" role="alert">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>
              {errorDescription(failure.error, "Something went wrong. Please try again.")}
              {failure.spent ? SPENT[failure.spent] : ""}
            </AlertDescription>
          </Alert>
        ) : null}
        <DialogActions icon={icon} pending={form.formState.isSubmitting}>
          {action}
        </DialogActions>
      </form>
    </>
  );
}

/**
 * "Confirm it's you": the password, and with two-step sign-in on a code, before an action a
 * stolen old session must not take. Opened by `useStepUp` when the server asks for it; a wrong
 * password or code shows on its field and keeps what was typed.
 */
export function ConfirmItsYouDialog({
  open,
  onOpenChange,
  onConfirm,
  what,
  action,
  icon,
}: ReturnType<typeof useStepUp>["dialog"] & {
  /** What needs the proof, as the sentence's subject: "Removing a passkey". */
  what: string;
  /** The action button's label. */
  action: string;
  icon: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-8">Confirm it's you</DialogTitle>
        <ConfirmItsYouForm action={action} icon={icon} onConfirm={onConfirm} what={what} />
      </DialogContent>
    </Dialog>
  );
}
