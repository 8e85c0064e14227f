import { accountMessages, describeUserAgent, PasskeyNameSchema } from "@app/contract";
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
import { z } from "zod";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { errorDescription, errorFields, isApiError } from "../../lib/api-error.ts";
import { isAlreadyRegistered, isCancelledPrompt } from "../../lib/passkeys.ts";
import { useAddPasskey } from "./account-queries.ts";

const NameFormSchema = z.object({ name: PasskeyNameSchema });
type NameForm = z.infer<typeof NameFormSchema>;

/** What the prompt's outcome says when it is not a plain success. */
function Outcome({ error }: { error: unknown }) {
  if (isCancelledPrompt(error)) {
    return (
      <Alert variant="info" role="status">
        <InfoIcon aria-hidden />
        <AlertDescription>
          No passkey was made: the browser's window was closed. Try again when you are ready.
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
      </AlertDescription>
    </Alert>
  );
}

function AddPasskeyForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const add = useAddPasskey();
  const form = useForm<NameForm>({
    resolver: zodResolver(NameFormSchema),
    // "Chrome on Windows": where this passkey lives, unless the person names it otherwise.
    defaultValues: { name: describeUserAgent(navigator.userAgent) },
  });
  const error = form.formState.errors.name?.message;
  const inputId = `${id}-name`;
  const hintId = `${id}-hint`;

  const onSubmit = form.handleSubmit(({ name }) =>
    add.mutate(name, {
      onSuccess: () => {
        onAdded();
        toast({
          title: "Passkey added",
          description: `“${name}” can now sign you in.`,
          variant: "success",
        });
      },
      onError: (failure) => {
        const message = errorFields(failure).name;
        if (message) form.setError("name", { message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField id={inputId} label="Name" error={error}>
        <p id={hintId} className="-mt-0.5 text-xs text-slate-600">
          So you can tell your passkeys apart, like “Work laptop” or “My phone”.
        </p>
        <Input
          id={inputId}
          autoFocus
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId(inputId) : ""].join(" ").trim()}
          {...form.register("name")}
        />
      </FormField>
      {add.isError && !errorFields(add.error).name ? <Outcome error={add.error} /> : null}
      <DialogActions icon={<KeyRoundIcon aria-hidden />} pending={add.isPending}>
        {add.isPending ? "Waiting for the browser..." : "Continue"}
      </DialogActions>
    </form>
  );
}

/** "Add a passkey": a name, then the browser's own prompt (fingerprint, face, PIN or key). */
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
