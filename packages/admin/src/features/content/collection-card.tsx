import { type CollectionName, entryPath, parseSectionName, sectionDefinition } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Input } from "@app/ui/components/input";
import { CopyIcon, PlusIcon, SearchIcon, TextCursorInputIcon, Trash2Icon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { EmptyState } from "../../components/list-states.tsx";
import { LiveLink } from "../../components/live-link.tsx";
import type { ContentSectionRow, DeletedSectionRow } from "./content-queries.ts";
import { searchContent } from "./content-search.ts";
import { DeleteEntryDialog } from "./delete-entry-dialog.tsx";
import { DeletedEntries } from "./deleted-entries.tsx";
import { type EntryAction, EntryNameDialog } from "./entry-name-dialog.tsx";
import { sectionTitle } from "./section-label.ts";
import { SectionRow } from "./section-row.tsx";
import type { TranslationOf } from "./translations/translation-status.ts";

/** What a collection's list is called. */
const TITLES: Record<CollectionName, { title: string; text: string }> = {
  certification: {
    title: "Standards",
    text: "Each standard has its own page under /certifications/. Add it to a service group (Services) to list it on the home page.",
  },
  pillar: {
    title: "Pillars",
    text: "Each pillar has its own page under /pillars/. Their order is set in 'Pillar page words and order'.",
  },
  page: { title: "Text pages", text: "Pages such as the privacy policy and the terms of use." },
};

interface CollectionCardProps {
  collection: CollectionName;
  rows: readonly ContentSectionRow[];
  deleted: readonly DeletedSectionRow[];
  /** Names of every live section, to refuse a taken address. */
  taken: ReadonlySet<string>;
  editing: boolean;
  onEdit: (row: ContentSectionRow) => void;
  onHistory: (section: string) => void;
  translationOf: TranslationOf;
  /** The rows are narrowed by a filter (missing translations): an empty list says so. */
  filtered: boolean;
}

/** The entries of a collection (standards, pillars, text pages): search, add, copy, rename, delete, restore. */
export function CollectionCard({
  collection,
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
  const [query, setQuery] = useState("");
  const [entryAction, setEntryAction] = useState<EntryAction>();
  const [deleting, setDeleting] = useState<ContentSectionRow>();
  const { title, text } = TITLES[collection];
  const kind = sectionDefinition(`${collection}:x`)?.label ?? collection;

  const sorted = useMemo(
    () => [...rows].sort((a, b) => sectionTitle(a).localeCompare(sectionTitle(b))),
    [rows],
  );
  const shown = query.trim() ? searchContent(sorted, query).map((hit) => hit.row) : sorted;
  const deletedNames = useMemo(() => new Set(deleted.map((row) => row.section)), [deleted]);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 p-4 sm:p-6">
        <div className="flex min-w-0 flex-1 basis-72 flex-col gap-1.5">
          <CardTitle>
            {title} <span className="font-normal text-slate-500">({rows.length})</span>
          </CardTitle>
          <CardDescription>{text}</CardDescription>
        </div>
        <Button onClick={() => setEntryAction({ kind: "add" })} disabled={editing}>
          <PlusIcon aria-hidden />
          Add {kind.toLowerCase()}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 p-4 pt-0 sm:p-6 sm:pt-0">
        {rows.length > 4 ? (
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
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        ) : null}
        {query.trim() ? (
          <p role="status" className="text-sm text-slate-600">
            {shown.length} of {rows.length} {title.toLowerCase()} match
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
            {shown.map((row) => {
              const { slug } = parseSectionName(row.section);
              const path = entryPath(collection, slug);
              const required = sectionDefinition(row.section)?.required === true;
              const name = sectionTitle(row);
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
                        {row.publishedVersion !== null ? (
                          <LiveLink path={path} label={`Open ${path}`} />
                        ) : null}
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
                      </div>
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
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
