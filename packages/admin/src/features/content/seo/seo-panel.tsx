import {
  LANGUAGE_INFO,
  SEARCH_DESCRIPTION_SHOWN,
  SEARCH_TITLE_SHOWN,
  splitTranslation,
} from "@app/contract";
import { type FieldValues, useWatch } from "react-hook-form";
import type { SectionFormApi } from "../fields/field-props.ts";
import { YesNoField } from "../fields/yes-no-field.tsx";
import type { FieldSpec } from "../schema-fields.ts";
import { CountedTextField } from "./counted-text-field.tsx";
import { LinkPictureField } from "./link-picture-field.tsx";
import { SeoPreviews } from "./seo-previews.tsx";
import { seoPreviews, shownWhenEmpty } from "./seo-sources.ts";
import { useSavedSources } from "./use-saved-sources.ts";

type Content = Record<string, unknown>;
type GroupSpec = Extract<FieldSpec, { kind: "group" }>;

interface SeoPanelProps {
  form: SectionFormApi;
  formId: string;
  /** The section edited: a page's English (`certification:gots`) or its translation. */
  section: string;
  /** The `seo` group of the English form: its fields, labels and help. */
  group: GroupSpec;
  /** The edited section's content for the form's values (a translation: its words only). */
  toContent: (values: FieldValues) => Content;
}

const WORDS = {
  title: { shown: SEARCH_TITLE_SHOWN, name: "search title" },
  description: { shown: SEARCH_DESCRIPTION_SHOWN, name: "search description" },
} as const;

const isWords = (key: string): key is keyof typeof WORDS => Object.hasOwn(WORDS, key);
const wordsOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * "Search and sharing": the page's title and description in search results, its link
 * picture and whether search engines list it, with how the page shows as a Google result and
 * as a shared link's card in English and in Khmer, updated as the owner types. A translation
 * gives only the words: the picture and the hiding are the English page's.
 */
export function SeoPanel({ form, formId, section, group, toContent }: SeoPanelProps) {
  const saved = useSavedSources(section);
  const values = useWatch({ control: form.control });
  const sources = { section, live: toContent(values), saved };
  const previews = seoPreviews(sources);
  const { base, language } = splitTranslation(section);
  const englishSeo = saved(base)?.seo as Record<string, unknown> | undefined;
  const languageName = language ? LANGUAGE_INFO[language].englishName : undefined;
  const headingId = `${formId}-seo-heading`;

  const fields = group.fields.map((spec) => {
    if (spec.kind === "text" && isWords(spec.key)) {
      return (
        <CountedTextField
          key={spec.path}
          form={form}
          formId={formId}
          path={spec.path}
          label={languageName ? `${spec.label} (${languageName})` : spec.label}
          help={spec.help}
          shown={WORDS[spec.key].shown}
          multiline={spec.key === "description"}
          placeholder={shownWhenEmpty(sources, spec.key)}
          lang={language}
          english={language ? wordsOf(englishSeo?.[spec.key]) : undefined}
        />
      );
    }
    if (language) return null;
    if (spec.kind === "reference" && spec.target === "image") {
      return <LinkPictureField key={spec.path} form={form} formId={formId} path={spec.path} />;
    }
    if (spec.kind === "yesNo") {
      return (
        <YesNoField key={spec.path} form={form} formId={formId} path={spec.path} field={spec} />
      );
    }
    return null;
  });

  return (
    <section
      aria-labelledby={headingId}
      className="@container col-span-full flex min-w-0 flex-col gap-5 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-col gap-1">
        <h4 id={headingId} className="text-base font-semibold text-brand-900">
          {group.label}
        </h4>
        <p className="m-0 text-sm text-slate-600">
          How this page shows in search results and as the card of a shared link. Left empty, it
          keeps the page's own words and picture.
        </p>
      </div>
      <div className="grid gap-4">{fields}</div>
      {language ? (
        <p className="m-0 text-sm text-slate-600">
          The link picture and hiding the page from search engines are set on the English page: they
          are the same in every language.
        </p>
      ) : null}
      <SeoPreviews previews={previews} headingId={`${formId}-seo-previews`} />
    </section>
  );
}
