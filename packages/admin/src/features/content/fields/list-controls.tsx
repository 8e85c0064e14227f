import { Button } from "@app/ui/components/button";
import { errorId } from "@app/ui/components/form-field";
import { GripVerticalIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { MoveDialog } from "./move-dialog.tsx";
import type { DragHandleProps } from "./sortable-list.tsx";

interface ItemActionsProps {
  /** How the item's buttons name it: "Standard 3". */
  label: string;
  /** How a move names it: "Standard GOTS". */
  name: string;
  index: number;
  count: number;
  /** Ids of the buttons, so focus can follow an item that moved. */
  idBase: string;
  handle: DragHandleProps;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** Drag handle, a move to any place and remove, for one entry of a list. */
export function ItemActions({
  label,
  name,
  index,
  count,
  idBase,
  handle,
  onMove,
  onRemove,
}: ItemActionsProps) {
  return (
    <div className="flex shrink-0 items-center">
      <button
        type="button"
        {...handle}
        aria-label={`Drag ${label}`}
        // Only the handle keeps touches to itself: a finger here drags, anywhere else it scrolls.
        className="flex size-9 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500 active:cursor-grabbing"
      >
        <GripVerticalIcon className="size-4" aria-hidden />
      </button>
      <MoveDialog
        id={moveButtonId(idBase)}
        label={label}
        name={name}
        index={index}
        count={count}
        onMove={onMove}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9 text-cta-700 hover:bg-cta-50"
        aria-label={`Remove ${label}`}
        onClick={() => onRemove(index)}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  );
}

const moveButtonId = (idBase: string) => `${idBase}-move`;

/** The button that keeps focus after a move: the moved entry's own "Move" button. */
export const afterMoveFocus = (idOf: (index: number) => string, to: number) =>
  moveButtonId(idOf(to));

/** A list's "Add …" button and the message for the list as a whole. */
export function ListFooter({
  listId,
  itemLabel,
  canAdd,
  onAdd,
  error,
}: {
  listId: string;
  itemLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  error: string | undefined;
}) {
  return (
    <>
      <div>
        <Button
          id={`${listId}-add`}
          type="button"
          variant="outline"
          size="sm"
          disabled={!canAdd}
          onClick={onAdd}
        >
          <PlusIcon aria-hidden />
          Add {itemLabel.toLowerCase()}
        </Button>
      </div>
      {error ? (
        <p id={errorId(listId)} role="alert" className="text-sm font-medium text-cta-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
