import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { useQueryClient } from "@tanstack/react-query";
import { GitCompareArrowsIcon, Loader2Icon, RotateCcwIcon, TriangleAlertIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { formatDateTime } from "../../lib/format.ts";
import { parseJsonWithPosition } from "../../lib/json-position.ts";
import { prettyJson } from "../../lib/line-diff.ts";
import {
  type ContentSectionRow,
  contentKeys,
  useContentSection,
  useRevisions,
  useSectionSummaries,
} from "./content-queries.ts";
import { DiffView } from "./diff-view.tsx";
import { sectionTitleOf } from "./section-label.ts";

interface ConflictDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  section: string;
  draftText: string;
  saving: boolean;
  /** Discard the edit and continue from the latest saved version. */
  onLoadLatest: (latest: ContentSectionRow) => void;
  /** Save the edit over the latest version, knowingly. */
  onOverwrite: (latest: ContentSectionRow) => void;
}

const canonical = (text: string) => {
  const result = parseJsonWithPosition(text);
  return result.ok ? prettyJson(result.value) : text;
};

/** A save was refused (409): somebody saved the section since this edit began. Nothing is overwritten silently. */
export function ConflictDialog({
  open,
  onOpenChange,
  section,
  draftText,
  saving,
  onLoadLatest,
  onOverwrite,
}: ConflictDialogProps) {
  const queryClient = useQueryClient();
  const saved = useContentSection(section, open);
  const summaries = useSectionSummaries();
  const revisions = useRevisions(section, open);
  const [reviewing, setReviewing] = useState(false);

  useEffect(() => {
    if (!open) return;
    setReviewing(false);
    void queryClient.invalidateQueries({ queryKey: contentKeys.all });
  }, [open, queryClient]);

  const latest = saved.data;
  const latestRevision = revisions.data?.find((r) => r.version === latest?.version);
  const checking = saved.isFetching || !latest;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <div className="flex items-start gap-3 pr-8">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700">
            <TriangleAlertIcon className="size-5" aria-hidden />
          </span>
          <div className="flex flex-col gap-1.5">
            <DialogTitle>This section was changed elsewhere</DialogTitle>
            <DialogDescription>
              Someone saved <strong>{sectionTitleOf(section, summaries.data ?? [])}</strong> after
              you started editing
              {latest ? ` (now version ${latest.version}` : ""}
              {latestRevision?.createdBy ? `, by ${latestRevision.createdBy}` : ""}
              {latestRevision ? `, ${formatDateTime(latestRevision.createdAt)}` : ""}
              {latest ? ")" : ""}. Your changes were not saved; they are still in the editor.
            </DialogDescription>
          </div>
        </div>

        {checking ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            Loading the latest version...
          </p>
        ) : null}

        {reviewing && latest ? (
          <div className="flex flex-col gap-3">
            <DiffView
              oldText={prettyJson(latest.content)}
              newText={canonical(draftText)}
              oldLabel={`the saved version ${latest.version}`}
              newLabel="your edit"
            />
            <Alert variant="warning">
              <TriangleAlertIcon aria-hidden />
              <AlertDescription>
                Saving your version replaces version {latest.version} on the website. It stays in
                the history and can be restored.
              </AlertDescription>
            </Alert>
          </div>
        ) : null}

        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Keep editing
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={checking}
            onClick={() => latest && onLoadLatest(latest)}
          >
            <RotateCcwIcon aria-hidden />
            Load latest, discard mine
          </Button>
          {reviewing ? (
            <Button
              type="button"
              variant="destructive"
              disabled={checking || saving}
              onClick={() => latest && onOverwrite(latest)}
            >
              Save my version anyway
            </Button>
          ) : (
            <Button type="button" disabled={checking} onClick={() => setReviewing(true)}>
              <GitCompareArrowsIcon aria-hidden />
              Review differences
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
