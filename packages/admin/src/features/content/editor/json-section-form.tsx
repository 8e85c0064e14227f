import {
  apiErrorMessages,
  fieldErrors,
  type SectionDefinition,
  SectionNameSchema,
  toastMessages,
  validationMessages,
} from "@app/contract";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from "react";
import { notifyInvalid } from "../../../lib/notify.ts";
import type { ContentDraft } from "../../../lib/ui-state.ts";
import type { SectionSummaryRow } from "../content-queries.ts";
import { errorLine } from "../error-place.ts";
import { JsonEditor, type JsonEditorHandle } from "../json-editor.tsx";
import { type Content, parseContent } from "../parse-content.ts";
import type { FieldSpec } from "../schema-fields.ts";
import { readDraftContent } from "./read-draft.ts";

interface JsonSectionFormProps {
  idBase: string;
  draft: ContentDraft;
  /** The saved sections, to refuse a new one's name that is taken. */
  sections: readonly SectionSummaryRow[];
  /** The section's kind, when it has one: its schema checks the JSON before it is sent. */
  known: SectionDefinition | undefined;
  /** The form's fields, to name the place of each error in the owner's words. */
  fields: readonly FieldSpec[];
  jsonRef: RefObject<JsonEditorHandle | null>;
  serverErrors: Record<string, string>;
  setServerErrors: (errors: Record<string, string>) => void;
  setDraft: (patch: Partial<ContentDraft>) => void;
  onDraftText: (text: string) => void;
  onValidSubmit: (content: Content) => void;
  /** The save buttons. */
  children: ReactNode;
}

/**
 * The raw JSON view (developer tools, and free-form sections): a new section's name, the
 * content as JSON, and every error with where it is, checked against the section's schema
 * before anything is sent.
 */
export function JsonSectionForm({
  idBase,
  draft,
  sections,
  known,
  fields,
  jsonRef,
  serverErrors,
  setServerErrors,
  setDraft,
  onDraftText,
  onValidSubmit,
  children,
}: JsonSectionFormProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const [nameError, setNameError] = useState<string>();
  const errorsId = `${idBase}-server-errors`;
  const jsonId = `${idBase}-json`;
  const nameId = `${idBase}-name`;
  const errorList = Object.entries(serverErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.mode === "new") {
      const name = SectionNameSchema.safeParse(draft.section);
      const taken =
        name.success && sections.some((s) => s.section.toLowerCase() === name.data.toLowerCase());
      const message = !name.success
        ? (name.error.issues[0]?.message ?? validationMessages.sectionName)
        : taken
          ? `A section named "${name.data}" already exists. Edit it instead.`
          : undefined;
      setNameError(message);
      if (message) {
        nameRef.current?.focus();
        return;
      }
    }
    const content = readDraftContent(draft.text, () => jsonRef.current?.revealError());
    if (!content) return;
    if (known) {
      const checked = known.schema.safeParse(content);
      if (!checked.success) {
        setServerErrors(fieldErrors(checked.error.issues, ["content"]));
        notifyInvalid({
          title: toastMessages.contentSaveFailure.title,
          description: apiErrorMessages.validation,
        });
        return;
      }
    }
    onValidSubmit(content);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Section content" className="flex flex-col gap-5">
      {draft.mode === "new" ? (
        <FormField id={nameId} label="Section name" error={nameError}>
          <Input
            ref={nameRef}
            id={nameId}
            value={draft.section}
            placeholder="e.g. press-kit"
            autoComplete="off"
            autoFocus
            onChange={(e) => {
              setNameError(undefined);
              setDraft({ section: e.target.value });
            }}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? errorId(nameId) : undefined}
          />
        </FormField>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={jsonId} className="text-sm font-medium text-slate-800">
          Content (JSON)
        </label>
        <JsonEditor
          ref={jsonRef}
          id={jsonId}
          value={draft.text}
          onChange={onDraftText}
          describedBy={errorList.length > 0 ? errorsId : undefined}
        />
      </div>
      {errorList.length > 0 ? (
        <div
          id={errorsId}
          role="alert"
          className="rounded-md border border-cta-600/30 bg-cta-50 p-3 text-sm text-cta-700"
        >
          <p className="font-semibold">{apiErrorMessages.validation}</p>
          <ul className="mt-1 list-disc pl-5">
            {errorList.map(([path, message]) => (
              <li key={path}>
                {errorLine(
                  fields,
                  path.replace(/^content\.?/, ""),
                  message,
                  parseContent(draft.text),
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
    </form>
  );
}
