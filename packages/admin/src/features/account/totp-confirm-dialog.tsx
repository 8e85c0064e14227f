import { type TotpConfirm, TotpConfirmSchema } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@app/ui/components/dialog";
import { toast } from "@app/ui/lib/toast-store";
import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import { CircleAlertIcon, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { ReauthFields } from "../../components/reauth-fields.tsx";
import type { SecondFactor } from "../../components/second-factor-field.tsx";
import { errorDescription, errorFields, isApiError } from "../../lib/api-error.ts";
import { useDisableTotp, useRenewRecoveryCodes } from "./account-queries.ts";
import { RecoveryCodesView, useRecoveryCodesDialog } from "./recovery-codes.tsx";

type ConfirmField = keyof TotpConfirm;
const FIELDS: readonly ConfirmField[] = ["password", "code", "recoveryCode"];

interface ConfirmCopy {
  title: string;
  description: string;
  submit: string;
  pending: string;
  failure: string;
}

/**
 * Password and a second factor, as the server asks before anything that weakens two-step
 * sign-in or replaces its recovery codes. What the server refuses shows on its field.
 */
function ConfirmForm<T>({
  copy,
  icon: Icon,
  destructive,
  mutation,
  onDone,
}: {
  copy: ConfirmCopy;
  icon: LucideIcon;
  destructive?: boolean;
  mutation: UseMutationResult<T, Error, TotpConfirm>;
  onDone: (answer: T) => void;
}) {
  const id = useId();
  const [factor, setFactor] = useState<SecondFactor>("code");
  const form = useForm<z.input<typeof TotpConfirmSchema>, unknown, TotpConfirm>({
    resolver: zodResolver(TotpConfirmSchema),
    defaultValues: { password: "", code: "", recoveryCode: "" },
    // The hidden factor's field leaves the form: only the one shown is checked and sent.
    shouldUnregister: true,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        const fields = errorFields(error);
        const named = FIELDS.filter((name) => fields[name]);
        for (const name of named) form.setError(name, { message: fields[name] });
        if (named[0]) form.setFocus(named[0]);
      },
    }),
  );
  const unexplained =
    mutation.isError &&
    !isApiError(mutation.error, 401) &&
    !FIELDS.some((name) => errorFields(mutation.error)[name]);

  return (
    <>
      <DialogTitle className="pr-8">{copy.title}</DialogTitle>
      <DialogDescription>{copy.description}</DialogDescription>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ReauthFields
          id={id}
          register={form.register}
          errors={errors}
          clearErrors={form.clearErrors}
          factor={factor}
          onFactorChange={setFactor}
          focus="password"
        />
        {unexplained ? (
          <Alert variant="destructive" role="alert">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>{errorDescription(mutation.error, copy.failure)}</AlertDescription>
          </Alert>
        ) : null}
        <DialogActions
          icon={<Icon aria-hidden />}
          pending={mutation.isPending}
          variant={destructive ? "destructive" : "primary"}
        >
          {mutation.isPending ? copy.pending : copy.submit}
        </DialogActions>
      </form>
    </>
  );
}

/** "Turn off": both factors, then two-step sign-in and its recovery codes are gone. */
export function DisableTotpDialog({ icon }: { icon: LucideIcon }) {
  const [open, setOpen] = useState(false);
  const disable = useDisableTotp();
  const Icon = icon;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) disable.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Icon aria-hidden />
          Turn off
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <ConfirmForm
          copy={{
            title: "Turn off two-step sign-in?",
            description:
              "Signing in will need only the password again, and your recovery codes stop working. Confirm with your password and a code.",
            submit: "Turn off",
            pending: "Turning off...",
            failure: "Two-step sign-in could not be turned off.",
          }}
          icon={icon}
          destructive
          mutation={disable}
          onDone={() => {
            setOpen(false);
            toast({
              title: "Two-step sign-in is off",
              description: "Signing in now needs only the password.",
              variant: "success",
            });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** "New recovery codes": both factors, then ten new codes replace every old one. */
export function RenewRecoveryCodesDialog({ icon }: { icon: LucideIcon }) {
  const dialog = useRecoveryCodesDialog();
  const renew = useRenewRecoveryCodes();
  const Icon = icon;
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={(next) => {
        dialog.onOpenChange(next);
        if (!next) renew.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Icon aria-hidden />
          New recovery codes
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        {dialog.codes ? (
          <RecoveryCodesView {...dialog.viewProps(dialog.codes)} />
        ) : (
          <ConfirmForm
            copy={{
              title: "Make new recovery codes?",
              description:
                "Ten new codes replace all the old ones, used or not. Confirm with your password and a code.",
              submit: "Make new codes",
              pending: "Making codes...",
              failure: "New recovery codes could not be made.",
            }}
            icon={icon}
            mutation={renew}
            onDone={({ recoveryCodes }) => dialog.showCodes(recoveryCodes)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
