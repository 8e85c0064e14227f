import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@app/ui/components/dialog";
import type { ReactNode } from "react";
import { DialogActions } from "./dialog-actions.tsx";

/**
 * "Are you sure?" before an action that cannot be taken back: the trigger opens it, and the
 * action's button runs `onConfirm`. The caller holds `open`, so it closes when the action is
 * done, not on the click.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  icon,
  action,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  icon: ReactNode;
  /** The action button's label. */
  action: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-8 wrap-anywhere">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <DialogActions icon={icon} pending={pending} variant="destructive" onClick={onConfirm}>
          {action}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
