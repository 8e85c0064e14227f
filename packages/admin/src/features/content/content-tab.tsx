import { emptyStateMessages, isKnownSection, knownSections } from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Skeleton } from "@app/ui/components/skeleton";
import { FileTextIcon, HistoryIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { useAdminContext, useUiState } from "../../admin-context.tsx";
import { EmptyState, LoadError } from "../../components/list-states.tsx";
import { formatDate, formatDateTime, pluralize } from "../../lib/format.ts";
import { prettyJson } from "../../lib/line-diff.ts";
import { type ContentSectionRow, useContentList } from "./content-queries.ts";
import { HistoryDialog } from "./history-dialog.tsx";
import { SectionEditor } from "./section-editor.tsx";

function SectionRow({
  section,
  editingOther,
  onEdit,
  onHistory,
}: {
  section: ContentSectionRow;
  editingOther: boolean;
  onEdit: () => void;
  onHistory: () => void;
}) {
  const known = isKnownSection(section.section) ? knownSections[section.section] : undefined;
  const keys = Object.keys(section.content);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 transition-colors hover:border-brand-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-mono text-base font-semibold text-brand-900">{section.section}</h3>
          {known ? (
            <Badge variant="brand">{known.label}</Badge>
          ) : (
            <Badge variant="neutral">Custom JSON</Badge>
          )}
        </div>
        <p className="text-sm text-slate-600">
          Last updated:{" "}
          <time dateTime={section.updatedAt} title={formatDateTime(section.updatedAt)}>
            {formatDate(section.updatedAt)}
          </time>
          <span aria-hidden> · </span>
          Version {section.version}
          <span aria-hidden> · </span>
          {pluralize(keys.length, "field")}
        </p>
        {keys.length > 0 ? (
          <p className="truncate font-mono text-xs text-slate-500" title={keys.join(", ")}>
            {keys.join(", ")}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onHistory}
          aria-label={`History of ${section.section}`}
        >
          <HistoryIcon aria-hidden />
          History
        </Button>
        <Button
          size="sm"
          onClick={onEdit}
          disabled={editingOther}
          aria-label={`Edit ${section.section}`}
          title={editingOther ? "Save or cancel the edit in progress first" : undefined}
        >
          <PencilIcon aria-hidden />
          Edit
        </Button>
      </div>
    </div>
  );
}

export function ContentTab() {
  const list = useContentList();
  const { uiStore } = useAdminContext();
  const draft = useUiState((s) => s.contentDraft);
  const [historyFor, setHistoryFor] = useState<string>();
  const sections = list.data ?? [];
  const historySection = sections.find((s) => s.section === historyFor);
  const orphanDraft =
    draft?.mode === "edit" && list.isSuccess && !sections.some((s) => s.section === draft.section);

  const startEdit = (section: ContentSectionRow) => {
    const text = prettyJson(section.content);
    uiStore.set({
      contentDraft: {
        mode: "edit",
        section: section.section,
        text,
        original: text,
        baseVersion: section.version,
        view: isKnownSection(section.section) ? "form" : "json",
      },
    });
  };
  const startNew = () =>
    uiStore.set({
      contentDraft: {
        mode: "new",
        section: "",
        text: "{}",
        original: "{}",
        baseVersion: undefined,
        view: "json",
      },
    });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>
            <span className="sr-only">Content Management: </span>Content Sections
          </CardTitle>
          <CardDescription>
            The text of the public website. Saved changes are live at once.
          </CardDescription>
        </div>
        <Button onClick={startNew} disabled={draft !== null}>
          <PlusIcon aria-hidden />
          Add New Section
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {draft?.mode === "new" || orphanDraft ? (
          <SectionEditor draft={draft!} sections={sections} />
        ) : null}

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
        ) : sections.length === 0 && draft?.mode !== "new" ? (
          <EmptyState
            icon={FileTextIcon}
            title={emptyStateMessages.contentTitle}
            text={emptyStateMessages.contentText}
          />
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Content sections">
            {sections.map((section) => (
              <li key={section.id}>
                {draft?.mode === "edit" && draft.section === section.section ? (
                  <SectionEditor draft={draft} sections={sections} />
                ) : (
                  <SectionRow
                    section={section}
                    editingOther={draft !== null}
                    onEdit={() => startEdit(section)}
                    onHistory={() => setHistoryFor(section.section)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {historySection ? (
        <HistoryDialog
          section={historySection}
          open={historyFor !== undefined}
          onOpenChange={(open) => {
            if (!open) setHistoryFor(undefined);
          }}
        />
      ) : null}
    </Card>
  );
}
