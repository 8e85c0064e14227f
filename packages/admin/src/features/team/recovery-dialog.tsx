import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@app/ui/components/dialog";
import { KeyRoundIcon } from "lucide-react";
import { useId, useState } from "react";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { RefusalAlert } from "../../components/refusal-alert.tsx";
import { LinkToGive } from "./link-to-give.tsx";
import { type TeamRow, useRecovery } from "./team-queries.ts";

/**
 * For a person who forgot their password, or lost the phone or key they sign in with: a link to
 * choose a new password (they are signed out everywhere now), their second factor turned off
 * when the owner says so.
 */
export function RecoveryDialog({ row }: { row: TeamRow }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [resetSecondFactor, setResetSecondFactor] = useState(false);
  const recovery = useRecovery();
  const who = row.name || row.email;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setResetSecondFactor(false);
      recovery.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <KeyRoundIcon aria-hidden />
          Recover sign-in
          <span className="sr-only"> for {who}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogTitle>
          {recovery.data ? "Recovery link ready" : `Recover ${who}'s sign-in`}
        </DialogTitle>
        <DialogDescription>
          {recovery.data
            ? "Give them this link. It opens a page where they choose a new password."
            : "They get a link to choose a new password. They are signed out everywhere now, and their old password stops working once they use the link."}
        </DialogDescription>
        {recovery.data ? (
          <LinkToGive
            intro={
              <>
                Recovery link for <strong>{row.email}</strong>. It works once.
              </>
            }
            label="Recovery link"
            link={recovery.data.link}
            email={row.email}
            emailed={recovery.data.emailed}
          />
        ) : (
          <form
            noValidate
            aria-label="Recover sign-in"
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              recovery.mutate({ id: row.id, request: { resetSecondFactor } });
            }}
          >
            <label htmlFor={`${id}-second`} className="flex items-start gap-3 text-sm">
              <input
                id={`${id}-second`}
                type="checkbox"
                className="mt-1 accent-brand-700"
                checked={resetSecondFactor}
                onChange={(event) => setResetSecondFactor(event.target.checked)}
              />
              <span>
                They also lost the phone or security key they sign in with: turn off their two-step
                sign-in and remove their passkeys now (they can set them up again).
              </span>
            </label>
            {recovery.isError ? (
              <RefusalAlert
                error={recovery.error}
                fallback={"The recovery link could not be made."}
              />
            ) : null}
            <DialogActions icon={<KeyRoundIcon aria-hidden />} pending={recovery.isPending}>
              Make recovery link
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
