import {
  REDIRECT_STATUSES,
  type Redirect,
  type RedirectInput,
  RedirectInputSchema,
  type RedirectStatus,
} from "@app/contract";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { errorId, FieldError } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { Label } from "@app/ui/components/label";
import { toast } from "@app/ui/lib/toast-store";
import { zodResolver } from "@hookform/resolvers/zod";
import { SaveIcon } from "lucide-react";
import { useId, useState } from "react";
import { type Control, Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { RefusalAlert } from "../../components/refusal-alert.tsx";
import { errorFields } from "../../lib/api-error.ts";
import { fieldRefusals, redirectChanges, redirectFormValues } from "./redirect-form.ts";
import { useAddRedirect, useChangeRedirect } from "./redirects-queries.ts";
import { redirectsWords, statusName } from "./redirects-words.ts";

const words = redirectsWords.form;

/** What the dialog is open for: a new redirect (maybe of a missing page), or a change. */
export type RedirectDialogFor =
  | { kind: "add"; from?: string }
  | { kind: "edit"; redirect: Redirect };

type Parsed = z.output<typeof RedirectInputSchema>;

const STATUS_HELP: Readonly<Record<RedirectStatus, string>> = {
  301: words.permanentHelp,
  302: words.temporaryHelp,
};

/** Permanent or temporary, as radio buttons each saying what it means. */
function StatusChoice({
  control,
  error,
}: {
  control: Control<RedirectInput, unknown, Parsed>;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name="status"
      render={({ field }) => (
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={error ? errorId(id) : undefined}
        >
          <legend className="mb-1.5 text-sm font-medium text-slate-900">{words.status}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {REDIRECT_STATUSES.map((status) => (
              <label
                key={status}
                htmlFor={`${id}-${status}`}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-accent-500/40"
              >
                <input
                  id={`${id}-${status}`}
                  type="radio"
                  name={field.name}
                  value={status}
                  checked={(field.value ?? 301) === status}
                  onChange={() => field.onChange(status)}
                  onBlur={field.onBlur}
                  ref={status === 301 ? field.ref : undefined}
                  className="mt-1 accent-brand-700"
                  aria-describedby={`${id}-${status}-what`}
                />
                <span className="flex flex-col">
                  <span className="text-sm font-medium text-slate-900">{statusName(status)}</span>
                  <span id={`${id}-${status}-what`} className="text-xs text-slate-600">
                    {STATUS_HELP[status]}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={id} error={error} />
        </fieldset>
      )}
    />
  );
}

/** A text field with its help under it and the checks' or the server's words under that. */
function AddressField({
  id,
  label,
  help,
  error,
  placeholder,
  inputProps,
}: {
  id: string;
  label: string;
  help: string;
  error: string | undefined;
  placeholder: string;
  inputProps: ReturnType<ReturnType<typeof useForm<RedirectInput, unknown, Parsed>>["register"]>;
}) {
  const helpId = `${id}-help`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${helpId} ${errorId(id)}` : helpId}
        {...inputProps}
      />
      <p id={helpId} className="text-xs text-slate-600">
        {help}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The form itself, mounted each time the dialog opens: it starts from what it was opened for. */
function RedirectForm({ opened, onDone }: { opened: RedirectDialogFor; onDone: () => void }) {
  const id = useId();
  const editing = opened.kind === "edit" ? opened.redirect : undefined;
  const [initial] = useState(() =>
    redirectFormValues(editing, opened.kind === "add" ? opened.from : undefined),
  );
  const add = useAddRedirect();
  const change = useChangeRedirect();
  const [refusal, setRefusal] = useState<unknown>();
  const form = useForm<RedirectInput, unknown, Parsed>({
    resolver: zodResolver(RedirectInputSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;

  // The server's refusal: its words under the fields they are about, the rest above the
  // buttons. What was typed stays as it was.
  const refused = (error: unknown) => {
    const { byField, rest } = fieldRefusals(errorFields(error));
    for (const [i, [field, message]] of byField.entries()) {
      form.setError(field, { message }, { shouldFocus: i === 0 });
    }
    setRefusal(byField.length === 0 || rest ? error : undefined);
  };
  const saved = (title: string, from: string) => {
    toast({ title, description: from, variant: "success" });
    onDone();
  };

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(undefined);
    if (!editing) {
      add.mutate(values, {
        onSuccess: ({ redirect }) => saved(words.added, redirect.from),
        onError: refused,
      });
      return;
    }
    const changes = redirectChanges(initial, values);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    change.mutate(
      { id: editing.id, change: changes },
      { onSuccess: ({ redirect }) => saved(words.saved, redirect.from), onError: refused },
    );
  });

  return (
    <>
      <DialogTitle>{editing ? words.editTitle : words.addTitle}</DialogTitle>
      <DialogDescription>
        {editing ? words.editDescription : words.addDescription}
      </DialogDescription>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label={editing ? words.editTitle : words.addTitle}
      >
        <AddressField
          id={`${id}-from`}
          label={words.from}
          help={words.fromHelp}
          error={errors.from?.message}
          placeholder="/old-page"
          inputProps={form.register("from")}
        />
        <AddressField
          id={`${id}-to`}
          label={words.to}
          help={words.toHelp}
          error={errors.to?.message}
          placeholder="/certifications/gots"
          inputProps={form.register("to")}
        />
        <StatusChoice control={form.control} error={errors.status?.message} />
        {refusal ? <RefusalAlert error={refusal} fallback={words.failure} /> : null}
        <DialogActions icon={<SaveIcon aria-hidden />} pending={add.isPending || change.isPending}>
          {words.save}
        </DialogActions>
      </form>
    </>
  );
}

/**
 * Add or change a redirect. The form checks the addresses as the server does before sending
 * (`RedirectInputSchema`); what only the server knows (a loop, an address already redirected,
 * a live page) comes back in its words under the field.
 */
export function RedirectDialog({
  opened,
  onClose,
}: {
  opened: RedirectDialogFor | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={opened !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-xl"
        onOpenAutoFocus={(event) => {
          // A missing page's address is given: what is left to type is where it goes.
          if (opened?.kind !== "add" || !opened.from) return;
          const to = (event.target as HTMLElement).querySelector<HTMLInputElement>('[name="to"]');
          if (!to) return;
          event.preventDefault();
          to.focus();
        }}
      >
        {opened ? <RedirectForm opened={opened} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
