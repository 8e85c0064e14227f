import { entryMessages, sectionDefinition } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { Skeleton } from "@app/ui/components/skeleton";
import { Loader2Icon, Trash2Icon } from "lucide-react";
import { errorDescription, isApiError } from "../../lib/api-error.ts";
import { notifyFailure, notifySuccess } from "../../lib/notify.ts";
import { type SectionSummaryRow, useDeleteSection, useSectionUsage } from "./content-queries.ts";

interface DeleteEntryDialogProps {
  entry: SectionSummaryRow | undefined;
  onClose: () => void;
}

/** Confirms a deletion, naming what links to the entry (from the server's where-used lookup). */
export function DeleteEntryDialog({ entry, onClose }: DeleteEntryDialogProps) {
  const section = entry?.section ?? "";
  const usage = useSectionUsage(section, entry !== undefined);
  const remove = useDeleteSection();
  const kind = (sectionDefinition(section)?.label ?? "section").toLowerCase();

  const confirm = () => {
    if (!entry) return;
    remove.mutate(
      { section, expectedVersion: entry.version },
      {
        onSuccess: () => {
          notifySuccess(entryMessages.deleted(entry.title));
          onClose();
        },
        onError: (error) => {
          // 409 (changed meanwhile, or needed by the layout) and 404 are shown in the dialog.
          if (isApiError(error, 409) || isApiError(error, 404)) return;
          notifyFailure("Delete failed", error, entryMessages.actionFailed("delete it"));
        },
      },
    );
  };

  const refusal =
    remove.error && (isApiError(remove.error, 409) || isApiError(remove.error, 404))
      ? errorDescription(remove.error, entryMessages.actionFailed("delete it"))
      : undefined;

  return (
    <Dialog
      open={entry !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
    >
      <DialogContent role="alertdialog" className="max-w-lg">
        <DialogTitle>Delete {entry ? entry.title : ""}?</DialogTitle>
        <DialogDescription>{entryMessages.deleteWarning}</DialogDescription>
        <div aria-live="polite">
          {usage.isPending ? (
            <Skeleton className="h-10" aria-label="Looking up what links to it" />
          ) : usage.isError ? (
            <p className="text-sm text-cta-700">
              {errorDescription(usage.error, "Could not look up what links to it.")}
            </p>
          ) : (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {entryMessages.usedBy(
                kind,
                usage.data.sections.map((s) => s.label),
                usage.data.pages,
              )}
            </p>
          )}
        </div>
        {refusal ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <Trash2Icon aria-hidden />
            )}
            Delete {entry ? entry.title : ""}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
