import { cn } from "@app/ui/lib/cn";
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { movedText } from "./list-moves.ts";

/** A list moves up and down only: a sideways wobble would shift the page under the finger. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** A finger or mouse must travel this far on the handle before a drag starts. */
const DRAG_DISTANCE_PX = 6;

interface SortableListProps {
  ids: string[];
  /** How the entry with this id is read out ("Standard GOTS"). */
  nameOf: (id: UniqueIdentifier) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/**
 * Entries moved by dragging their handle, with a mouse, a finger or the keyboard (space to
 * pick up, arrows, space to drop), read out in the owner's words.
 */
export function SortableList({ ids, nameOf, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, position ${position(active.id) + 1} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over position ${position(over.id) + 1} of ${ids.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      movedText(nameOf(active.id), position(over?.id ?? active.id), ids.length),
    onDragCancel: ({ active }) =>
      `Move cancelled. ${nameOf(active.id)} stays at position ${position(active.id) + 1}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = position(active.id);
    const to = position(over?.id);
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To move this entry, press space or enter, then the up and down arrows, and space or enter again to drop it. Escape puts it back.",
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2">{children}</ol>
      </SortableContext>
    </DndContext>
  );
}

/** What a drag handle spreads on its button. */
export type DragHandleProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref: (element: HTMLElement | null) => void;
};

/** One entry of a `SortableList`; the handle's props go to the entry's drag button. */
export function SortableItem({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: (handle: DragHandleProps) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      // Translate only: scaling to the neighbour's height is what makes a list jump.
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(className, isDragging && "relative z-10 shadow-lg ring-2 ring-accent-500/60")}
    >
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </li>
  );
}
