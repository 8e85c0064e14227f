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
import { ATTACHMENTS_FIELD, quoteFormData } from "./quote-attachments.ts";

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
  /** Files chosen to go with the values (the quote's documents): sent as multipart when any. */
  files?: readonly File[];
  /** Called once the form was sent, as its fields are emptied (to forget the chosen files). */
  onSent?: () => void;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const valuesOf = (form: HTMLFormElement) =>
  Object.fromEntries(new FormData(form)) as unknown as FormValues;

/** Where the visitor is, so the business sees which page a lead came from. */
const currentPage = () => window.location.pathname + window.location.search;

/**
 * Brings the first field with an error into view (clear of the sticky header: the fields'
 * scroll-margin) and moves focus there, so the visitor reads its message and types at once.
 * A field without a named control (the documents' button) is found by its `data-field`.
 */
function focusFirstError<Field extends string>(
  form: HTMLFormElement,
  fields: readonly Field[],
  errors: FieldErrors<Field>,
) {
  const first = fields.find((field) => errors[field]);
  const control =
    first && (form.elements.namedItem(first) ?? form.querySelector(`[data-field="${first}"]`));
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
  /** The names of the files sent with it. */
  files: readonly string[];
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
  // The server's field errors are focused once the form is usable again (the documents'
  // button is disabled while sending, and a disabled control takes no focus).
  const refused = useRef<{ form: HTMLFormElement; errors: FieldErrors<Field> } | null>(null);
  useEffect(() => {
    if (sending || !refused.current) return;
    const { form, errors } = refused.current;
    refused.current = null;
    focusFirstError(form, options.fields, errors);
  }, [sending, options.fields]);

  // Marks the form as interactive once hydrated (tests and styles can wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function send(form: HTMLFormElement, values: Payload) {
    const files = options.files ?? [];
    try {
      // Where the visit began goes with the lead, as the boot noted it (never shown, never checked here).
      const source = visitSource();
      const fields = source ? { ...values, source } : values;
      // Without files the form stays a JSON post.
      const answer = await postForm(
        options.endpoint,
        files.length > 0 ? quoteFormData(fields, files) : fields,
        options.failedFlag,
      );
      form.reset();
      options.onSent?.();
      submitted.current = false;
      setErrors({});
      setSent({
        title: options.success.title,
        message: (options.useServerMessage && answer.message) || options.success.description || "",
        ...(answer.reference && { reference: answer.reference }),
        values,
        files: files.map((file) => file.name),
      });
    } catch (error) {
      // Files too large to send together (a proxy's 413 may say nothing): the files are what
      // to change, so the message shows on them too.
      const tooLarge = files.length > 0 && isApiError(error, 413);
      const description = failureText(
        error,
        tooLarge ? text.answers.tooLarge : (options.failure.description ?? ""),
      );
      if (isApiError(error)) {
        const fieldErrors = serverFieldErrors(errorFields(error), options.fields);
        if (tooLarge && options.fields.includes(ATTACHMENTS_FIELD as Field)) {
          fieldErrors[ATTACHMENTS_FIELD as Field] = description;
        }
        setErrors(fieldErrors);
        refused.current = { form, errors: fieldErrors };
      }
      toast({ variant: "destructive", title: options.failure.title, description });
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

  /** The visitor changed a field the form's check does not cover: its message no longer holds. */
  const clearError = useCallback((field: Field) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return {
    errors,
    clearError,
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
