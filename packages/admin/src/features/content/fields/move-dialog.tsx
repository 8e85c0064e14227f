import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@app/ui/components/dialog";
import { Label } from "@app/ui/components/label";
import { NativeSelect } from "@app/ui/components/native-select";
import { ArrowDownToLineIcon, ArrowUpDownIcon, ArrowUpToLineIcon } from "lucide-react";
import { useState } from "react";

interface MoveDialogProps {
  /** The trigger's id: focus comes back to it after a move (`afterMoveFocus`). */
  id: string;
  /** "Standard 3", as the other buttons of the entry say. */
  label: string;
  /** "Standard GOTS", as the dialog names it. */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** Moves one entry to the top, the bottom or a chosen place in a single step. */
export function MoveDialog({ id, label, name, index, count, onMove }: MoveDialogProps) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState(index);
  const moveTo = (to: number) => {
    setOpen(false);
    if (to !== index) onMove(index, to);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setPlace(index);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Move ${label}`}
          disabled={count < 2}
        >
          <ArrowUpDownIcon aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-sm"
        // The moved entry's own button takes focus (the caller's focusSoon), not the old place.
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <DialogTitle>Move {name}</DialogTitle>
        <DialogDescription>
          Now at position {index + 1} of {count}.
        </DialogDescription>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={index === 0} onClick={() => moveTo(0)}>
            <ArrowUpToLineIcon aria-hidden />
            Move to top
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={index === count - 1}
            onClick={() => moveTo(count - 1)}
          >
            <ArrowDownToLineIcon aria-hidden />
            Move to bottom
          </Button>
        </div>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            // The section's form must not see this submit.
            event.stopPropagation();
            moveTo(place);
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-place`}>Position</Label>
            <NativeSelect
              id={`${id}-place`}
              value={place}
              onChange={(event) => setPlace(Number(event.target.value))}
            >
              {Array.from({ length: count }, (_, at) => (
                <option key={at} value={at}>
                  {at + 1}
                  {at === index ? " (now)" : ""}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={place === index}>
            Move to position
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
