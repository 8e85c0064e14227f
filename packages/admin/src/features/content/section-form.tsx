import { Button } from "@app/ui/components/button";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input, Textarea } from "@app/ui/components/input";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import {
  Controller,
  type FieldValues,
  get,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { prettyJson } from "../../lib/line-diff.ts";
import { type FieldSpec, mergeFormValues, toFormValues } from "./schema-fields.ts";

type Content = Record<string, unknown>;

interface SectionFormProps {
  id: string;
  fields: readonly FieldSpec[];
  schema: z.ZodObject;
  /** The content the edit started from; properties without a field are kept as they are. */
  base: Content;
  /** Per-field messages from the server, keyed `content.<path>`. */
  serverErrors: Record<string, string>;
  /** Every change, as the JSON text the raw editor would show. */
  onDraftChange: (text: string) => void;
  onValidSubmit: (content: Content) => void;
  /** The form's buttons. */
  children: ReactNode;
}

const fieldId = (formId: string, path: string) => `${formId}-${path.replace(/\./g, "-")}`;

function errorAt(form: UseFormReturn<FieldValues>, path: string): string | undefined {
  const error: { message?: unknown } | undefined = get(form.formState.errors, path);
  return typeof error?.message === "string" ? error.message : undefined;
}

function TextField({
  form,
  formId,
  field,
}: {
  form: UseFormReturn<FieldValues>;
  formId: string;
  field: Extract<FieldSpec, { kind: "text" }>;
}) {
  const id = fieldId(formId, field.path);
  const error = errorAt(form, field.path);
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId(id) : undefined,
    ...form.register(field.path),
  };
  return (
    <FormField id={id} label={field.label} error={error}>
      {field.multiline ? (
        <Textarea rows={4} {...common} />
      ) : (
        <Input
          type={field.format === "email" ? "email" : "text"}
          inputMode={field.format === "url" ? "url" : undefined}
          placeholder={field.format === "url" ? "https://… or #" : undefined}
          {...common}
        />
      )}
    </FormField>
  );
}

function ListField({
  form,
  formId,
  field,
}: {
  form: UseFormReturn<FieldValues>;
  formId: string;
  field: Extract<FieldSpec, { kind: "list" }>;
}) {
  const id = fieldId(formId, field.path);
  const listError = errorAt(form, field.path) ?? errorAt(form, `${field.path}.root`);
  return (
    <Controller
      control={form.control}
      name={field.path}
      render={({ field: control }) => {
        const items: string[] = Array.isArray(control.value) ? control.value : [];
        const update = (next: string[]) => control.onChange(next);
        const move = (from: number, to: number) => {
          const next = [...items];
          const [item] = next.splice(from, 1);
          next.splice(to, 0, item!);
          update(next);
          requestAnimationFrame(() => document.getElementById(`${id}-${to}`)?.focus());
        };
        const canAdd = field.maxItems === undefined || items.length < field.maxItems;
        return (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={listError ? errorId(id) : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium text-slate-800">
              {field.label}
              {field.maxItems !== undefined ? (
                <span className="ml-2 font-normal text-slate-500">
                  ({items.length} of at most {field.maxItems})
                </span>
              ) : null}
            </legend>
            {items.length === 0 ? <p className="text-sm text-slate-500">No entries yet.</p> : null}
            <ol className="flex flex-col gap-2">
              {items.map((item, index) => {
                const itemId = `${id}-${index}`;
                const itemError = errorAt(form, `${field.path}.${index}`);
                const label = `${field.itemLabel} ${index + 1}`;
                return (
                  <li key={index} className="flex flex-col gap-1">
                    <div className="flex items-center gap-1.5">
                      <Input
                        id={itemId}
                        aria-label={label}
                        value={item}
                        onChange={(e) =>
                          update(items.map((v, i) => (i === index ? e.target.value : v)))
                        }
                        onBlur={control.onBlur}
                        aria-invalid={itemError ? true : undefined}
                        aria-describedby={itemError ? errorId(itemId) : undefined}
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9 shrink-0"
                        aria-label={`Move ${label} up`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        <ArrowUpIcon aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9 shrink-0"
                        aria-label={`Move ${label} down`}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <ArrowDownIcon aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9 shrink-0 text-cta-700 hover:bg-cta-50"
                        aria-label={`Remove ${label}`}
                        onClick={() => {
                          update(items.filter((_, i) => i !== index));
                          requestAnimationFrame(() =>
                            document.getElementById(`${id}-add`)?.focus(),
                          );
                        }}
                      >
                        <Trash2Icon aria-hidden />
                      </Button>
                    </div>
                    {itemError ? (
                      <p
                        id={errorId(itemId)}
                        role="alert"
                        className="text-sm font-medium text-cta-700"
                      >
                        {itemError}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <div>
              <Button
                id={`${id}-add`}
                type="button"
                variant="outline"
                size="sm"
                disabled={!canAdd}
                onClick={() => {
                  update([...items, ""]);
                  requestAnimationFrame(() =>
                    document.getElementById(`${id}-${items.length}`)?.focus(),
                  );
                }}
              >
                <PlusIcon aria-hidden />
                Add {field.itemLabel.toLowerCase()}
              </Button>
            </div>
            {listError ? (
              <p id={errorId(id)} role="alert" className="text-sm font-medium text-cta-700">
                {listError}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

function Fields({
  form,
  formId,
  fields,
}: {
  form: UseFormReturn<FieldValues>;
  formId: string;
  fields: readonly FieldSpec[];
}) {
  return fields.map((field) => {
    if (field.kind === "text")
      return <TextField key={field.path} form={form} formId={formId} field={field} />;
    if (field.kind === "list")
      return <ListField key={field.path} form={form} formId={formId} field={field} />;
    return (
      <fieldset key={field.path} className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-brand-900">{field.label}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <Fields form={form} formId={formId} fields={field.fields} />
        </div>
      </fieldset>
    );
  });
}

/** The form of a known section, generated from its contract schema. */
export function SectionForm({
  id,
  fields,
  schema,
  base,
  serverErrors,
  onDraftChange,
  onValidSubmit,
  children,
}: SectionFormProps) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FieldValues>,
    defaultValues: toFormValues(fields, base),
  });

  useEffect(() => {
    const subscription = form.watch((values) =>
      onDraftChange(prettyJson(mergeFormValues(fields, base, values))),
    );
    return () => subscription.unsubscribe();
  }, [form, fields, base, onDraftChange]);

  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrors)) {
      form.setError(path.replace(/^content\./, ""), { type: "server", message });
    }
  }, [form, serverErrors]);

  return (
    <form
      noValidate
      aria-label="Section content"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => onValidSubmit(mergeFormValues(fields, base, values)))}
    >
      <Fields form={form} formId={id} fields={fields} />
      {children}
    </form>
  );
}
