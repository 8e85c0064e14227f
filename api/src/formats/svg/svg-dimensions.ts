/** CSS pixels per unit for the absolute units an SVG root may use (CSS Values 4). */
const PIXELS_PER_UNIT: Record<string, number> = {
  "": 1,
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  pt: 96 / 72,
  pc: 16,
};

const LENGTH = /^\s*\+?((?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i;

/** An absolute length in pixels; null for relative units (%, em) and anything unparseable. */
export function parseSvgLength(value: string | undefined): number | null {
  const match = value === undefined ? null : LENGTH.exec(value);
  if (!match) return null;
  const factor = PIXELS_PER_UNIT[match[2]!.toLowerCase()];
  if (factor === undefined) return null;
  const pixels = Number(match[1]) * factor;
  return pixels > 0 ? pixels : null;
}

function parseViewBox(value: string | undefined): { width: number; height: number } | null {
  if (value === undefined) return null;
  const parts = value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [, , width, height] = parts as [number, number, number, number];
  return width > 0 && height > 0 ? { width, height } : null;
}

export interface SvgRootSize {
  width?: string;
  height?: string;
  viewBox?: string;
}

/**
 * The size a browser gives the SVG when nothing else sizes it: width/height in absolute units,
 * a missing one derived from the viewBox's aspect ratio, else the viewBox itself.
 */
export function svgPixelSize(root: SvgRootSize): { width: number | null; height: number | null } {
  const box = parseViewBox(root.viewBox);
  let width = parseSvgLength(root.width);
  let height = parseSvgLength(root.height);
  if (box) {
    if (width === null && height !== null) width = (height * box.width) / box.height;
    else if (height === null && width !== null) height = (width * box.height) / box.width;
    else if (width === null && height === null) ({ width, height } = box);
  }
  const round = (n: number | null) => (n === null ? null : Math.max(1, Math.round(n)));
  return { width: round(width), height: round(height) };
}
