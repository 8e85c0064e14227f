import { errorId, FormField } from "@app/ui/components/form-field";
import { Input, Textarea } from "@app/ui/components/input";
import { cn } from "@app/ui/lib/cn";
import { useWatch } from "react-hook-form";
import { errorAt, fieldId, type SectionFormApi } from "../fields/field-props.ts";
import { EnglishChangedNotice } from "../translations/english-changed-notice.tsx";
import { countNote } from "./seo-texts.ts";

interface CountedTextFieldProps {
  form: SectionFormApi;
  formId: string;
  path: string;
  label: string;
  help: string | undefined;
  /** About how many characters a search result shows of it. */
  shown: number;
  multiline: boolean;
  /** What the page shows while the field is empty. */
  placeholder: string;
  /** The language typed in, when not English. */
  lang?: string;
  /**
   * A translation's text: the English it stands beside now, to say when it changed since the
   * text was translated (as every translated text does).
   */
  english?: string;
}

/** A text of the page's search result, with a live count against what a result shows. */
export function CountedTextField({
  form,
  formId,
  path,
  label,
  help,
  shown,
  multiline,
  placeholder,
  lang,
  english,
}: CountedTextFieldProps) {
  const id = fieldId(formId, path);
  const error = errorAt(form, path);
  const value = useWatch({ control: form.control, name: path });
  const note = countNote(typeof value === "string" ? value : "", shown);
  const countId = `${id}-count`;
  const helpId = help ? `${id}-help` : undefined;
  const changedId = `${id}-english-changed`;
  const describedBy = [
    helpId,
    note ? countId : undefined,
    english !== undefined ? changedId : undefined,
    error ? errorId(id) : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    lang,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    ...form.register(path),
  };
  return (
    <FormField id={id} label={label} error={error} className="col-span-full">
      {multiline ? <Textarea rows={3} className="min-h-20" {...common} /> : <Input {...common} />}
      {note ? (
        <p
          id={countId}
          data-testid="character-count"
          className={cn("m-0 text-sm", note.over ? "font-medium text-amber-800" : "text-slate-600")}
        >
          {note.text}
        </p>
      ) : null}
      {help ? (
        <p id={helpId} className="m-0 text-sm text-slate-600">
          {help}
        </p>
      ) : null}
      {english !== undefined ? (
        <EnglishChangedNotice form={form} path={path} english={english} id={changedId} />
      ) : null}
    </FormField>
  );
}
