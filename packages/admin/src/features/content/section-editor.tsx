import {
  apiErrorMessages,
  fieldErrors,
  parseSectionName,
  rememberEnglish,
  SectionNameSchema,
  sectionDefinition,
  sectionPages,
  toastMessages,
  validationMessages,
} from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@app/ui/components/tabs";
import { cn } from "@app/ui/lib/cn";
import { EyeIcon, Loader2Icon, PencilIcon, SaveIcon, SendIcon } from "lucide-react";
import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useAdminContext } from "../../admin-context.tsx";
import { LabelledSwitch } from "../../components/labelled-switch.tsx";
import { areaAddress, sectionAddress } from "../../lib/admin-address.ts";
import { errorFields, isApiError } from "../../lib/api-error.ts";
import { developerToolsOn, useDeveloperTools } from "../../lib/developer-tools.ts";
import { parseJsonWithPosition } from "../../lib/json-position.ts";
import { prettyJson } from "../../lib/line-diff.ts";
import { draftName, useAskDiscard, useNavigate } from "../../lib/navigation.ts";
import { notifyFailure, notifyInvalid, notifySuccess } from "../../lib/notify.ts";
import { type ContentDraft, draftArea, hasUnsavedChanges } from "../../lib/ui-state.ts";
import { ConflictDialog } from "./conflict-dialog.tsx";
import { type ContentSectionRow, useSaveContent } from "./content-queries.ts";
import { errorLine } from "./error-place.ts";
import { JsonEditor, type JsonEditorHandle } from "./json-editor.tsx";
import { type Content, isContentObject, parseContent } from "./parse-content.ts";
import { DraftStatus } from "./publishing/draft-status.tsx";
import { OnTheSiteStatus } from "./publishing/on-the-site-status.tsx";
import { describeSchema } from "./schema-fields.ts";
import { SectionForm } from "./section-form.tsx";
import { sectionTitle, sectionTitleOf } from "./section-label.ts";
import { SectionPreview } from "./section-preview.tsx";
import { editDraft, isNewEntry, translationDraft } from "./start-edit.ts";
import { EditorLanguages } from "./translations/editor-languages.tsx";
import { TranslationForm } from "./translations/translation-form.tsx";
import { useSectionLanguages } from "./translations/use-section-languages.ts";

interface SectionEditorProps {
  draft: ContentDraft;
  sections: readonly ContentSectionRow[];
}

/** What the editor's title calls a section: "Editing Hero", "Editing Standard: GOTS: ...". */
function editorTitle(draft: ContentDraft, sections: readonly ContentSectionRow[]): string {
  if (draft.mode === "new") return "Add New Section";
  const definition = sectionDefinition(draft.section);
  const title = sectionTitleOf(draft.section, sections);
  if (!definition || !parseSectionName(draft.section).collection) return `Editing ${title}`;
  if (isNewEntry(draft)) {
    // Not saved yet: named by what the owner typed, read from the draft itself.
    const typed = parseContent(draft.text);
    const name = isContentObject(typed)
      ? sectionTitle({ section: draft.section, content: typed })
      : title;
    return `New ${definition.label.toLowerCase()}: ${name}`;
  }
  return `Editing ${definition.label}: ${title}`;
}

/**
 * Edit one section (or add one): a form generated from its schema, raw JSON for any, and the
 * public page it feeds rendered from the draft, beside the form (wide) or in a tab (narrow).
 */
export function SectionEditor({ draft, sections }: SectionEditorProps) {
  const { uiStore } = useAdminContext();
  const idBase = useId().replace(/:/g, "");
  const save = useSaveContent();
  const jsonRef = useRef<JsonEditorHandle>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [nameError, setNameError] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [conflictOpen, setConflictOpen] = useState(false);
  /** Which of the form's two submit buttons sent it; Enter in a field saves a draft. */
  const intent = useRef<"draft" | "publish">("draft");

  const [pane, setPane] = useState<"edit" | "preview">("edit");

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
  } = useSectionLanguages(draft, sections);
  const fields = useMemo(
    () =>
      known && !language
        ? describeSchema(known.schema, { references: known.references, section: draft.section })
        : undefined,
    [known, language, draft.section],
  );
  const previewable = draft.mode === "edit" && sectionPages(draft.section).length > 0;
  // A translation needs the width for English and Khmer side by side: its preview is a tab.
  const besidePreview = language === undefined;

  // The form starts from the draft as it is when the form view opens; a new start remounts it.
  // Without the developer tools there is no JSON view: the form shows whatever view was kept.
  const developer = useDeveloperTools();
  const [formStart, setFormStart] = useState(() => {
    const base =
      draft.view === "form" || !developerToolsOn() ? parseContent(draft.text) : undefined;
    return base ? { base, key: 0 } : undefined;
  });
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
  const dirty = hasUnsavedChanges(draft);
  /** The section as saved, when what it holds is a draft the site does not show. */
  const savedRow =
    draft.mode === "edit" && draft.baseVersion !== undefined
      ? sections.find((row) => row.section === draft.section)
      : undefined;
  const savedDraft = savedRow?.draft ? savedRow : undefined;
  /** Back to the area's list, the edit dropped. */
  const leave = () => {
    uiStore.set({ contentDraft: null });
    navigate(areaAddress(draftArea(draft)));
  };
  const cancel = () => {
    if (dirty) askDiscard({ name: draftName(draft), onDiscard: leave });
    else leave();
  };

  /** The draft's JSON as a content object; otherwise says what is wrong and gives undefined. */
  const parsedDraft = (): Content | undefined => {
    const result = parseJsonWithPosition(draft.text);
    if (!result.ok) {
      notifyInvalid(toastMessages.invalidJson);
      jsonRef.current?.revealError();
      return undefined;
    }
    if (!isContentObject(result.value)) {
      notifyInvalid({
        title: toastMessages.invalidJson.title,
        description: validationMessages.contentObject,
      });
      return undefined;
    }
    return result.value as Content;
  };

  const toggleView = () => {
    if (view === "form") {
      setDraft({ view: "json" });
      return;
    }
    const content = parsedDraft();
    if (!content) return;
    setFormStart((prev) => ({ base: content, key: (prev?.key ?? 0) + 1 }));
    setDraft({ view: "form" });
  };

  const submit = (edited: Content, version = draft.baseVersion) => {
    setServerErrors({});
    const publish = intent.current === "publish";
    // A translation says which English each text it changed was made from: the English shown
    // here, even if it changed on the server while the words were typed.
    const saved = sections.find((s) => s.section === draft.section);
    const content =
      language && english
        ? rememberEnglish(undefined, english.content, saved?.content, edited)
        : edited;
    save.mutate(
      {
        section: draft.section.trim(),
        content,
        version: draft.mode === "edit" ? version : undefined,
        publish,
      },
      {
        onSuccess: (saved) => {
          notifySuccess(
            publish
              ? toastMessages.contentSaveSuccess
              : saved.publishedVersion === null
                ? toastMessages.newEntryDraftSaved
                : toastMessages.draftSaved,
          );
          leave();
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

  const submitJson = (event: FormEvent) => {
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
    const content = parsedDraft();
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
    submit(content);
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

  const loadLatest = (latest: ContentSectionRow) => {
    const text = prettyJson(latest.content);
    setServerErrors({});
    setDraft({ text, original: text, baseVersion: latest.version });
    setFormStart((prev) => ({ base: latest.content as Content, key: (prev?.key ?? 0) + 1 }));
  };

  const errorsId = `${idBase}-server-errors`;
  const errorList = Object.entries(serverErrors);
  const jsonId = `${idBase}-json`;
  const nameId = `${idBase}-name`;

  // Sticks to the bottom of the window while a long form scrolls past: Save stays in reach.
  const footer: ReactNode = (
    <div
      data-editor-actions
      className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-3 py-3 shadow-[0_-6px_12px_-8px_rgb(15_23_42/0.25)] backdrop-blur-sm sm:-mx-5 sm:px-5"
    >
      {/* Save draft comes first: Enter in a field saves, and never publishes. */}
      <Button
        type="submit"
        variant="outline"
        disabled={save.isPending}
        onClick={() => {
          intent.current = "draft";
        }}
      >
        {save.isPending && intent.current === "draft" ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <SaveIcon aria-hidden />
        )}
        {save.isPending && intent.current === "draft" ? "Saving..." : "Save draft"}
      </Button>
      <Button
        type="submit"
        disabled={save.isPending}
        onClick={() => {
          intent.current = "publish";
        }}
      >
        {save.isPending && intent.current === "publish" ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <SendIcon aria-hidden />
        )}
        {save.isPending && intent.current === "publish" ? "Publishing..." : "Publish"}
      </Button>
      <Button type="button" variant="ghost" onClick={cancel}>
        Cancel
      </Button>
      {dirty ? <span className="text-sm text-slate-600">Unsaved changes</span> : null}
    </div>
  );

  /** The other language's editor of the same section, once nothing is left unsaved. */
  const switchLanguage = (to: string) => {
    if (dirty || !english) return;
    const next =
      to === "en"
        ? editDraft(english)
        : translationDraft(base, translation!.language, translation!.row);
    setServerErrors({});
    setFormStart((prev) => ({ base: parseContent(next.text) ?? {}, key: (prev?.key ?? 0) + 1 }));
    uiStore.set({ contentDraft: next });
    navigate(sectionAddress(next.section), { replace: true });
  };

  const editing: ReactNode =
    view === "form" && language && translated && english && known && formStart ? (
      <TranslationForm
        key={formStart.key}
        id={`${idBase}-form`}
        language={language}
        fields={translated}
        schema={known.schema}
        english={english.content}
        base={formStart.base}
        serverErrors={serverErrors}
        onDraftChange={onDraftText}
        onValidSubmit={(content) => submit(content)}
      >
        {footer}
      </TranslationForm>
    ) : view === "form" && fields && known && formStart ? (
      <SectionForm
        key={formStart.key}
        id={`${idBase}-form`}
        fields={fields}
        schema={known.schema}
        base={formStart.base}
        serverErrors={serverErrors}
        onDraftChange={onDraftText}
        onValidSubmit={(content) => submit(content)}
      >
        {footer}
      </SectionForm>
    ) : (
      <form
        noValidate
        onSubmit={submitJson}
        aria-label="Section content"
        className="flex flex-col gap-5"
      >
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
                    fields ?? translated?.map((field) => field.spec) ?? [],
                    path.replace(/^content\.?/, ""),
                    message,
                    parseContent(draft.text),
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {footer}
      </form>
    );

  return (
    <section
      aria-labelledby={`${idBase}-title`}
      className="flex flex-col gap-5 rounded-xl border border-brand-200 bg-white p-3 shadow-sm ring-4 sm:p-5 ring-brand-50"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${idBase}-title`} className="text-lg font-semibold text-brand-900">
            {editorTitle(draft, sections)}
          </h3>
          {draft.mode === "edit" ? (
            <>
              {developer ? (
                <Badge variant="neutral" className="font-mono">
                  {draft.section}
                </Badge>
              ) : null}
              {draft.baseVersion !== undefined ? (
                <Badge variant="neutral">Version {draft.baseVersion}</Badge>
              ) : null}
            </>
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
            <LabelledSwitch checked={view === "json"} onToggle={toggleView}>
              JSON
            </LabelledSwitch>
          ) : null}
        </div>
      </div>

      {savedDraft ? (
        <DraftStatus
          row={savedDraft}
          name={sectionTitleOf(draft.section, sections)}
          fields={fields ?? translated?.map((field) => field.spec)}
          dirty={dirty}
          onDiscarded={leave}
        />
      ) : savedRow ? (
        <OnTheSiteStatus
          row={savedRow}
          name={sectionTitleOf(draft.section, sections)}
          dirty={dirty}
        />
      ) : null}

      {previewable ? (
        <Tabs
          value={pane}
          onValueChange={(value) => setPane(value === "preview" ? "preview" : "edit")}
          className="flex flex-col gap-4"
        >
          <TabsList
            aria-label="Edit or preview"
            className={cn("self-start", besidePreview && "xl:hidden")}
          >
            <TabsTrigger value="edit">
              <PencilIcon className="size-4" aria-hidden />
              Edit
            </TabsTrigger>
            <TabsTrigger value="preview">
              <EyeIcon className="size-4" aria-hidden />
              Preview
            </TabsTrigger>
          </TabsList>
          <div className={cn(besidePreview && "xl:grid xl:grid-cols-2 xl:items-start xl:gap-6")}>
            <TabsContent
              value="edit"
              forceMount
              className={cn(
                "mt-0 min-w-0 data-[state=inactive]:hidden",
                besidePreview && "xl:data-[state=inactive]:block",
              )}
            >
              {editing}
            </TabsContent>
            <TabsContent
              value="preview"
              forceMount
              className={cn(
                "mt-0 min-w-0 data-[state=inactive]:hidden",
                besidePreview && "xl:sticky xl:top-20 xl:data-[state=inactive]:block",
              )}
            >
              <SectionPreview
                key={draft.section}
                section={draft.section}
                text={draft.text}
                className="h-[75vh] xl:h-[calc(100vh-7rem)]"
              />
            </TabsContent>
          </div>
        </Tabs>
      ) : (
        editing
      )}

      {draft.mode === "edit" ? (
        <ConflictDialog
          open={conflictOpen}
          onOpenChange={setConflictOpen}
          section={draft.section}
          draftText={draft.text}
          saving={save.isPending}
          onLoadLatest={(latest) => {
            loadLatest(latest);
            setConflictOpen(false);
          }}
          onOverwrite={(latest) => {
            setConflictOpen(false);
            overwrite(latest.version);
          }}
        />
      ) : null}
    </section>
  );
}
