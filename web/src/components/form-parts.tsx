import { HONEYPOT_FIELD } from "@app/contract/limits";
import type { SiteText } from "@app/contract/site-text-en";
import { Button } from "@app/ui/components/button";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input, Textarea } from "@app/ui/components/input";
import { Loader2Icon, SendIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useSiteText } from "../i18n/language.tsx";
import type { Checked } from "./form-validation.ts";
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

/** What a form's fields hold, by name. */
export type FormValues = Record<string, string>;

/**
 * A check with the contract's schema once its chunk is there (a submit that comes first waits
 * for it). Should the chunk not arrive, the values go to the API, which validates with the
 * same schema and answers with the same per-field messages.
 */
export function lazyValidator<Output>(
  pick: (validation: Validation) => (values: FormValues, text: SiteText) => Checked<Output>,
): (values: FormValues, text: SiteText) => Promise<Checked<Output>> {
  return async (values, text) => {
    let check: (values: FormValues, text: SiteText) => Checked<Output>;
    try {
      check = pick(await loadValidation());
    } catch {
      return { values: values as unknown as Output };
    }
    return check(values, text);
  };
}

/** aria props tying a control to its error message. */
export function fieldAria(id: string, error: string | undefined) {
  return error
    ? { "aria-invalid": true as const, "aria-describedby": errorId(id) }
    : { "aria-invalid": false as const };
}

interface WiredFieldProps {
  id: string;
  /** The field's name in the form's values. */
  name: string;
  label: ReactNode;
  error: string | undefined;
}

/** A labelled input of the form, its error message tied to it for assistive technology. */
export function InputField({
  id,
  label,
  error,
  ...input
}: WiredFieldProps & Omit<React.ComponentProps<"input">, "id">) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input id={id} {...input} {...fieldAria(id, error)} />
    </FormField>
  );
}

/** InputField's twin for longer text. */
export function TextareaField({
  id,
  label,
  error,
  ...textarea
}: WiredFieldProps & Omit<React.ComponentProps<"textarea">, "id">) {
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea id={id} {...textarea} {...fieldAria(id, error)} />
    </FormField>
  );
}

/**
 * The honeypot: off-screen, out of the tab order and hidden from assistive technology, so only
 * bots fill it in.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const { forms } = useSiteText();
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[9999px] top-0 h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>{forms.honeypot}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
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
  const { forms } = useSiteText();
  return (
    <Button type="submit" size="lg" variant={variant} disabled={sending} className={className}>
      {sending ? <Loader2Icon className="animate-spin" aria-hidden /> : <SendIcon aria-hidden />}
      {sending ? forms.sending : label}
    </Button>
  );
}

/** The API's per-field messages (400 `fields`) for the fields this form has. */
export function serverFieldErrors<Field extends string>(
  fields: Record<string, string> | undefined,
  known: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    if ((known as readonly string[]).includes(name)) errors[name as Field] = message;
  }
  return errors;
}
