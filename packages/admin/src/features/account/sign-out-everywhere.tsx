import { Button } from "@app/ui/components/button";
import { LogOutIcon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useSignOut } from "../../lib/sign-out.ts";

/** "Sign out of all devices": every session of the account ends, this one too. */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut({ everywhere: true });
  return (
    <div className="flex flex-col items-start gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        Lost a device, or leaving a shared computer? End every session, this one included.
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" className="shrink-0">
            <LogOutIcon aria-hidden />
            Sign out of all devices
          </Button>
        }
        title="Sign out of all devices?"
        description="Every browser and app signed in to this account, this one included, will have to sign in again."
        icon={<LogOutIcon aria-hidden />}
        action="Sign out of all devices"
        pending={signOut.isPending}
        onConfirm={() => signOut.mutate()}
      />
    </div>
  );
}
