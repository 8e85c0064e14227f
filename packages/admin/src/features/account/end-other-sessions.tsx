import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@app/ui/components/dialog";
import { toast } from "@app/ui/lib/toast-store";
import { LogOutIcon } from "lucide-react";
import { useState } from "react";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { pluralize } from "../../lib/format.ts";
import { notifyFailure } from "../../lib/notify.ts";
import { useEndOtherSessions } from "./account-queries.ts";

/** "Sign out everywhere else": every session but this one ends, after a confirmation. */
export function EndOtherSessions({ others }: { others: number }) {
  const [open, setOpen] = useState(false);
  const endOthers = useEndOtherSessions();

  const confirm = () =>
    endOthers.mutate(undefined, {
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
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <div className="flex flex-col items-start gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {others === 0
            ? "No other device is signed in."
            : "Don't recognise a device, or lost one? End every session but this one."}
        </p>
        <DialogTrigger asChild>
          <Button variant="outline" className="shrink-0" disabled={others === 0}>
            <LogOutIcon aria-hidden />
            Sign out everywhere else
          </Button>
        </DialogTrigger>
      </div>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-8">Sign out everywhere else?</DialogTitle>
        <DialogDescription>
          {others === 1
            ? "The other signed-in device will have to sign in again."
            : `The ${others} other signed-in devices will have to sign in again.`}{" "}
          This device stays signed in.
        </DialogDescription>
        <DialogActions
          icon={<LogOutIcon aria-hidden />}
          pending={endOthers.isPending}
          variant="destructive"
          onClick={confirm}
        >
          Sign out everywhere else
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
