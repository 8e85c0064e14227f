import { STAGE_NAMES, STAGES, type Stage } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { ChevronDownIcon } from "lucide-react";
import { type KeyboardEvent, type RefObject, useId, useState } from "react";

/**
 * "Move to…": a button that shows the other stages as buttons, one press each; moving never
 * needs a mouse or a drag. Escape closes it and gives the focus back to "Move to…". (Not a
 * select: Chrome on Windows changes a closed select's value on every arrow key, which would
 * move the lead at each key press.)
 */
export function MoveLeadMenu({
  name,
  stage,
  onMove,
  toggleRef,
}: {
  /** The client's name, read out with each choice: "Move Dara Chan to Quoted". */
  name: string;
  stage: Stage;
  onMove: (stage: Stage) => void;
  /** "Move to…" itself, which the card focuses after a move. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    // Only the choices close, not the lead's dialog or anything around the board.
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <div className="relative z-10 flex flex-col gap-2">
      <Button
        ref={toggleRef}
        type="button"
        size="sm"
        variant="outline"
        className="self-start"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={closeOnEscape}
      >
        Move to…
        <span className="sr-only"> (for {name})</span>
        <ChevronDownIcon aria-hidden className={open ? "rotate-180" : undefined} />
      </Button>
      {open ? (
        <ul id={listId} className="flex flex-wrap gap-1.5">
          {STAGES.filter((other) => other !== stage).map((other) => (
            <li key={other}>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="border border-slate-200 bg-white"
                onKeyDown={closeOnEscape}
                onClick={() => {
                  setOpen(false);
                  onMove(other);
                }}
              >
                <span className="sr-only">Move {name} to </span>
                {STAGE_NAMES[other]}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
