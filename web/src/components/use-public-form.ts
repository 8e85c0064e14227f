import type { ToastMessage } from "@app/contract/messages";
import { toast } from "@app/ui/lib/toast-store";
import { useEffect, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from "react-hook-form";
import { failureText, HttpError, postForm } from "../lib/http.ts";
import { applyServerFields } from "./form-parts.tsx";

interface PublicFormOptions<Input extends FieldValues, Payload extends Record<string, unknown>> {
  endpoint: "/api/quote" | "/api/contact";
  resolver: Resolver<Input, unknown, Payload>;
  empty: DefaultValues<Input>;
  /** Fields the API may name in a 400's `fields`, shown on the form. */
  fields: readonly Path<Input>[];
  /** The error text when the API answers 2xx but `success: false`. */
  failedFlag: string;
  success: ToastMessage;
  failure: ToastMessage;
  /** Show the server's success message instead of the default text. */
  useServerMessage: boolean;
}

/**
 * A public form that really sends: on success a toast and a reset; on failure the server's
 * per-field messages on the fields, an error toast, and every value kept.
 */
export function usePublicForm<Input extends FieldValues, Payload extends Record<string, unknown>>(
  options: PublicFormOptions<Input, Payload>,
) {
  const form = useForm<Input, unknown, Payload>({
    resolver: options.resolver,
    defaultValues: options.empty,
  });

  // Marks the form as interactive once hydrated (tests and styles can wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const onSubmit = async (values: Payload) => {
    try {
      const answer = await postForm(options.endpoint, values, options.failedFlag);
      toast({
        variant: "success",
        title: options.success.title,
        description: (options.useServerMessage && answer.message) || options.success.description,
      });
      form.reset(options.empty);
    } catch (error) {
      if (error instanceof HttpError)
        applyServerFields(error.fields, options.fields, form.setError);
      toast({
        variant: "destructive",
        title: options.failure.title,
        description: failureText(error, options.failure.description ?? ""),
      });
    }
  };

  return { ...form, ready, submit: form.handleSubmit(onSubmit) };
}
