import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { prettyJson } from "../../lib/line-diff.ts";

type Content = Record<string, unknown>;

interface ContentFormOptions {
  /** What the form's values must satisfy (the section's schema, or its translation's). */
  schema: z.ZodType;
  defaultValues: FieldValues;
  /** The content the form's values stand for: what is saved, and what the JSON view shows. */
  toContent: (values: FieldValues) => Content;
  /** Per-field messages from the server, keyed `content.<path>`. */
  serverErrors: Record<string, string>;
  /** Every change, as the JSON text the raw editor would show. */
  onDraftChange: (text: string) => void;
}

/** A generated content form: validated by the contract's schema, echoing every change as JSON. */
export function useContentForm({
  schema,
  defaultValues,
  toContent,
  serverErrors,
  onDraftChange,
}: ContentFormOptions) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues,
    // The form's error summary takes focus instead and leads to each field.
    shouldFocusError: false,
  });

  useEffect(() => {
    const subscription = form.watch((values) => onDraftChange(prettyJson(toContent(values))));
    return () => subscription.unsubscribe();
  }, [form, toContent, onDraftChange]);

  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrors)) {
      form.setError(path.replace(/^content\./, ""), { type: "server", message });
    }
  }, [form, serverErrors]);

  return form;
}
