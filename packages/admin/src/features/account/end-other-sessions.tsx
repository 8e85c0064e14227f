import { Button } from "@app/ui/components/button";
import { toast } from "@app/ui/lib/toast-store";
import { LogOutIcon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { ConfirmItsYouDialog, useStepUp } from "../../components/confirm-its-you.tsx";
import { pluralize } from "../../lib/format.ts";
import { notifyFailure } from "../../lib/notify.ts";
import { useEndOtherSessions } from "./account-queries.ts";

/**
 * "Sign out everywhere else": every session but this one ends, after a confirmation (and, for
 * an old sign-in, "confirm it's you").
 */
export function EndOtherSessions({ others }: { others: number }) {
  const [open, setOpen] = useState(false);
  const endOthers = useEndOtherSessions();

  const stepUp = useStepUp(endOthers.mutateAsync, {
    onSuccess: ({ ended }) => {
      setOpen(false);
      toast({
        title: "Signed out everywhere else",
        description: `${pluralize(ended, "session")} ended. This device stays signed in.`,
        variant: "success",
      });
    },
    onError: (error) =>
      notifyFailure("Could not sign out the other devices", error, "Please try again."),
    onCancel: () => setOpen(false),
  });
  const icon = <LogOutIcon aria-hidden />;

  return (
    <div className="flex flex-col items-start gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        {others === 0
          ? "No other device is signed in."
          : "Don't recognise a device, or lost one? End every session but this one."}
      </p>
      <ConfirmDialog
        open={open && !stepUp.dialog.open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" className="shrink-0" disabled={others === 0}>
            <LogOutIcon aria-hidden />
            Sign out everywhere else
          </Button>
        }
        title="Sign out everywhere else?"
        description={`${
          others === 1
            ? "The other signed-in device will have to sign in again."
            : `The ${others} other signed-in devices will have to sign in again.`
        } This device stays signed in.`}
        icon={icon}
        action="Sign out everywhere else"
        pending={endOthers.isPending}
        onConfirm={stepUp.start}
      />
      <ConfirmItsYouDialog
        {...stepUp.dialog}
        what="Signing out every other device"
        action="Sign out everywhere else"
        icon={icon}
      />
    </div>
  );
}
