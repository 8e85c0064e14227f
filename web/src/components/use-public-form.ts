import { errorFields, isApiError } from "@app/contract/api-error";
import type { ToastMessage } from "@app/contract/messages";
import type { SiteText } from "@app/contract/site-text-en";
import { toast } from "@app/ui/lib/toast-store";
import type * as React from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLanguage, useSiteText } from "../i18n/language.tsx";
import { failureText, postForm } from "../lib/http.ts";
import { prefersReducedMotion } from "../lib/scroll.ts";
import { visitSource } from "../lib/visit-source.ts";
import { type FormValues, prefetchOnUse, serverFieldErrors } from "./form-parts.tsx";
import type { Checked } from "./form-validation.ts";

interface PublicFormOptions<Field extends string, Payload> {
  endpoint: "/api/quote" | "/api/contact";
  check: (values: FormValues, text: SiteText) => Promise<Checked<Payload>>;
  /** The fields a message can show on, in the order of the form. */
  fields: readonly Field[];
  /** The error text when the API answers 2xx but `success: false`. */
  failedFlag: string;
  success: ToastMessage;
  failure: ToastMessage;
  /** Show the server's success message instead of the default text. */
  useServerMessage: boolean;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const valuesOf = (form: HTMLFormElement) =>
  Object.fromEntries(new FormData(form)) as unknown as FormValues;

/** Where the visitor is, so the business sees which page a lead came from. */
const currentPage = () => window.location.pathname + window.location.search;

/**
 * Brings the first field with an error into view (clear of the sticky header: the fields'
 * scroll-margin) and moves focus there, so the visitor reads its message and types at once.
 */
function focusFirstError<Field extends string>(
  form: HTMLFormElement,
  fields: readonly Field[],
  errors: FieldErrors<Field>,
) {
  const first = fields.find((field) => errors[field]);
  const control = first && form.elements.namedItem(first);
  if (!(control instanceof HTMLElement)) return;
  control.scrollIntoView({
    block: "nearest",
    behavior: prefersReducedMotion() ? "auto" : "smooth",
  });
  control.focus({ preventScroll: true });
}

/** What a form says once sent; it stays until the visitor asks to send another. */
export interface SentForm<Payload> {
  title: string;
  message: string;
  /** The request's reference, when the server gave one. */
  reference?: string;
  /** What was sent, as the form checked it. */
  values: Payload;
}

/**
 * A public form that really sends. Its fields are plain uncontrolled controls, so the server's
 * markup works as it is and no form library loads with the page; the values are read from the
 * form when it is submitted. On success the form gives way to a lasting confirmation (`sent`);
 * on failure the server's per-field messages on the fields, an error toast, and every value
 * kept. After a submit, each change checks again, so a message goes as soon as its field is
 * right.
 */
export function usePublicForm<Field extends string, Payload extends Record<string, unknown>>(
  options: PublicFormOptions<Field, Payload>,
) {
  const text = useSiteText();
  // The API answers in the language the form was filled in.
  const language = useLanguage();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SentForm<Payload> | null>(null);
  const sendAnother = useCallback(() => setSent(null), []);
  const busy = useRef(false);
  const submitted = useRef(false);

  // Marks the form as interactive once hydrated (tests and styles can wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function send(form: HTMLFormElement, values: Payload) {
    try {
      // Where the visit began goes with the lead, as the boot noted it (never shown, never checked here).
      const source = visitSource();
      const answer = await postForm(
        options.endpoint,
        source ? { ...values, source } : values,
        options.failedFlag,
      );
      form.reset();
      submitted.current = false;
      setErrors({});
      setSent({
        title: options.success.title,
        message: (options.useServerMessage && answer.message) || options.success.description || "",
        ...(answer.reference && { reference: answer.reference }),
        values,
      });
    } catch (error) {
      if (isApiError(error)) setErrors(serverFieldErrors(errorFields(error), options.fields));
      toast({
        variant: "destructive",
        title: options.failure.title,
        description: failureText(error, options.failure.description ?? ""),
      });
    }
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy.current) return;
    busy.current = true;
    submitted.current = true;
    setSending(true);
    try {
      const checked = await options.check(
        { ...valuesOf(form), page: currentPage(), lang: language },
        text,
      );
      if (checked.errors) {
        setErrors(checked.errors as FieldErrors<Field>);
        focusFirstError(form, options.fields, checked.errors as FieldErrors<Field>);
        return;
      }
      setErrors({});
      await send(form, checked.values);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const onChange = async (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name as Field | undefined;
    if (!submitted.current || !name || !options.fields.includes(name)) return;
    const checked = await options.check(valuesOf(event.currentTarget), text);
    const message = checked.errors?.[name];
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  return {
    errors,
    sending,
    /** Set once the form was sent: the form shows its confirmation instead. */
    sent,
    /** Back to an empty form, to send another. */
    sendAnother,
    /** Props of the <form> element. */
    formProps: {
      noValidate: true,
      ...prefetchOnUse,
      onSubmit,
      onChange,
      "data-ready": ready ? "true" : undefined,
    },
  };
}
