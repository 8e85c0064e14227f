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
import { FileTextIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useAdminContext, useUiState } from "../../admin-context.tsx";
import { EmptyState, LoadError } from "../../components/list-states.tsx";
import { collectionOf, collectionsOfArea, contentAreaLabel } from "../../lib/content-areas.ts";
import { draftArea } from "../../lib/ui-state.ts";
import { AREA_TEXTS } from "./area-texts.ts";
import { CollectionCard } from "./collection-card.tsx";
import { type ContentSectionRow, useContentList, useDeletedSections } from "./content-queries.ts";
import { HistoryDialog } from "./history-dialog.tsx";
import { SectionEditor } from "./section-editor.tsx";
import { SectionRow } from "./section-row.tsx";
import { useOpenSection, useOpenTranslation } from "./start-edit.ts";
import { MissingTranslationFilter } from "./translations/missing-translation-filter.tsx";
import {
  isMissingWords,
  type TranslationOf,
  translationStatus,
} from "./translations/translation-status.ts";

/** The language the admin translates into. */
const LANGUAGE = TRANSLATED_LANGUAGES[0];

/** Single sections in the registry's order: the order they appear on the site. */
const SINGLE_ORDER = Object.keys(SINGLE_SECTIONS);

const NEW_SECTION = {
  mode: "new",
  section: "",
  text: "{}",
  original: "{}",
  baseVersion: undefined,
  view: "json",
} as const;

function SectionList({
  rows,
  label,
  editing,
  onHistory,
  translationOf,
}: {
  rows: readonly ContentSectionRow[];
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
function DraftElsewhere({ section, area }: { section: string; area: string }) {
  const { uiStore } = useAdminContext();
  return (
    <Alert>
      <PencilIcon aria-hidden />
      <AlertDescription className="flex flex-wrap items-center gap-3">
        <span>
          You are editing <code className="font-mono">{section || "a new section"}</code>. Save or
          cancel it before editing another section.
        </span>
        <Button size="sm" variant="outline" onClick={() => uiStore.set({ area })}>
          Continue editing
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/**
 * One content area (Pages, Standards, ...): its single sections, its collections' entries, and
 * in Settings the free-form sections. While a section of the area is edited, its editor.
 */
export function ContentAreaView({ area }: { area: ContentArea }) {
  const { uiStore } = useAdminContext();
  const list = useContentList();
  const collections = collectionsOfArea(area);
  const deleted = useDeletedSections(collections.length > 0);
  const draft = useUiState((s) => s.contentDraft);
  const [historyFor, setHistoryFor] = useState<string>();
  const [missingOnly, setMissingOnly] = useState(false);
  const open = useOpenSection();
  const openTranslation = useOpenTranslation();

  const all = list.data ?? [];
  const taken = useMemo(() => new Set(all.map((s) => s.section)), [all]);
  const byName = useMemo(() => new Map(all.map((s) => [s.section, s])), [all]);
  // Translations are listed with their English section, never on their own.
  const sections = all.filter((s) => !isTranslation(s.section));
  // Each English section's translation, worked out once per list.
  const statuses = useMemo(
    () =>
      new Map(
        all
          .filter((row) => !isTranslation(row.section))
          .map((row) => [row.section, translationStatus(row, byName, LANGUAGE)]),
      ),
    [all, byName],
  );
  const translationOf: TranslationOf = (row) => {
    const status = statuses.get(row.section);
    return (
      status && { status, onTranslate: () => openTranslation(row.section, LANGUAGE, status.row) }
    );
  };
  const shown = (row: ContentSectionRow) =>
    !missingOnly || isMissingWords(statuses.get(row.section));
  const singles = sections
    .filter((s) => !collectionOf(s.section) && sectionDefinition(s.section)?.area === area)
    .filter(shown)
    .sort((a, b) => SINGLE_ORDER.indexOf(a.section) - SINGLE_ORDER.indexOf(b.section));
  const custom =
    area === "settings" && !missingOnly
      ? sections.filter((s) => sectionDefinition(s.section) === undefined)
      : [];
  const historySection = all.find((s) => s.section === historyFor);
  /** The history of the same section in the other language, where it has one. */
  const otherHistory = ({ section }: ContentSectionRow) => {
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

  if (draft && draftArea(draft) === area) {
    return <SectionEditor draft={draft} sections={all} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold text-brand-900">{label}</h2>
        <p className="text-sm text-slate-600">{text}</p>
      </div>
      {draft ? <DraftElsewhere section={draft.section} area={draftArea(draft)} /> : null}
      <MissingTranslationFilter
        language={LANGUAGE}
        checked={missingOnly}
        onCheckedChange={setMissingOnly}
      />

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
                  editing={draft !== null}
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
              rows={sections.filter((s) => collectionOf(s.section) === collection).filter(shown)}
              translationOf={translationOf}
              filtered={missingOnly}
              deleted={(deleted.data ?? []).filter((s) => collectionOf(s.section) === collection)}
              taken={taken}
              editing={draft !== null}
              onEdit={open}
              onHistory={setHistoryFor}
            />
          ))}
          {area === "settings" ? (
            <Card>
              <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 p-4 sm:p-6">
                <div className="flex flex-col gap-1.5">
                  <CardTitle>Custom sections</CardTitle>
                  <CardDescription>
                    Free-form JSON sections, for content the site's templates do not use yet.
                  </CardDescription>
                </div>
                <Button
                  onClick={() => uiStore.set({ contentDraft: { ...NEW_SECTION } })}
                  disabled={draft !== null}
                >
                  <PlusIcon aria-hidden />
                  Add New Section
                </Button>
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
                    editing={draft !== null}
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
