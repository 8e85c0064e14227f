import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@app/ui/components/dialog";
import { Trash2Icon } from "lucide-react";
import { useAdminContext } from "../admin-context.tsx";
import { useDiscardRequest } from "../lib/navigation.ts";

/**
 * "Discard your changes to GOTS?": asked before unsaved changes are dropped, by Cancel in the
 * editor or by leaving its screen (another area, a link, Back). Keep editing is the default.
 */
export function DiscardChangesDialog() {
  const { discardStore } = useAdminContext();
  const request = useDiscardRequest();
  const close = () => discardStore.set(null);
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-8 wrap-anywhere">
          Discard your changes to {request?.name}?
        </DialogTitle>
        <DialogDescription>
          What you changed since you opened it has not been saved, and will be lost.
        </DialogDescription>
        {/* Keep editing comes first, so it has the focus: Enter loses nothing. */}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Keep editing
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              close();
              request?.onDiscard();
            }}
          >
            <Trash2Icon aria-hidden />
            Discard
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
