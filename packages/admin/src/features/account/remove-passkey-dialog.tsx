import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@app/ui/components/dialog";
import { toast } from "@app/ui/lib/toast-store";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { notifyFailure } from "../../lib/notify.ts";
import { type PasskeyRow, useRemovePasskey } from "./account-queries.ts";

/** Remove, after a confirmation: the passkey stops working here (the device keeps its copy). */
export function RemovePasskeyDialog({ passkey }: { passkey: PasskeyRow }) {
  const [open, setOpen] = useState(false);
  const remove = useRemovePasskey();
  const confirm = () =>
    remove.mutate(passkey.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Passkey removed", description: `“${passkey.name}”`, variant: "success" });
      },
      onError: (error) => {
        setOpen(false);
        notifyFailure("Could not remove the passkey", error, "Please try again.");
      },
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="shrink-0">
          <Trash2Icon aria-hidden />
          Remove
          <span className="sr-only"> ({passkey.name})</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-8 wrap-anywhere">Remove “{passkey.name}”?</DialogTitle>
        <DialogDescription>
          It will no longer sign you in. The device keeps its copy until you delete it there, but
          this site will not accept it.
        </DialogDescription>
        <DialogActions
          icon={<Trash2Icon aria-hidden />}
          pending={remove.isPending}
          variant="destructive"
          onClick={confirm}
        >
          Remove passkey
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
