import { Button } from "@app/ui/components/button";
import { DialogClose } from "@app/ui/components/dialog";
import { Loader2Icon } from "lucide-react";
import type { ReactNode } from "react";

interface DialogActionsProps {
  /** The action's label (say what is happening while it runs). */
  children: ReactNode;
  /** The action's icon; a spinner takes its place while the action runs. */
  icon: ReactNode;
  pending: boolean;
  disabled?: boolean;
  variant?: "primary" | "destructive";
  /** Runs the action; without it the button submits the dialog's form. */
  onClick?: () => void;
  cancelLabel?: string;
}

/**
 * A dialog's footer: Cancel and the one action, side by side, or stacked on a phone with the
 * action on top.
 */
export function DialogActions({
  children,
  icon,
  pending,
  disabled,
  variant = "primary",
  onClick,
  cancelLabel = "Cancel",
}: DialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type={onClick ? "button" : "submit"}
        variant={variant}
        disabled={pending || disabled}
        onClick={onClick}
      >
        {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : icon}
        {children}
      </Button>
    </div>
  );
}
