import { ENGLISH_SOURCES_KEY, LANGUAGE_INFO, type TranslatedLanguage } from "@app/contract";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input, Textarea } from "@app/ui/components/input";
import type { ReactNode } from "react";
import type { z } from "zod";
import { ErrorSummary } from "../error-summary.tsx";
import { errorAt, fieldId, type SectionFormApi } from "../fields/field-props.ts";
import { itemTitle } from "../schema-fields.ts";
import { seoGroupOf } from "../seo/seo-form-values.ts";
import { SeoPanel } from "../seo/seo-panel.tsx";
import { useContentForm } from "../use-content-form.ts";
import { useErrorSummary } from "../use-error-summary.ts";
import { EnglishChangedNotice } from "./english-changed-notice.tsx";
import {
  fromTranslationValues,
  innerFields,
  type TranslatedField,
  toTranslationValues,
} from "./translation-values.ts";

type Content = Record<string, unknown>;

const asObject = (value: unknown): Content =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Content) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown) => (typeof value === "string" ? value : "");

interface RowProps {
  form: SectionFormApi;
  formId: string;
  path: string;
  label: string;
  english: string;
  multiline: boolean;
  language: TranslatedLanguage;
}

/** One text: its English words beside the field for its translation (stacked when narrow). */
function TranslationRow({ form, formId, path, label, english, multiline, language }: RowProps) {
  const id = fieldId(formId, path);
  const englishId = `${id}-english`;
  const changedId = `${id}-english-changed`;
  const error = errorAt(form, path);
  const { englishName } = LANGUAGE_INFO[language];
  const common = {
    id,
    lang: language,
    placeholder: "Not translated yet: the English shows",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [englishId, changedId, error ? errorId(id) : ""].join(" ").trim(),
    ...form.register(path),
  };
  return (
    <div className="grid gap-x-4 gap-y-1.5 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0 @2xl:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-medium text-slate-800">{label}</span>
        <p
          id={englishId}
          lang="en"
          className="whitespace-pre-line rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200"
        >
          <span className="sr-only">English: </span>
          <span>{english}</span>
        </p>
      </div>
      <FormField
        id={id}
        label={<span className="sr-only">{`${label} in ${englishName}`}</span>}
        error={error}
        className="min-w-0 gap-1 @2xl:pt-6"
      >
        {multiline ? <Textarea rows={4} {...common} /> : <Input {...common} />}
      </FormField>
      <EnglishChangedNotice form={form} path={path} english={english} id={changedId} />
    </div>
  );
}

interface RowsProps {
  form: SectionFormApi;
  formId: string;
  fields: readonly TranslatedField[];
  english: Content;
  prefix: string;
  language: TranslatedLanguage;
}

const groupClass =
  "col-span-full flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-4";
const legendClass = "px-1 text-sm font-semibold text-brand-900";

/** The rows of a set of fields, lists and groups nested as in the English form. */
function TranslationRows({ form, formId, fields, english, prefix, language }: RowsProps) {
  return fields.map((field) => {
    const { spec } = field;
    const path = prefix ? `${prefix}.${spec.key}` : spec.key;
    const value = english[spec.key];
    const shared = { form, formId, language };
    // An empty English list has nothing to translate.
    if ((spec.kind === "list" || spec.kind === "objectList") && asArray(value).length === 0) {
      return null;
    }
    switch (spec.kind) {
      case "text":
        return (
          <TranslationRow
            key={path}
            {...shared}
            path={path}
            label={spec.label}
            english={asText(value)}
            multiline={spec.multiline}
          />
        );
      case "list":
        return (
          <fieldset key={path} className={groupClass}>
            <legend className={legendClass}>{spec.label}</legend>
            {asArray(value).map((item, index) => (
              <TranslationRow
                key={index}
                {...shared}
                path={`${path}.${index}`}
                label={`${spec.itemLabel} ${index + 1}`}
                english={asText(item)}
                multiline={spec.multiline}
              />
            ))}
          </fieldset>
        );
      case "objectList":
        return (
          <fieldset key={path} className={groupClass}>
            <legend className={legendClass}>{spec.label}</legend>
            {asArray(value).map((item, index) => {
              const title = itemTitle(spec.fields, item);
              return (
                <fieldset key={index} className={groupClass}>
                  <legend className={legendClass}>
                    {spec.itemLabel} {index + 1}
                    {title ? <span className="font-normal text-slate-600">: {title}</span> : null}
                  </legend>
                  <TranslationRows
                    {...shared}
                    fields={innerFields(field)}
                    english={asObject(item)}
                    prefix={`${path}.${index}`}
                  />
                </fieldset>
              );
            })}
          </fieldset>
        );
      case "group":
        return (
          <fieldset key={path} className={groupClass}>
            <legend className={legendClass}>{spec.label}</legend>
            <TranslationRows
              {...shared}
              fields={innerFields(field)}
              english={asObject(value)}
              prefix={path}
            />
          </fieldset>
        );
      default:
        return null;
    }
  });
}

interface TranslationFormProps {
  id: string;
  /** The translation's name (`hero@km`): a page's gets its "Search and sharing" panel. */
  section?: string;
  language: TranslatedLanguage;
  fields: readonly TranslatedField[];
  /** The translation's schema (its words only, each optional). */
  schema: z.ZodType;
  /** The English section as saved: what is translated, and the shape of its lists. */
  english: Content;
  /** The translation the edit started from. */
  base: Content;
  /** Per-field messages from the server, keyed `content.<path>`. */
  serverErrors: Record<string, string>;
  onDraftChange: (text: string) => void;
  onValidSubmit: (content: Content) => void;
  children: ReactNode;
}

/**
 * A section's translation: every English text beside its translation, in the English form's
 * order. Only words are translated; images, links and the lists' items come from English.
 */
export function TranslationForm({
  id,
  section,
  language,
  fields,
  schema,
  english,
  base,
  serverErrors,
  onDraftChange,
  onValidSubmit,
  children,
}: TranslationFormProps) {
  const form = useContentForm({
    schema,
    defaultValues: {
      ...toTranslationValues(fields, english, base),
      // What each text was translated from, kept as it is unless "Still right" says otherwise.
      [ENGLISH_SOURCES_KEY]: base[ENGLISH_SOURCES_KEY] ?? {},
    },
    toContent: fromTranslationValues,
    serverErrors,
    onDraftChange,
  });
  const { summaryRef, focusSummary, errors } = useErrorSummary(
    form,
    fields.map((field) => field.spec),
    serverErrors,
    english,
  );

  const seo = seoGroupOf(
    section,
    fields.map((field) => field.spec),
  );
  const { englishName, nativeName } = LANGUAGE_INFO[language];
  return (
    <form
      noValidate
      aria-label={`${englishName} translation`}
      className="@container flex flex-col gap-5"
      onSubmit={form.handleSubmit(
        (values) => onValidSubmit(fromTranslationValues(values)),
        focusSummary,
      )}
    >
      <ErrorSummary ref={summaryRef} formId={id} errors={errors} />
      <div
        aria-hidden
        className="hidden grid-cols-2 gap-4 text-xs font-semibold uppercase tracking-wide text-slate-500 @2xl:grid"
      >
        <span>English</span>
        <span>
          {englishName} <span lang={language}>{nativeName}</span>
        </span>
      </div>
      <div className="flex flex-col gap-3">
        <TranslationRows
          form={form}
          formId={id}
          fields={seo ? fields.filter((field) => field.spec !== seo) : fields}
          english={english}
          prefix=""
          language={language}
        />
      </div>
      {seo && section ? (
        <SeoPanel
          form={form}
          formId={id}
          section={section}
          group={seo}
          toContent={fromTranslationValues}
        />
      ) : null}
      {children}
    </form>
  );
}
