import { entryMessages } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import { ChevronRightIcon, Loader2Icon, RotateCcwIcon } from "lucide-react";
import { useId, useState } from "react";
import { useDeveloperTools } from "../../lib/developer-tools.ts";
import { formatDateTime } from "../../lib/format.ts";
import { notifyFailure, notifySuccess } from "../../lib/notify.ts";
import { type DeletedSectionRow, useRestoreRevision } from "./content-queries.ts";
import { sectionTitle } from "./section-label.ts";

interface DeletedEntriesProps {
  /** "Deleted standards". */
  title: string;
  entries: readonly DeletedSectionRow[];
}

/** Entries deleted from the site, kept with their history: each can be brought back. */
export function DeletedEntries({ title, entries }: DeletedEntriesProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const restore = useRestoreRevision();
  const developer = useDeveloperTools();
  if (entries.length === 0) return null;

  const bringBack = (entry: DeletedSectionRow) =>
    restore.mutate(
      // Its latest revision, as it was when deleted.
      { section: entry.section, version: entry.version, expectedVersion: undefined },
      {
        onSuccess: () => notifySuccess(entryMessages.restored(sectionTitle(entry))),
        onError: (error) =>
          notifyFailure("Restore failed", error, entryMessages.actionFailed("restore it")),
      },
    );

  return (
    <div className="rounded-lg border border-dashed border-slate-300">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
      >
        <ChevronRightIcon
          className={cn("size-4 transition-transform", open && "rotate-90")}
          aria-hidden
        />
        {title} ({entries.length})
      </button>
      {open ? (
        <ul id={`${id}-list`} aria-label={title} className="flex flex-col gap-2 px-3 pb-3">
          {entries.map((entry) => {
            const restoring = restore.isPending && restore.variables?.section === entry.section;
            return (
              <li
                key={entry.section}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-800">{sectionTitle(entry)}</p>
                  <p className="text-xs text-slate-600">
                    {developer ? (
                      <>
                        <code className="font-mono">{entry.section}</code> ·{" "}
                      </>
                    ) : null}
                    Deleted{" "}
                    <time dateTime={entry.deletedAt}>{formatDateTime(entry.deletedAt)}</time> ·
                    version {entry.version}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={restore.isPending}
                  onClick={() => bringBack(entry)}
                  aria-label={`Restore ${sectionTitle(entry)}`}
                >
                  {restoring ? (
                    <Loader2Icon className="animate-spin" aria-hidden />
                  ) : (
                    <RotateCcwIcon aria-hidden />
                  )}
                  Restore
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
