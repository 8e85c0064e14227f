import { permissionToEdit, sectionDefinition, sectionPages, translationName } from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { Switch } from "@app/ui/components/switch";
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from "react";
import { useAdminContext } from "../../admin-context.tsx";
import { sectionAddress } from "../../lib/admin-address.ts";
import { developerToolsOn, useDeveloperTools } from "../../lib/developer-tools.ts";
import { prettyJson } from "../../lib/line-diff.ts";
import { draftName, useAskDiscard, useNavigate } from "../../lib/navigation.ts";
import { usePermissions } from "../../lib/permissions.ts";
import { type ContentDraft, draftArea, hasUnsavedChanges } from "../../lib/ui-state.ts";
import { ConflictDialog } from "./conflict-dialog.tsx";
import type { ContentSectionRow, SectionSummaryRow } from "./content-queries.ts";
import { EditBesidePreview } from "./editor/edit-beside-preview.tsx";
import { EditorActions } from "./editor/editor-actions.tsx";
import { editorTitle } from "./editor/editor-title.ts";
import { JsonSectionForm } from "./editor/json-section-form.tsx";
import { readDraftContent } from "./editor/read-draft.ts";
import { ReadOnlyNote } from "./editor/read-only-note.tsx";
import { useSectionSave } from "./editor/use-section-save.ts";
import type { JsonEditorHandle } from "./json-editor.tsx";
import { type Content, parseContent } from "./parse-content.ts";
import { DraftStatus } from "./publishing/draft-status.tsx";
import { OnTheSiteStatus } from "./publishing/on-the-site-status.tsx";
import { describeSchema } from "./schema-fields.ts";
import { SectionForm } from "./section-form.tsx";
import { sectionTitleOf } from "./section-label.ts";
import { editDraft, translationDraft } from "./start-edit.ts";
import { EditorLanguages } from "./translations/editor-languages.tsx";
import { TranslationForm } from "./translations/translation-form.tsx";
import { useSectionLanguages } from "./translations/use-section-languages.ts";
import { listAddress } from "./use-list-view.ts";

interface SectionEditorProps {
  draft: ContentDraft;
  /** Every saved section as the lists know it: names and titles. */
  summaries: readonly SectionSummaryRow[];
  /** The saved sections it works from, in full: itself, its English or its translations. */
  saved: ReadonlyMap<string, ContentSectionRow>;
}

/**
 * Edit one section (or add one): a form generated from its schema (beside the English, for a
 * translation), raw JSON for any, and the public page it feeds rendered from the draft. Saving
 * is `useSectionSave`; the JSON view, the buttons and the preview's layout are in `editor/`.
 */
export function SectionEditor({ draft, summaries, saved }: SectionEditorProps) {
  const { uiStore } = useAdminContext();
  const idBase = useId().replace(/:/g, "");
  const jsonRef = useRef<JsonEditorHandle>(null);
  const known = useMemo(
    () => (draft.mode === "edit" ? sectionDefinition(draft.section) : undefined),
    [draft.mode, draft.section],
  );
  // A translation (`hero@km`) is edited beside its English section's words.
  const {
    base,
    language,
    english,
    status: translation,
    translated,
  } = useSectionLanguages(draft, saved);
  const fields = useMemo(
    () =>
      known && !language
        ? describeSchema(known.schema, { references: known.references, section: draft.section })
        : undefined,
    [known, language, draft.section],
  );
  /** The form's fields in the language shown; undefined for a section edited only as JSON. */
  const shownFields = fields ?? translated?.map((field) => field.spec);
  const fieldSpecs = shownFields ?? [];

  // The form starts from the draft as it is when the form view opens; a new start remounts it.
  // Without the developer tools there is no JSON view: the form shows whatever view was kept.
  const developer = useDeveloperTools();
  const [formStart, setFormStart] = useState(() => {
    const start =
      draft.view === "form" || !developerToolsOn() ? parseContent(draft.text) : undefined;
    return start ? { base: start, key: 0 } : undefined;
  });
  const restartForm = (content: Content) =>
    setFormStart((prev) => ({ base: content, key: (prev?.key ?? 0) + 1 }));
  const hasForm = fields !== undefined || (translated !== undefined && english !== undefined);
  const view = hasForm && formStart && (draft.view === "form" || !developer) ? "form" : "json";

  const setDraft = useCallback(
    (patch: Partial<ContentDraft>) =>
      uiStore.set((s) => (s.contentDraft ? { contentDraft: { ...s.contentDraft, ...patch } } : {})),
    [uiStore],
  );
  const onDraftText = useCallback((text: string) => setDraft({ text }), [setDraft]);
  const navigate = useNavigate();
  const askDiscard = useAskDiscard();
  // The server refuses the save of a section this role may not edit: the form says so first.
  const permissions = usePermissions();
  const readOnly = !permissions.may(permissionToEdit(draft.section));
  const dirty = hasUnsavedChanges(draft);
  /** The section as saved (not for a new one). */
  const savedRow =
    draft.mode === "edit" && draft.baseVersion !== undefined ? saved.get(draft.section) : undefined;
  /** Back to the area's list, the edit dropped. */
  const leave = () => {
    uiStore.set({ contentDraft: null });
    navigate(listAddress(draftArea(draft)));
  };
  const cancel = () => {
    if (dirty) askDiscard({ name: draftName(draft), onDiscard: leave });
    else leave();
  };
  const saving = useSectionSave({
    draft,
    saved: draft.mode === "edit" ? saved.get(draft.section) : undefined,
    known,
    translation: language && english ? { english } : undefined,
    setDraft,
    onSaved: leave,
  });

  const toggleView = () => {
    if (view === "form") {
      setDraft({ view: "json" });
      return;
    }
    const content = readDraftContent(draft.text, () => jsonRef.current?.revealError());
    if (!content) return;
    restartForm(content);
    setDraft({ view: "form" });
  };

  /** The other language's editor of the same section, once nothing is left unsaved. */
  const switchLanguage = (to: string) => {
    if (dirty || !english) return;
    const next =
      to === "en"
        ? editDraft(english)
        : translationDraft(
            base,
            translation!.language,
            saved.get(translationName(base, translation!.language)),
          );
    saving.setServerErrors({});
    restartForm(parseContent(next.text) ?? {});
    uiStore.set({ contentDraft: next });
    navigate(sectionAddress(next.section), { replace: true });
  };

  /** The conflict dialog's "Load the latest": the edit starts again from it. */
  const loadLatest = (latest: ContentSectionRow) => {
    const text = prettyJson(latest.content);
    saving.setServerErrors({});
    setDraft({ text, original: text, baseVersion: latest.version });
    restartForm(latest.content as Content);
  };

  const actions = readOnly ? null : (
    <EditorActions
      intent={saving.intent}
      pending={saving.pending}
      dirty={dirty}
      onCancel={cancel}
    />
  );
  const formProps = {
    id: `${idBase}-form`,
    serverErrors: saving.serverErrors,
    onDraftChange: onDraftText,
    onValidSubmit: (content: Content) => saving.submit(content),
  };
  const form: ReactNode =
    view === "form" && language && translated && english && known && formStart ? (
      <TranslationForm
        key={formStart.key}
        {...formProps}
        section={draft.section}
        language={language}
        fields={translated}
        schema={known.schema}
        english={english.content}
        base={formStart.base}
      >
        {actions}
      </TranslationForm>
    ) : view === "form" && fields && known && formStart ? (
      <SectionForm
        key={formStart.key}
        {...formProps}
        section={draft.section}
        fields={fields}
        schema={known.schema}
        base={formStart.base}
      >
        {actions}
      </SectionForm>
    ) : (
      <JsonSectionForm
        idBase={idBase}
        draft={draft}
        sections={summaries}
        known={known}
        fields={fieldSpecs}
        jsonRef={jsonRef}
        serverErrors={saving.serverErrors}
        setServerErrors={saving.setServerErrors}
        setDraft={setDraft}
        onDraftText={onDraftText}
        onValidSubmit={(content) => saving.submit(content)}
      >
        {actions}
      </JsonSectionForm>
    );
  const editing: ReactNode = readOnly ? (
    <div className="flex flex-col gap-4">
      <fieldset disabled className="m-0 min-w-0 border-0 p-0">
        {form}
      </fieldset>
      <Button type="button" variant="outline" className="self-start" onClick={leave}>
        Close
      </Button>
    </div>
  ) : (
    form
  );

  return (
    <section
      aria-labelledby={`${idBase}-title`}
      className="flex flex-col gap-5 rounded-xl border border-brand-200 bg-white p-3 shadow-sm ring-4 sm:p-5 ring-brand-50"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${idBase}-title`} className="text-lg font-semibold text-brand-900">
            {editorTitle(draft, summaries)}
          </h3>
          {draft.mode === "edit" && developer ? (
            <Badge variant="neutral" className="font-mono">
              {draft.section}
            </Badge>
          ) : null}
          {draft.mode === "edit" && draft.baseVersion !== undefined ? (
            <Badge variant="neutral">Version {draft.baseVersion}</Badge>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {translation && english ? (
            <EditorLanguages
              current={language ?? "en"}
              status={translation}
              locked={dirty}
              onSwitch={switchLanguage}
            />
          ) : null}
          {hasForm && developer ? (
            <Switch checked={view === "json"} onCheckedChange={toggleView}>
              JSON
            </Switch>
          ) : null}
        </div>
      </div>

      {readOnly ? (
        <ReadOnlyNote roleName={permissions.roleName} translatable={Boolean(translation)} />
      ) : null}

      {savedRow?.draft ? (
        <DraftStatus
          row={savedRow}
          name={sectionTitleOf(draft.section, summaries)}
          fields={shownFields}
          dirty={dirty}
          onDiscarded={leave}
          canChange={!readOnly}
        />
      ) : savedRow ? (
        <OnTheSiteStatus
          row={savedRow}
          name={sectionTitleOf(draft.section, summaries)}
          dirty={dirty}
          canChange={!readOnly}
        />
      ) : null}

      {draft.mode === "edit" && sectionPages(draft.section).length > 0 ? (
        <EditBesidePreview section={draft.section} text={draft.text} beside={!language}>
          {editing}
        </EditBesidePreview>
      ) : (
        editing
      )}

      {draft.mode === "edit" ? (
        <ConflictDialog
          open={saving.conflictOpen}
          onOpenChange={saving.setConflictOpen}
          section={draft.section}
          draftText={draft.text}
          saving={saving.pending}
          onLoadLatest={(latest) => {
            loadLatest(latest);
            saving.setConflictOpen(false);
          }}
          onOverwrite={(latest) => {
            saving.setConflictOpen(false);
            saving.overwrite(latest.version);
          }}
        />
      ) : null}
    </section>
  );
}
