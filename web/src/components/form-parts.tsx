import { HONEYPOT_FIELD } from "@app/contract/limits";
import { miscMessages } from "@app/contract/messages";
import { Button } from "@app/ui/components/button";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input, Textarea } from "@app/ui/components/input";
import { Loader2Icon, SendIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldError, FieldValues, Resolver, UseFormRegisterReturn } from "react-hook-form";
import { preloadToaster } from "./toaster-slot.tsx";

type Validation = typeof import("./form-validation.ts");
let validation: Promise<Validation> | undefined;

/** The forms' zod validation, fetched once; a failed fetch is tried again at the next call. */
export function loadValidation(): Promise<Validation> {
  if (!validation) {
    const loading = import("./form-validation.ts");
    validation = loading;
    loading.catch(() => {
      if (validation === loading) validation = undefined;
    });
  }
  return validation;
}

/**
 * Fetches what using a form needs (validation, toasts) as soon as a visitor starts on one:
 * focus, or a press (Safari does not focus a pressed button). By the time they submit it is
 * there; a visitor who never touches a form never downloads it.
 */
export function prefetchFormCode(): void {
  loadValidation().catch(() => {});
  preloadToaster().catch(() => {});
}

/** Props for a <form> that prefetch its code when a visitor starts on it. */
export const prefetchOnUse = { onFocus: prefetchFormCode, onPointerDown: prefetchFormCode };

/**
 * A resolver that validates with the contract's schema once its chunk is there (a submit that
 * comes first waits for it). Should the chunk not arrive, the values go to the API, which
 * validates with the same schema and answers with the same per-field messages.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  pick: (validation: Validation) => Resolver<Input, unknown, Output>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    let resolver: Resolver<Input, unknown, Output>;
    try {
      resolver = pick(await loadValidation());
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return resolver(values, context, options);
  };
}

/** aria props tying a control to its error message. */
export function fieldAria(id: string, error: FieldError | undefined) {
  return error
    ? { "aria-invalid": true as const, "aria-describedby": errorId(id) }
    : { "aria-invalid": false as const };
}

interface WiredFieldProps {
  id: string;
  label: ReactNode;
  error: FieldError | undefined;
  /** What react-hook-form's `register(name)` returned. */
  registration: UseFormRegisterReturn;
}

/** A labelled input wired to the form, its error message tied to it for assistive technology. */
export function InputField({
  id,
  label,
  error,
  registration,
  ...input
}: WiredFieldProps & Omit<React.ComponentProps<"input">, "id">) {
  return (
    <FormField id={id} label={label} error={error?.message}>
      <Input id={id} {...input} {...fieldAria(id, error)} {...registration} />
    </FormField>
  );
}

/** InputField's twin for longer text. */
export function TextareaField({
  id,
  label,
  error,
  registration,
  ...textarea
}: WiredFieldProps & Omit<React.ComponentProps<"textarea">, "id">) {
  return (
    <FormField id={id} label={label} error={error?.message}>
      <Textarea id={id} {...textarea} {...fieldAria(id, error)} {...registration} />
    </FormField>
  );
}

/**
 * The honeypot: off-screen, out of the tab order and hidden from assistive technology, so only
 * bots fill it in.
 */
export function HoneypotField({
  idPrefix,
  registration,
}: {
  idPrefix: string;
  registration: UseFormRegisterReturn;
}) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[9999px] top-0 h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

export function SubmitButton({
  sending,
  label,
  className,
  variant = "cta",
}: {
  sending: boolean;
  label: string;
  className?: string;
  variant?: "cta" | "primary" | "accent";
}) {
  return (
    <Button type="submit" size="lg" variant={variant} disabled={sending} className={className}>
      {sending ? <Loader2Icon className="animate-spin" aria-hidden /> : <SendIcon aria-hidden />}
      {sending ? miscMessages.sending : label}
    </Button>
  );
}

/** Copies the API's per-field messages (400 `fields`) onto the form. */
export function applyServerFields<T extends string>(
  fields: Record<string, string> | undefined,
  known: readonly T[],
  setError: (name: T, error: { type: string; message: string }) => void,
) {
  if (!fields) return;
  for (const [name, message] of Object.entries(fields)) {
    if ((known as readonly string[]).includes(name))
      setError(name as T, { type: "server", message });
  }
}
