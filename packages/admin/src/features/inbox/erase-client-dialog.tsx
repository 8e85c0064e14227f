import { leadMailMessages, SubmissionErasureSchema } from "@app/contract";
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
import { CircleAlertIcon, InfoIcon, SearchIcon, Trash2Icon, UserXIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { errorDescription, errorFields, isApiError } from "../../lib/api-error.ts";
import { notifyFailure, notifySuccess } from "../../lib/notify.ts";
import { useEraseSubmissions, useErasureLookup } from "./erasure-queries.ts";

const words = leadMailMessages.erasure;

/** Step 1: which address. Checked here with the server's own schema before anything is sent. */
function FindStep({
  email,
  onEmailChange,
  onFound,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onFound: (found: { email: string; count: number }) => void;
}) {
  const id = useId();
  const lookup = useErasureLookup();
  const [fieldError, setFieldError] = useState<string>();
  const inputId = `${id}-email`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = SubmissionErasureSchema.safeParse({ email });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    lookup.mutate(checked.data.email, {
      onSuccess: onFound,
      onError: (error) => {
        if (isApiError(error, 400)) setFieldError(errorFields(error).email);
      },
    });
  };
  const failure = lookup.isError && !fieldError && !isApiError(lookup.error, 401);

  return (
    <>
      <DialogTitle className="pr-8">{words.title}</DialogTitle>
      <DialogDescription>{words.description}</DialogDescription>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField id={inputId} label={words.emailLabel} error={fieldError}>
          <Input
            id={inputId}
            type="email"
            value={email}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            placeholder="client@example.com"
            onChange={(event) => {
              setFieldError(undefined);
              lookup.reset();
              onEmailChange(event.target.value);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId(inputId) : undefined}
          />
        </FormField>
        {failure ? (
          <Alert variant="destructive" role="alert">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>
              {errorDescription(lookup.error, words.lookupFailure)}
            </AlertDescription>
          </Alert>
        ) : null}
        <DialogActions
          icon={<SearchIcon aria-hidden />}
          pending={lookup.isPending}
          cancelLabel={words.cancel}
        >
          {lookup.isPending ? words.finding : words.find}
        </DialogActions>
      </form>
    </>
  );
}

/** Step 2: what will go, said plainly, and the one button that erases it. */
function ConfirmStep({
  found,
  onBack,
  onErased,
}: {
  found: { email: string; count: number };
  onBack: () => void;
  onErased: () => void;
}) {
  const erase = useEraseSubmissions();
  const summary = useRef<HTMLParagraphElement>(null);
  // The step's words take the focus, so a screen reader reads what is about to happen.
  useEffect(() => summary.current?.focus(), []);
  const nothing = found.count === 0;

  const eraseAll = () =>
    erase.mutate(found.email, {
      onSuccess: (erased) => {
        notifySuccess(leadMailMessages.erased(erased.count, erased.email));
        onErased();
      },
      onError: (error) =>
        notifyFailure(
          leadMailMessages.erasureFailure.title,
          error,
          leadMailMessages.erasureFailure.description,
        ),
    });

  return (
    <>
      <DialogTitle className="pr-8">{words.title}</DialogTitle>
      {nothing ? (
        <Alert variant="info">
          <InfoIcon aria-hidden />
          <DialogDescription asChild>
            <p ref={summary} tabIndex={-1} className="break-words text-brand-900 outline-none">
              {leadMailMessages.nothingToErase(found.email)}
            </p>
          </DialogDescription>
        </Alert>
      ) : (
        <DialogDescription asChild>
          <p
            ref={summary}
            tabIndex={-1}
            className="break-words text-base text-slate-900 outline-none"
          >
            {words.confirm(found.count, found.email)}
          </p>
        </DialogDescription>
      )}
      {/* On a phone, one button a row, the one that erases on top. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" onClick={onBack}>
          {words.changeAddress}
        </Button>
        <DialogActions
          icon={<Trash2Icon aria-hidden />}
          pending={erase.isPending}
          disabled={nothing}
          variant="destructive"
          onClick={eraseAll}
          cancelLabel={words.cancel}
        >
          {erase.isPending ? words.erasing : words.erase(found.count)}
        </DialogActions>
      </div>
    </>
  );
}

/** The two steps; they start afresh each time the dialog opens. */
function EraseClientSteps({ onErased }: { onErased: () => void }) {
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<{ email: string; count: number }>();
  return found ? (
    <ConfirmStep found={found} onBack={() => setFound(undefined)} onErased={onErased} />
  ) : (
    <FindStep email={email} onEmailChange={setEmail} onFound={setFound} />
  );
}

/**
 * "Erase a client's data": for a client who asks to be forgotten, every message from one
 * address (spam included) is counted, shown, and only then erased. Closing erases nothing.
 */
export function EraseClientDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserXIcon aria-hidden />
          {words.open}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <EraseClientSteps onErased={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
