import { Button } from "@app/ui/components/button";
import { errorId } from "@app/ui/components/form-field";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";

interface ItemActionsProps {
  /** How the item is read out: "Standard 3". */
  label: string;
  index: number;
  count: number;
  /** Ids of the buttons, so focus can follow an item that moved. */
  idBase: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** Move up, move down and remove for one entry of a list. */
export function ItemActions({ label, index, count, idBase, onMove, onRemove }: ItemActionsProps) {
  return (
    <div className="flex shrink-0 items-center">
      <Button
        id={`${idBase}-up`}
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpIcon aria-hidden />
      </Button>
      <Button
        id={`${idBase}-down`}
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownIcon aria-hidden />
      </Button>
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

/** The button that keeps focus after a move: the same direction, unless that end is reached. */
export const afterMoveFocus = (
  idOf: (index: number) => string,
  from: number,
  to: number,
  count: number,
) => {
  const direction = to < from ? "up" : "down";
  const atEnd = direction === "up" ? to === 0 : to === count - 1;
  return `${idOf(to)}-${atEnd ? (direction === "up" ? "down" : "up") : direction}`;
};

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
