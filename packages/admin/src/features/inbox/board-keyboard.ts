import { KeyboardCode, type KeyboardCoordinateGetter, type UniqueIdentifier } from "@dnd-kit/core";

interface PlacedColumn {
  id: UniqueIdentifier;
  left: number;
}

/** The column beside the current one, to the right (1) or the left (-1), as they stand on screen. */
export function columnBeside(
  columns: readonly PlacedColumn[],
  current: UniqueIdentifier | undefined,
  direction: 1 | -1,
): UniqueIdentifier | undefined {
  const ordered = [...columns].sort((a, b) => a.left - b.left);
  const index = ordered.findIndex((column) => column.id === current);
  if (index < 0) return undefined;
  return ordered[index + direction]?.id;
}

const DIRECTIONS: Partial<Record<string, 1 | -1>> = {
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Left]: -1,
};

/**
 * The keyboard's drag on the board: Right and Left carry the card to the middle of the next
 * column, whatever its width; Up and Down do nothing (a column has no order to choose).
 * The card stays at its height, within the column, so it is over that column and no other.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = DIRECTIONS[event.code];
  if (direction === undefined) return undefined;
  event.preventDefault();
  const { active, over, droppableRects, droppableContainers, collisionRect } = context;
  if (!collisionRect) return undefined;
  const columns = droppableContainers.getEnabled().flatMap((container) => {
    const rect = droppableRects.get(container.id);
    return rect ? [{ id: container.id, left: rect.left }] : [];
  });
  const current = over?.id ?? active?.data.current?.stage;
  const target = columnBeside(columns, current, direction);
  const rect = target === undefined ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  const bottom = rect.top + Math.max(0, rect.height - collisionRect.height);
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: Math.min(Math.max(collisionRect.top, rect.top), bottom),
  };
};
