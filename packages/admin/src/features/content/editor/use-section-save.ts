import { rememberEnglish, type SectionDefinition, toastMessages } from "@app/contract";
import { useRef, useState } from "react";
import { errorFields, isApiError } from "../../../lib/api-error.ts";
import { notifyFailure, notifyInvalid, notifySuccess } from "../../../lib/notify.ts";
import type { ContentDraft } from "../../../lib/ui-state.ts";
import { type ContentSectionRow, useSaveContent } from "../content-queries.ts";
import { type Content, parseContent } from "../parse-content.ts";
import type { SaveIntent } from "./editor-actions.tsx";

interface SectionSaveOptions {
  draft: ContentDraft;
  /** The section as saved, in full (none for a new one). */
  saved: ContentSectionRow | undefined;
  /** The section's kind, when it has one: an overwrite keeps what its schema fills in. */
  known: SectionDefinition | undefined;
  /** For a translation: its language and the English section it is made from. */
  translation: { english: ContentSectionRow } | undefined;
  setDraft: (patch: Partial<ContentDraft>) => void;
  /** After a save: back to the list. */
  onSaved: () => void;
}

/**
 * Saving an edit: as a draft or published (whichever button sent the form), the server's
 * field errors, and a version conflict (409) opening the conflict dialog, from where the
 * owner saves over the latest version knowingly.
 */
export function useSectionSave({
  draft,
  saved,
  known,
  translation,
  setDraft,
  onSaved,
}: SectionSaveOptions) {
  const save = useSaveContent();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [conflictOpen, setConflictOpen] = useState(false);
  /** Which of the form's two submit buttons sent it; Enter in a field saves a draft. */
  const intent = useRef<SaveIntent>("draft");

  const submit = (edited: Content, version = draft.baseVersion) => {
    setServerErrors({});
    const publish = intent.current === "publish";
    // A translation says which English each text it changed was made from: the English shown
    // here, even if it changed on the server while the words were typed.
    const content = translation
      ? rememberEnglish(undefined, translation.english.content, saved?.content, edited)
      : edited;
    save.mutate(
      {
        section: draft.section.trim(),
        content,
        version: draft.mode === "edit" ? version : undefined,
        publish,
      },
      {
        onSuccess: (row) => {
          notifySuccess(
            publish
              ? toastMessages.contentSaveSuccess
              : row.publishedVersion === null
                ? toastMessages.newEntryDraftSaved
                : toastMessages.draftSaved,
          );
          onSaved();
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            setConflictOpen(true);
            return;
          }
          setServerErrors(errorFields(error));
          notifyFailure(
            toastMessages.contentSaveFailure.title,
            error,
            toastMessages.contentSaveFailure.description,
          );
        },
      },
    );
  };

  /** "Save mine anyway" from the conflict dialog: the draft over the latest version, knowingly. */
  const overwrite = (latestVersion: number) => {
    const content = parseContent(draft.text);
    if (!content) {
      notifyInvalid(toastMessages.invalidJson);
      return;
    }
    setDraft({ baseVersion: latestVersion });
    const checked = known?.schema.safeParse(content);
    submit(
      checked?.success ? { ...content, ...(checked.data as Content) } : content,
      latestVersion,
    );
  };

  return {
    submit,
    overwrite,
    intent,
    pending: save.isPending,
    serverErrors,
    setServerErrors,
    conflictOpen,
    setConflictOpen,
  };
}
