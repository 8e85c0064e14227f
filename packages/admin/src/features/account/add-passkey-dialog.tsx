import { accountMessages, describeUserAgent, PasskeyNameSchema, ReauthSchema } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@app/ui/components/dialog";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { toast } from "@app/ui/lib/toast-store";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlertIcon, InfoIcon, KeyRoundIcon, PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { ReauthFields } from "../../components/reauth-fields.tsx";
import type { SecondFactor } from "../../components/second-factor-field.tsx";
import { errorDescription, errorFields, isApiError } from "../../lib/api-error.ts";
import { isAlreadyRegistered, isCancelledPrompt } from "../../lib/passkeys.ts";
import { useAddPasskey, useTotpStatus } from "./account-queries.ts";

/** The name, and "confirm it's you": the password and, with two-step sign-in on, a code. */
const AddFormSchema = ReauthSchema.extend({ name: PasskeyNameSchema });
type AddForm = z.infer<typeof AddFormSchema>;
type AddField = keyof AddForm;
/** The fields a refusal of the server may name, in the order they are on screen. */
const FIELDS: readonly AddField[] = ["name", "password", "code", "recoveryCode"];

/** What the prompt's outcome says when it is not a plain success. */
/** Each code works once: after the server took one, the next try needs another. */
const SPENT: Record<SecondFactor, string> = {
  code: " That code has now been used: enter the next one from your app to try again.",
  recoveryCode: " That recovery code has now been used: enter another one to try again.",
};

function Outcome({ error, spent }: { error: unknown; spent: SecondFactor | null }) {
  const again = spent ? SPENT[spent] : "";
  if (isCancelledPrompt(error)) {
    return (
      <Alert variant="info" role="status">
        <InfoIcon aria-hidden />
        <AlertDescription>
          No passkey was made: the browser's window was closed.
          {again || " Try again when you are ready."}
        </AlertDescription>
      </Alert>
    );
  }
  if (isApiError(error, 401)) return null;
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlertIcon aria-hidden />
      <AlertDescription>
        {isAlreadyRegistered(error)
          ? accountMessages.passkeyExists
          : errorDescription(error, accountMessages.passkeyFailed)}
        {again}
      </AlertDescription>
    </Alert>
  );
}

function AddPasskeyForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const totp = useTotpStatus();
  const [factor, setFactor] = useState<SecondFactor>("code");
  // The server asked for a code the status did not (yet) say was needed.
  const [codeAsked, setCodeAsked] = useState(false);
  const secondFactor = totp.data?.enabled === true || codeAsked;
  // A code or recovery code the server took is spent, even if the browser's prompt is closed.
  const [spent, setSpent] = useState<SecondFactor | null>(null);
  const form = useForm<z.input<typeof AddFormSchema>, unknown, AddForm>({
    resolver: zodResolver(AddFormSchema),
    // "Chrome on Windows": where this passkey lives, unless the person names it otherwise.
    defaultValues: {
      name: describeUserAgent(navigator.userAgent),
      password: "",
      code: "",
      recoveryCode: "",
    },
    // Without two-step sign-in, or for the factor not shown, the field leaves the form: only
    // what is on screen is checked and sent.
    shouldUnregister: true,
  });
  const add = useAddPasskey({
    onConfirmed: () => {
      if (!secondFactor) return;
      form.setValue(factor, "");
      setSpent(factor);
    },
  });
  const { errors } = form.formState;
  const nameId = `${id}-name`;
  const hintId = `${id}-hint`;

  const onSubmit = form.handleSubmit(({ name, ...reauth }) => {
    setSpent(null);
    add.mutate(
      { name, reauth },
      {
        onSuccess: () => {
          onAdded();
          toast({
            title: "Passkey added",
            description: `“${name}” can now sign you in.`,
            variant: "success",
          });
        },
        onError: (failure) => {
          const fields = errorFields(failure);
          if (fields.code && !secondFactor) setCodeAsked(true);
          const named = FIELDS.filter((field) => fields[field]);
          for (const field of named) form.setError(field, { message: fields[field] });
          // A field that only now appears takes the focus once it is there (see below).
          if (named[0] && (secondFactor || named[0] !== "code")) form.setFocus(named[0]);
        },
      },
    );
  });
  const nameError = errors.name?.message;
  const explained = FIELDS.some((field) => errorFields(add.error)[field]);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField id={nameId} label="Name" error={nameError}>
        <p id={hintId} className="-mt-0.5 text-xs text-slate-600">
          So you can tell your passkeys apart, like “Work laptop” or “My phone”.
        </p>
        <Input
          id={nameId}
          autoFocus
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={[hintId, nameError ? errorId(nameId) : ""].join(" ").trim()}
          {...form.register("name")}
        />
      </FormField>
      <fieldset
        aria-labelledby={`${id}-confirm`}
        aria-describedby={`${id}-confirm-hint`}
        className="flex min-w-0 flex-col gap-4 border-t border-slate-200 pt-4"
      >
        <div className="flex flex-col gap-0.5">
          <p id={`${id}-confirm`} className="text-sm font-semibold text-brand-900">
            Confirm it's you
          </p>
          <p id={`${id}-confirm-hint`} className="text-xs text-slate-600">
            {secondFactor
              ? "A new way to sign in needs your password and a code from your authenticator app."
              : "A new way to sign in needs your password."}
          </p>
        </div>
        <ReauthFields
          id={id}
          register={form.register}
          errors={errors}
          clearErrors={form.clearErrors}
          factor={factor}
          onFactorChange={setFactor}
          secondFactor={secondFactor}
          focus={codeAsked ? "code" : undefined}
        />
      </fieldset>
      {add.isError && !explained ? <Outcome error={add.error} spent={spent} /> : null}
      <DialogActions icon={<KeyRoundIcon aria-hidden />} pending={add.isPending}>
        {add.isPending ? "Waiting for the browser..." : "Continue"}
      </DialogActions>
    </form>
  );
}

/**
 * "Add a passkey": a name and the password (and a code, with two-step sign-in on), then the
 * browser's own prompt (fingerprint, face, PIN or key).
 */
export function AddPasskeyDialog({ disabled }: { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button disabled={disabled}>
          <PlusIcon aria-hidden />
          Add a passkey
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-8">Add a passkey</DialogTitle>
        <DialogDescription>
          Your browser will ask you to confirm with your fingerprint, face, device PIN or a security
          key. The passkey then signs you in without password or code.
        </DialogDescription>
        <AddPasskeyForm onAdded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
