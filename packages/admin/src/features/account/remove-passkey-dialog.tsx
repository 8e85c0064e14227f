import { Button } from "@app/ui/components/button";
import { toast } from "@app/ui/lib/toast-store";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { ConfirmItsYouDialog, useStepUp } from "../../components/confirm-its-you.tsx";
import { notifyFailure } from "../../lib/notify.ts";
import { type PasskeyRow, useRemovePasskey } from "./account-queries.ts";

/**
 * Remove, after a confirmation: the passkey stops working here (the device keeps its copy).
 * An old sign-in confirms it's you first.
 */
export function RemovePasskeyDialog({ passkey }: { passkey: PasskeyRow }) {
  const [open, setOpen] = useState(false);
  const remove = useRemovePasskey();
  const stepUp = useStepUp((proof) => remove.mutateAsync({ id: passkey.id, proof }), {
    onSuccess: () => {
      setOpen(false);
      toast({ title: "Passkey removed", description: `“${passkey.name}”`, variant: "success" });
    },
    onError: (error) => {
      setOpen(false);
      notifyFailure("Could not remove the passkey", error, "Please try again.");
    },
    onCancel: () => setOpen(false),
  });
  const icon = <Trash2Icon aria-hidden />;
  return (
    <>
      <ConfirmDialog
        open={open && !stepUp.dialog.open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" size="sm" className="shrink-0">
            <Trash2Icon aria-hidden />
            Remove
            <span className="sr-only"> ({passkey.name})</span>
          </Button>
        }
        title={`Remove “${passkey.name}”?`}
        description="It will no longer sign you in. The device keeps its copy until you delete it there, but this site will not accept it."
        icon={icon}
        action="Remove passkey"
        pending={remove.isPending}
        onConfirm={stepUp.start}
      />
      <ConfirmItsYouDialog
        {...stepUp.dialog}
        what={`Removing “${passkey.name}”`}
        action="Remove passkey"
        icon={icon}
      />
    </>
  );
}
