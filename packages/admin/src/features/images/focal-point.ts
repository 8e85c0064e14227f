/** The point of a picture that stays in view when a page crops it, 0..1 from the left and top. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** How far one arrow key press moves the point; with Shift, five times as far. */
export const FOCAL_STEP = 0.02;
const LARGE_STEP = FOCAL_STEP * 5;

// Four decimals: repeated key presses must not drift into 0.30000000000000004.
const clampUnit = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;

/** The point under the pointer, in the box the picture fills on screen. */
export function focalPointAt(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return {
    x: clampUnit((clientX - box.left) / box.width),
    y: clampUnit((clientY - box.top) / box.height),
  };
}

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The point after an arrow key, or null for any other key (which the picker leaves alone). */
export function focalPointAfterKey(
  point: FocalPoint,
  key: string,
  large = false,
): FocalPoint | null {
  const move = MOVES[key];
  if (!move) return null;
  const step = large ? LARGE_STEP : FOCAL_STEP;
  return { x: clampUnit(point.x + move[0] * step), y: clampUnit(point.y + move[1] * step) };
}

const percent = (value: number) => Math.round(value * 100);

/** What a screen reader says of the point: "Focal point 30% from left, 70% from top". */
export const describeFocalPoint = (point: FocalPoint) =>
  `Focal point ${percent(point.x)}% from left, ${percent(point.y)}% from top`;
