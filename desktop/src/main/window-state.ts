/** The window's size and place, remembered between runs; checked against the screens there are now. */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rect;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 860 } as const;
export const MIN_SIZE = { width: 960, height: 640 } as const;

export function parseWindowState(value: unknown): WindowState | null {
  if (!value || typeof value !== "object") return null;
  const { bounds, maximized } = value as { bounds?: Partial<Rect>; maximized?: unknown };
  if (!bounds || typeof bounds !== "object") return null;
  const numbers = [bounds.x, bounds.y, bounds.width, bounds.height];
  if (!numbers.every((n) => typeof n === "number" && Number.isFinite(n))) return null;
  return {
    bounds: {
      x: Math.round(bounds.x!),
      y: Math.round(bounds.y!),
      width: Math.round(bounds.width!),
      height: Math.round(bounds.height!),
    },
    maximized: maximized === true,
  };
}

const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * The bounds to open with: the saved ones when enough of the window (a quarter of it, and its
 * title bar region) lies on a screen that exists now; otherwise a default size centred on the
 * primary screen. Sizes are kept between the minimum and the screen.
 */
export function restoreBounds(
  saved: WindowState | null,
  workAreas: readonly Rect[],
): { bounds: Partial<Rect> & { width: number; height: number }; maximized: boolean } {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_SIZE };
  const fit = (size: number, min: number, max: number) =>
    Math.max(Math.min(size, max), Math.min(min, max));
  if (saved) {
    const area = workAreas.find((candidate) => {
      const titleBar = { ...saved.bounds, height: Math.min(48, saved.bounds.height) };
      return (
        overlap(saved.bounds, candidate) >= (saved.bounds.width * saved.bounds.height) / 4 &&
        overlap(titleBar, candidate) > 0
      );
    });
    if (area) {
      return {
        bounds: {
          x: saved.bounds.x,
          y: saved.bounds.y,
          width: fit(saved.bounds.width, MIN_SIZE.width, area.width),
          height: fit(saved.bounds.height, MIN_SIZE.height, area.height),
        },
        maximized: saved.maximized,
      };
    }
  }
  const width = fit(DEFAULT_SIZE.width, MIN_SIZE.width, primary.width);
  const height = fit(DEFAULT_SIZE.height, MIN_SIZE.height, primary.height);
  return {
    bounds: {
      x: Math.round(primary.x + (primary.width - width) / 2),
      y: Math.round(primary.y + (primary.height - height) / 2),
      width,
      height,
    },
    maximized: saved?.maximized ?? false,
  };
}
