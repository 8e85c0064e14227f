import { fileMessages, type Usage } from "@app/contract";
import { Alert } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@app/ui/components/dialog";
import { CircleAlertIcon, Loader2Icon, Trash2Icon } from "lucide-react";
import { errorDescription } from "../../lib/api-error.ts";
import { notifyFailure, notifySuccess } from "../../lib/notify.ts";
import {
  type StoredFileKeys,
  type StoredFileRef,
  useDeleteFile,
  useFileUsage,
} from "../../lib/stored-file-queries.ts";
import { isUsed, refusalUsage } from "../../lib/stored-file-usage.ts";
import { DialogActions } from "../dialog-actions.tsx";
import { UsageList } from "./usage-list.tsx";

function Refusal({ name, usage, reason }: { name: string; usage: Usage; reason?: string }) {
  return (
    <>
      <DialogTitle className="pr-8">{name} is in use</DialogTitle>
      <Alert variant="warning" role="alert">
        <CircleAlertIcon aria-hidden />
        <DialogDescription className="text-amber-950">
          {reason ?? fileMessages.deleteRefused(name)}
        </DialogDescription>
      </Alert>
      <UsageList usage={usage} />
      <div className="flex justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Close
          </Button>
        </DialogClose>
      </div>
    </>
  );
}

/**
 * Deleting an image or a PDF. A file the site uses is refused with the places that use it:
 * at once when the admin already knows, or from the server's 409 when a save elsewhere just
 * started using it. Anything else is deleted after a confirmation.
 */
export function DeleteFileDialog({
  keys,
  file,
  open,
  onOpenChange,
}: {
  keys: StoredFileKeys;
  file: StoredFileRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const usage = useFileUsage(keys, file.id);
  const remove = useDeleteFile(keys);
  const refusedWith = refusalUsage(remove.error);
  const knownUsage = refusedWith ?? (usage.data && isUsed(usage.data) ? usage.data : undefined);

  const onDelete = () =>
    remove.mutate(file.id, {
      onSuccess: () => {
        notifySuccess(fileMessages.deleted(file.name));
        onOpenChange(false);
      },
      onError: (error) => {
        if (refusalUsage(error)) return;
        notifyFailure(
          fileMessages.deleteFailure.title,
          error,
          fileMessages.deleteFailure.description,
        );
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {knownUsage ? (
          <Refusal
            name={file.name}
            usage={knownUsage}
            reason={refusedWith ? errorDescription(remove.error, "") : undefined}
          />
        ) : (
          <>
            <DialogTitle className="pr-8">Delete {file.name}?</DialogTitle>
            <DialogDescription>
              <span className="font-mono text-slate-800">{file.filepath}</span> stops working and
              every earlier version of it is deleted too. This cannot be undone.
            </DialogDescription>
            {usage.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                <Loader2Icon className="size-4 animate-spin" aria-hidden />
                {fileMessages.usageLoading}
              </p>
            ) : usage.isError ? (
              <p role="alert" className="text-sm text-cta-700">
                {fileMessages.usageLoadFailed}
              </p>
            ) : null}
            <DialogActions
              icon={<Trash2Icon aria-hidden />}
              pending={remove.isPending}
              disabled={usage.isPending}
              variant="destructive"
              onClick={onDelete}
            >
              Delete<span className="sr-only"> {file.name}</span>
            </DialogActions>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
