import {
  type TotpEnable,
  TotpEnableSchema,
  type TotpSetup,
  TotpSetupRequestSchema,
} from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRightIcon, CircleAlertIcon, ShieldCheckIcon, SmartphoneIcon } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { CurrentPasswordField } from "../../components/reauth-fields.tsx";
import { errorDescription, errorFields, isApiError } from "../../lib/api-error.ts";
import { useEnableTotp, useStartTotpSetup } from "./account-queries.ts";
import { RecoveryCodesView, type useRecoveryCodesDialog } from "./recovery-codes.tsx";
import { TotpQrCode, TotpSecret } from "./totp-qr-code.tsx";

type TotpSetupRequest = z.infer<typeof TotpSetupRequestSchema>;

/** The first code from the app proves it holds the key; only then is two-step sign-in on. */
function ConfirmCodeForm({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const id = useId();
  const enable = useEnableTotp();
  const form = useForm<z.input<typeof TotpEnableSchema>, unknown, TotpEnable>({
    resolver: zodResolver(TotpEnableSchema),
    defaultValues: { code: "" },
  });
  const error = form.formState.errors.code?.message;
  const onSubmit = form.handleSubmit(({ code }) =>
    enable.mutate(code, {
      onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
      onError: (failure) => {
        const message = errorFields(failure).code;
        if (message) form.setError("code", { message }, { shouldFocus: true });
      },
    }),
  );
  const unexplained =
    enable.isError && !isApiError(enable.error, 401) && !errorFields(enable.error).code;
  const inputId = `${id}-code`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <FormField id={inputId} label="Then enter the 6-digit code it shows" error={error}>
        <Input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          spellCheck={false}
          className="max-w-40 font-mono tracking-wider"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(inputId) : undefined}
          {...form.register("code")}
        />
      </FormField>
      {unexplained ? (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden />
          <AlertDescription>
            {errorDescription(enable.error, "Two-step sign-in could not be turned on.")}
          </AlertDescription>
        </Alert>
      ) : null}
      <DialogActions icon={<ShieldCheckIcon aria-hidden />} pending={enable.isPending}>
        Turn on
      </DialogActions>
    </form>
  );
}

/** Step 1: the password again, so that a signed-in browser alone cannot add an authenticator. */
function PasswordStep({ onStarted }: { onStarted: (setup: TotpSetup) => void }) {
  const id = useId();
  const start = useStartTotpSetup();
  const form = useForm<z.input<typeof TotpSetupRequestSchema>, unknown, TotpSetupRequest>({
    resolver: zodResolver(TotpSetupRequestSchema),
    defaultValues: { password: "" },
  });
  const error = form.formState.errors.password?.message;
  const onSubmit = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: (setup) => {
        // The key moves to the next step; the password is not kept with it.
        start.reset();
        onStarted(setup);
      },
      onError: (failure) => {
        const message = errorFields(failure).password;
        if (message) form.setError("password", { message }, { shouldFocus: true });
      },
    }),
  );
  const unexplained =
    start.isError && !isApiError(start.error, 401) && !errorFields(start.error).password;
  return (
    <>
      <DialogTitle className="pr-8">Confirm it's you</DialogTitle>
      <DialogDescription>
        To set up two-step sign-in, enter your password first. Then you will scan a code with your
        phone.
      </DialogDescription>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <CurrentPasswordField
          id={`${id}-password`}
          error={error}
          registration={form.register("password")}
          autoFocus
        />
        {unexplained ? (
          <Alert variant="destructive" role="alert">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>
              {errorDescription(start.error, "The set-up could not be started.")}
            </AlertDescription>
          </Alert>
        ) : null}
        <DialogActions icon={<ArrowRightIcon aria-hidden />} pending={start.isPending}>
          {start.isPending ? "Checking..." : "Continue"}
        </DialogActions>
      </form>
    </>
  );
}

/** Step 2: the new key, as a QR code and as text, and the confirming code. */
function ScanStep({
  setup,
  onEnabled,
}: {
  setup: TotpSetup;
  onEnabled: (codes: string[]) => void;
}) {
  return (
    <>
      <DialogTitle className="pr-8">Set up two-step sign-in</DialogTitle>
      <DialogDescription>
        Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
        1Password or similar), add an account and scan this code.
      </DialogDescription>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <TotpQrCode uri={setup.uri} />
        <div className="flex w-full min-w-0 flex-col gap-4">
          <TotpSecret secret={setup.secret} />
          <a
            href={setup.uri}
            className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline sm:hidden"
          >
            <SmartphoneIcon className="size-4" aria-hidden />
            On this phone? Open it in the app
          </a>
        </div>
      </div>
      <ConfirmCodeForm onEnabled={onEnabled} />
    </>
  );
}

/**
 * The password, then the key. Each opening starts again from the password and makes a new key;
 * one that is never confirmed changes nothing. The key lives only while the dialog is open.
 */
function SetupSteps({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  return setup ? (
    <ScanStep setup={setup} onEnabled={onEnabled} />
  ) : (
    <PasswordStep onStarted={setSetup} />
  );
}

/**
 * "Set up": the password, then scan, confirm with a code, then save the ten recovery codes.
 * The codes are shown once, in this dialog; closing it after that forgets them. The dialog is
 * held by the card whatever the status, so turning two-step sign-in on (which swaps the card's
 * contents) does not take the codes away before they are saved.
 */
export function TotpSetupDialog({ dialog }: { dialog: ReturnType<typeof useRecoveryCodesDialog> }) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogContent className="max-w-xl">
        {dialog.codes ? (
          <RecoveryCodesView {...dialog.viewProps(dialog.codes)} />
        ) : (
          <SetupSteps onEnabled={dialog.showCodes} />
        )}
      </DialogContent>
    </Dialog>
  );
}
