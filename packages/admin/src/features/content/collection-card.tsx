import { type CollectionName, entryPath, parseSectionName, sectionDefinition } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Input } from "@app/ui/components/input";
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CopyIcon,
  PlusIcon,
  SearchIcon,
  TextCursorInputIcon,
  Trash2Icon,
} from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { EmptyState } from "../../components/list-states.tsx";
import { LiveLink } from "../../components/live-link.tsx";
import { usePermissions } from "../../lib/permissions.ts";
import type { DeletedSectionRow, SectionSummaryRow } from "./content-queries.ts";
import { DeleteEntryDialog } from "./delete-entry-dialog.tsx";
import { DeletedEntries } from "./deleted-entries.tsx";
import { type EntryAction, EntryNameDialog } from "./entry-name-dialog.tsx";
import { matchingEntries, type ShownPage, shownPage, shownText } from "./list-view.ts";
import { SectionRow } from "./section-row.tsx";
import type { TranslationOf } from "./translations/translation-status.ts";
import { useListView } from "./use-list-view.ts";

/** What a collection's list is called. */
const TITLES: Record<CollectionName, { title: string; text: string; one: string }> = {
  certification: {
    title: "Standards",
    one: "standard",
    text: "Each standard has its own page under /certifications/. Add it to a service group (Services) to list it on the home page.",
  },
  pillar: {
    title: "Pillars",
    one: "pillar",
    text: "Each pillar has its own page under /pillars/. Their order is set in 'Pillar page words and order'.",
  },
  page: {
    title: "Text pages",
    one: "text page",
    text: "Pages such as the privacy policy and the terms of use.",
  },
};

interface CollectionCardProps {
  collection: CollectionName;
  /** The area whose screen lists it: its address keeps the search and the page. */
  area: string;
  rows: readonly SectionSummaryRow[];
  deleted: readonly DeletedSectionRow[];
  /** Names of every live section, to refuse a taken address. */
  taken: ReadonlySet<string>;
  editing: boolean;
  onEdit: (row: SectionSummaryRow) => void;
  onHistory: (section: string) => void;
  translationOf: TranslationOf;
  /** The rows are narrowed by a filter (missing translations): an empty list says so. */
  filtered: boolean;
}

/** Previous and next page of a long list, and where the admin is in it ("Showing 51–100 of 2,000"). */
function ListPager({
  shown,
  words,
  label,
  onPage,
}: {
  shown: ShownPage<unknown>;
  words: readonly [string, string];
  label: string;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={shown.page <= 1}
        onClick={() => onPage(shown.page - 1)}
      >
        <ArrowLeftIcon aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-slate-700">{shownText(shown, words)}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={shown.page >= shown.pages}
        onClick={() => onPage(shown.page + 1)}
      >
        Next
        <ArrowRightIcon aria-hidden />
      </Button>
    </nav>
  );
}

/**
 * The entries of a collection (standards, pillars, text pages), a page at a time: search, add,
 * copy, rename, delete, restore.
 */
export function CollectionCard({
  collection,
  area,
  rows,
  deleted,
  taken,
  editing,
  onEdit,
  onHistory,
  translationOf,
  filtered,
}: CollectionCardProps) {
  const id = useId();
  const [view, showView] = useListView(area);
  const [entryAction, setEntryAction] = useState<EntryAction>();
  const [deleting, setDeleting] = useState<SectionSummaryRow>();
  // Adding, duplicating, renaming and deleting entries are English edits.
  const mayEdit = usePermissions().may("content.edit");
  const listRef = useRef<HTMLDivElement>(null);
  const { title, text, one } = TITLES[collection];
  const words = [one, title.toLowerCase()] as const;
  const kind = sectionDefinition(`${collection}:x`)?.label ?? collection;
  const query = view.search;

  const matching = useMemo(() => matchingEntries(rows, query), [rows, query]);
  const page = shownPage(matching, view.page);
  const deletedNames = useMemo(() => new Set(deleted.map((row) => row.section)), [deleted]);
  const toPage = (target: number) => {
    showView({ ...view, page: target });
    // The new page starts at the list's top, where the search box is.
    const top = listRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) listRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 p-4 sm:p-6">
        <div className="flex min-w-0 flex-1 basis-72 flex-col gap-1.5">
          <CardTitle>
            {title}{" "}
            <span className="font-normal text-slate-500">({rows.length.toLocaleString("en")})</span>
          </CardTitle>
          <CardDescription>{text}</CardDescription>
        </div>
        {mayEdit ? (
          <Button onClick={() => setEntryAction({ kind: "add" })} disabled={editing}>
            <PlusIcon aria-hidden />
            Add {kind.toLowerCase()}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent
        ref={listRef}
        className="flex scroll-mt-4 flex-col gap-3 p-4 pt-0 sm:p-6 sm:pt-0"
      >
        {rows.length > 4 || query !== "" ? (
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id={`${id}-search`}
              type="search"
              aria-label={`Search ${title.toLowerCase()}`}
              placeholder={`Search ${title.toLowerCase()}…`}
              className="pl-9"
              value={query}
              onChange={(event) =>
                showView({ search: event.target.value, page: 1 }, { replace: true })
              }
            />
          </div>
        ) : null}
        {query.trim() ? (
          <p role="status" className="text-sm text-slate-600">
            {matching.length.toLocaleString("en")} of {rows.length.toLocaleString("en")}{" "}
            {title.toLowerCase()} match
          </p>
        ) : null}
        {rows.length === 0 && filtered ? (
          <p className="text-sm text-slate-600">
            Every one of these {title.toLowerCase()} is translated.
          </p>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={PlusIcon}
            title={`No ${title.toLowerCase()} yet`}
            text={`Add the first one with "Add ${kind.toLowerCase()}".`}
          />
        ) : (
          <ul className="flex flex-col gap-2" aria-label={title}>
            {page.rows.map((row) => {
              const { slug } = parseSectionName(row.section);
              const path = entryPath(collection, slug);
              const required = sectionDefinition(row.section)?.required === true;
              const name = row.title;
              return (
                <li key={row.section}>
                  <SectionRow
                    section={row}
                    editingOther={editing}
                    onEdit={() => onEdit(row)}
                    onHistory={() => onHistory(row.section)}
                    translation={translationOf(row)}
                    actions={
                      <div className="flex items-center">
                        {/* An entry never published has no page to open yet. */}
                        {row.published ? <LiveLink path={path} label={`Open ${path}`} /> : null}
                        {mayEdit ? (
                          <>
                            <Button
                              variant="ghost"
                              size="icon"
                              className="size-9"
                              aria-label={`Duplicate ${name}`}
                              title="Duplicate"
                              disabled={editing}
                              onClick={() => setEntryAction({ kind: "duplicate", from: row })}
                            >
                              <CopyIcon aria-hidden />
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              className="size-9"
                              aria-label={`Change the address of ${name}`}
                              title="Change its address"
                              disabled={editing}
                              onClick={() => setEntryAction({ kind: "rename", from: row })}
                            >
                              <TextCursorInputIcon aria-hidden />
                            </Button>
                            {required ? null : (
                              <Button
                                variant="ghost"
                                size="icon"
                                className="size-9 text-cta-700 hover:bg-cta-50"
                                aria-label={`Delete ${row.section}`}
                                title="Delete"
                                disabled={editing}
                                onClick={() => setDeleting(row)}
                              >
                                <Trash2Icon aria-hidden />
                              </Button>
                            )}
                          </>
                        ) : null}
                      </div>
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
        {page.pages > 1 ? (
          <ListPager
            shown={page}
            words={words}
            label={`Pages of ${title.toLowerCase()}`}
            onPage={toPage}
          />
        ) : null}
        <DeletedEntries title={`Deleted ${title.toLowerCase()}`} entries={deleted} />
      </CardContent>
      <EntryNameDialog
        collection={collection}
        action={entryAction}
        onClose={() => setEntryAction(undefined)}
        taken={taken}
        deleted={deletedNames}
      />
      <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(undefined)} />
    </Card>
  );
}
