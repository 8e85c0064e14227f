import {
  type ContentArea,
  emptyStateMessages,
  isTranslation,
  LANGUAGE_INFO,
  SINGLE_SECTIONS,
  sectionDefinition,
  splitTranslation,
  TRANSLATED_LANGUAGES,
  translationName,
} from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Skeleton } from "@app/ui/components/skeleton";
import { ArrowLeftIcon, FileTextIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useAdminContext, useUiState } from "../../admin-context.tsx";
import { EmptyState, LoadError } from "../../components/list-states.tsx";
import { NEW_SECTION_ADDRESS, parseAdminPath, routeAddress } from "../../lib/admin-address.ts";
import { collectionOf, collectionsOfArea, contentAreaLabel } from "../../lib/content-areas.ts";
import { useDeveloperTools } from "../../lib/developer-tools.ts";
import { draftAddress, useAdminPath, useNavigate } from "../../lib/navigation.ts";
import { usePermissions } from "../../lib/permissions.ts";
import { type ContentDraft, hasUnsavedChanges } from "../../lib/ui-state.ts";
import { AREA_TEXTS } from "./area-texts.ts";
import { CollectionCard } from "./collection-card.tsx";
import {
  type SectionSummaryRow,
  useDeletedSections,
  useSectionSummaries,
} from "./content-queries.ts";
import { HistoryDialog } from "./history-dialog.tsx";
import { SectionEditor } from "./section-editor.tsx";
import { sectionTitleOf } from "./section-label.ts";
import { SectionRow } from "./section-row.tsx";
import { editDraft, translationDraft, useOpenSection, useOpenTranslation } from "./start-edit.ts";
import { MissingTranslationFilter } from "./translations/missing-translation-filter.tsx";
import {
  hasTranslationWork,
  summaryTranslation,
  type TranslationOf,
} from "./translations/translation-status.ts";
import { TranslatorFilesDialog } from "./translations/translator-files-dialog.tsx";
import { useAddIntent } from "./use-add-intent.ts";
import { useEditedSections } from "./use-edited-sections.ts";
import { listAddress } from "./use-list-view.ts";

const NO_ROWS: readonly SectionSummaryRow[] = [];

/** The language the admin translates into. */
const LANGUAGE = TRANSLATED_LANGUAGES[0];

/** Words still missing in the language translated into, or translated words to review. */
const needsTranslating = (row: SectionSummaryRow) =>
  hasTranslationWork(row.translations?.[LANGUAGE]);

/** Single sections in the registry's order: the order they appear on the site. */
const SINGLE_ORDER = Object.keys(SINGLE_SECTIONS);

const NEW_SECTION: ContentDraft = {
  mode: "new",
  section: "",
  text: "{}",
  original: "{}",
  baseVersion: undefined,
  view: "json",
};

function SectionList({
  rows,
  label,
  editing,
  onHistory,
  translationOf,
}: {
  rows: readonly SectionSummaryRow[];
  label: string;
  editing: boolean;
  onHistory: (section: string) => void;
  translationOf: TranslationOf;
}) {
  const open = useOpenSection();
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {rows.map((row) => (
        <li key={row.section}>
          <SectionRow
            section={row}
            editingOther={editing}
            onEdit={() => open(row)}
            onHistory={() => onHistory(row.section)}
            translation={translationOf(row)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Says which edit is in progress elsewhere, and goes back to it. */
function DraftElsewhere({
  draft,
  rows,
}: {
  draft: ContentDraft;
  rows: readonly SectionSummaryRow[];
}) {
  const navigate = useNavigate();
  const { section } = draft;
  return (
    <Alert>
      <PencilIcon aria-hidden />
      <AlertDescription className="flex flex-wrap items-center gap-3">
        <span>
          You are editing{" "}
          <strong>{section ? sectionTitleOf(section, rows) : "a new section"}</strong>. Save or
          cancel it before editing another section.
        </span>
        <Button size="sm" variant="outline" onClick={() => navigate(draftAddress(draft))}>
          Continue editing
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The address names a section that is not there (deleted, renamed, mistyped). */
function SectionNotFound({ area, section }: { area: ContentArea; section: string }) {
  const navigate = useNavigate();
  return (
    <Alert variant="warning" role="status">
      <FileTextIcon aria-hidden />
      <AlertDescription className="flex flex-wrap items-center gap-3">
        <span>
          There is nothing called “{sectionTitleOf(section, [])}” here. It may have been deleted or
          renamed.
        </span>
        <Button size="sm" variant="outline" onClick={() => navigate(listAddress(area))}>
          <ArrowLeftIcon aria-hidden />
          All of {contentAreaLabel(area)}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/**
 * One content area (Pages, Standards, ...): its single sections, its collections' entries, and
 * in Settings the free-form sections. At a section's address (`/standards/gots`), its editor:
 * the edit in progress when it is that section's, else one started from the saved section.
 */
export function ContentAreaView({ area }: { area: ContentArea }) {
  const { uiStore } = useAdminContext();
  const navigate = useNavigate();
  const route = parseAdminPath(useAdminPath());
  const here = route?.area === area && route.kind !== "area" ? route : undefined;
  const address = here && routeAddress(here);
  const list = useSectionSummaries();
  const mayEdit = usePermissions().may("content.edit");
  const collections = collectionsOfArea(area);
  const deleted = useDeletedSections(collections.length > 0);
  const draft = useUiState((s) => s.contentDraft);
  const [historyFor, setHistoryFor] = useState<string>();
  const [missingOnly, setMissingOnly] = useState(false);
  const [translatorFiles, setTranslatorFiles] = useState(false);
  const open = useOpenSection();
  const openTranslation = useOpenTranslation();
  const developer = useDeveloperTools();

  const all = list.data ?? NO_ROWS;
  const taken = useMemo(() => new Set(all.map((s) => s.section)), [all]);
  const byName = useMemo(() => new Map(all.map((s) => [s.section, s])), [all]);
  // Translations are listed with their English section, never on their own.
  const sections = useMemo(() => all.filter((s) => !isTranslation(s.section)), [all]);
  const translationOf: TranslationOf = (row) => {
    const status = summaryTranslation(row, LANGUAGE);
    return status && { status, onTranslate: () => openTranslation(row.section, LANGUAGE) };
  };
  const shown = (row: SectionSummaryRow) => !missingOnly || needsTranslating(row);
  const singles = sections
    .filter((s) => !collectionOf(s.section) && sectionDefinition(s.section)?.area === area)
    .filter(shown)
    .sort((a, b) => SINGLE_ORDER.indexOf(a.section) - SINGLE_ORDER.indexOf(b.section));
  // Each collection's entries, the same array while the list is: its page is worked out once.
  const entries = useMemo(
    () =>
      new Map(
        collectionsOfArea(area).map((collection) => [
          collection,
          sections.filter(
            (row) =>
              collectionOf(row.section) === collection && (!missingOnly || needsTranslating(row)),
          ),
        ]),
      ),
    [area, sections, missingOnly],
  );
  const custom =
    area === "settings" && !missingOnly && developer
      ? sections.filter((s) => sectionDefinition(s.section) === undefined)
      : [];
  const historySection = historyFor === undefined ? undefined : byName.get(historyFor);
  /** The history of the same section in the other language, where it has one. */
  const otherHistory = ({ section }: SectionSummaryRow) => {
    const { base, language } = splitTranslation(section);
    const other = language ? base : translationName(section, LANGUAGE);
    if (!byName.has(other)) return undefined;
    return {
      label: language
        ? "Show the English history"
        : `Show the ${LANGUAGE_INFO[LANGUAGE].englishName} history`,
      onShow: () => setHistoryFor(other),
    };
  };
  const { sections: sectionsTitle, text } = AREA_TEXTS[area];
  const label = contentAreaLabel(area);
  const wanted = here?.kind === "section" ? here.section : undefined;
  const adding = here?.kind === "new-section";
  // The section the address names, in full, with its English or its translations beside it.
  const edited = useEditedSections(wanted, list.data);
  // An edit starts from words read afresh, and a name is missing only from a fresh list.
  const loaded = edited.fresh && !list.isFetching;
  const addedKey = useAddIntent(address, wanted ? edited.rows.get(wanted) : undefined);
  const missing = (name: string) => {
    const { base, language } = splitTranslation(name);
    return !edited.rows.has(name) && !(language && edited.rows.has(base));
  };

  // The editor the address names starts from the saved section (or a new translation of it),
  // unless changes to another are unsaved: those are never dropped without asking.
  useEffect(() => {
    if (!address) return;
    const current = uiStore.get().contentDraft;
    if (current && draftAddress(current) === address) return;
    if (current && hasUnsavedChanges(current)) return;
    if (adding) {
      uiStore.set({ contentDraft: { ...NEW_SECTION } });
      return;
    }
    if (!wanted || !loaded) return;
    const row = edited.rows.get(wanted);
    const { base, language } = splitTranslation(wanted);
    const next = row
      ? editDraft(row)
      : language && edited.rows.has(base)
        ? translationDraft(base, language, undefined)
        : undefined;
    if (next) uiStore.set({ contentDraft: next });
  }, [address, adding, wanted, loaded, edited.rows, uiStore]);

  if (draft && address && draftAddress(draft) === address && (edited.ready || list.isError)) {
    return <SectionEditor key={addedKey} draft={draft} summaries={all} saved={edited.rows} />;
  }
  // Changes to another section, not saved yet: said above the list, which opens nothing else.
  const unsaved = draft && hasUnsavedChanges(draft) ? draft : null;
  if (address && !unsaved && !list.isError) {
    if (wanted && loaded && missing(wanted)) {
      return <SectionNotFound area={area} section={wanted} />;
    }
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Loading the section">
        <Skeleton className="h-12" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold text-brand-900">{label}</h2>
        <p className="text-sm text-slate-600">{text}</p>
      </div>
      {unsaved ? <DraftElsewhere draft={unsaved} rows={all} /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <MissingTranslationFilter
          language={LANGUAGE}
          checked={missingOnly}
          onCheckedChange={setMissingOnly}
        />
        <Button type="button" variant="ghost" size="sm" onClick={() => setTranslatorFiles(true)}>
          <FileTextIcon aria-hidden />
          Work with a translator
        </Button>
        <TranslatorFilesDialog
          open={translatorFiles}
          onOpenChange={setTranslatorFiles}
          language={LANGUAGE}
        />
      </div>

      {list.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading content sections">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : list.isError ? (
        <LoadError
          error={list.error}
          fallback="Failed to load the content sections."
          onRetry={() => list.refetch()}
        />
      ) : sections.length === 0 && area !== "settings" ? (
        <EmptyState
          icon={FileTextIcon}
          title={emptyStateMessages.contentTitle}
          text={emptyStateMessages.contentText}
        />
      ) : (
        <>
          {singles.length > 0 ? (
            <Card>
              <CardHeader className="p-4 sm:p-6">
                <CardTitle>{sectionsTitle}</CardTitle>
              </CardHeader>
              <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
                <SectionList
                  rows={singles}
                  label={sectionsTitle}
                  editing={unsaved !== null}
                  onHistory={setHistoryFor}
                  translationOf={translationOf}
                />
              </CardContent>
            </Card>
          ) : null}
          {collections.map((collection) => (
            <CollectionCard
              key={collection}
              collection={collection}
              area={area}
              rows={entries.get(collection) ?? NO_ROWS}
              translationOf={translationOf}
              filtered={missingOnly}
              deleted={(deleted.data ?? []).filter((s) => collectionOf(s.section) === collection)}
              taken={taken}
              editing={unsaved !== null}
              onEdit={open}
              onHistory={setHistoryFor}
            />
          ))}
          {area === "settings" && developer ? (
            <Card>
              <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 p-4 sm:p-6">
                <div className="flex flex-col gap-1.5">
                  <CardTitle>Custom sections</CardTitle>
                  <CardDescription>
                    Free-form JSON sections, for content the site's templates do not use yet.
                  </CardDescription>
                </div>
                {mayEdit ? (
                  <Button onClick={() => navigate(NEW_SECTION_ADDRESS)} disabled={unsaved !== null}>
                    <PlusIcon aria-hidden />
                    Add New Section
                  </Button>
                ) : null}
              </CardHeader>
              <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
                {custom.length === 0 ? (
                  <EmptyState
                    icon={FileTextIcon}
                    title={emptyStateMessages.contentTitle}
                    text={emptyStateMessages.contentText}
                  />
                ) : (
                  <SectionList
                    rows={custom}
                    label="Custom sections"
                    editing={unsaved !== null}
                    onHistory={setHistoryFor}
                    translationOf={translationOf}
                  />
                )}
              </CardContent>
            </Card>
          ) : null}
        </>
      )}
      {historySection ? (
        <HistoryDialog
          section={historySection}
          open={historyFor !== undefined}
          onOpenChange={(isOpen) => {
            if (!isOpen) setHistoryFor(undefined);
          }}
          otherLanguage={otherHistory(historySection)}
        />
      ) : null}
    </div>
  );
}
