#!/usr/bin/env node
// Draws the app icon in code (a stack of photos on the brand blue) and writes the PNGs
// electron-builder reads: build/icon.png (1024 px, from which it makes the .icns and .ico)
// and build/icons/<n>x<n>.png for Linux. Run by `pnpm desktop:dist`; nothing is downloaded.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { encodePng } from "./png.mjs";

const hex = (value) => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
const BRAND_TOP = hex("#1d4673");
const BRAND_BOTTOM = hex("#0b2545");
const SKY = hex("#ccfbf1");
const HILL_BACK = hex("#14b8a6");
const HILL_FRONT = hex("#0f766e");
const SUN = hex("#fbbf24");
const WHITE = [255, 255, 255];

/** Is (x, y) inside a rectangle centred at (cx, cy), half-size (hx, hy), corner radius r, turned by angle? */
function inRoundRect(x, y, cx, cy, hx, hy, r, angle = 0) {
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const dx = (x - cx) * cos - (y - cy) * sin;
  const dy = (x - cx) * sin + (y - cy) * cos;
  const qx = Math.abs(dx) - (hx - r);
  const qy = Math.abs(dy) - (hy - r);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) <= r;
}

function inTriangle(x, y, [ax, ay], [bx, by], [cx, cy]) {
  const side = (px, py, qx, qy) => (x - qx) * (py - qy) - (px - qx) * (y - qy);
  const d1 = side(ax, ay, bx, by);
  const d2 = side(bx, by, cx, cy);
  const d3 = side(cx, cy, ax, ay);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

/** The colour (r, g, b, a 0..1) at a point of the unit square. */
export function sample(x, y) {
  if (!inRoundRect(x, y, 0.5, 0.5, 0.46, 0.46, 0.2)) return [0, 0, 0, 0];
  let r = BRAND_TOP[0] + (BRAND_BOTTOM[0] - BRAND_TOP[0]) * y;
  let g = BRAND_TOP[1] + (BRAND_BOTTOM[1] - BRAND_TOP[1]) * y;
  let b = BRAND_TOP[2] + (BRAND_BOTTOM[2] - BRAND_TOP[2]) * y;
  const paint = (rgb, a = 1) => {
    r = r * (1 - a) + rgb[0] * a;
    g = g * (1 - a) + rgb[1] * a;
    b = b * (1 - a) + rgb[2] * a;
  };
  // The photo behind, tilted.
  if (inRoundRect(x, y, 0.45, 0.45, 0.25, 0.19, 0.03, -0.14)) paint(WHITE, 0.35);
  // The photo in front: a white frame around a small landscape.
  if (inRoundRect(x, y, 0.55, 0.56, 0.26, 0.2, 0.03)) {
    paint(WHITE);
    if (inRoundRect(x, y, 0.55, 0.56, 0.23, 0.17, 0.01)) {
      paint(SKY);
      if (Math.hypot(x - 0.66, y - 0.47) < 0.05) paint(SUN);
      if (inTriangle(x, y, [0.33, 0.73], [0.47, 0.5], [0.61, 0.73])) paint(HILL_BACK);
      if (inTriangle(x, y, [0.45, 0.73], [0.61, 0.55], [0.78, 0.73])) paint(HILL_FRONT);
    }
  }
  return [r, g, b, 1];
}

/** Renders the icon at `size` pixels, several samples per pixel for smooth edges. */
export function renderIcon(size) {
  const rgba = new Uint8Array(size * size * 4);
  const grid = size >= 256 ? 2 : 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < grid; sy++) {
        for (let sx = 0; sx < grid; sx++) {
          const [cr, cg, cb, ca] = sample(
            (px + (sx + 0.5) / grid) / size,
            (py + (sy + 0.5) / grid) / size,
          );
          r += cr * ca;
          g += cg * ca;
          b += cb * ca;
          a += ca;
        }
      }
      const at = (py * size + px) * 4;
      rgba[at] = a > 0 ? Math.round(r / a) : 0;
      rgba[at + 1] = a > 0 ? Math.round(g / a) : 0;
      rgba[at + 2] = a > 0 ? Math.round(b / a) : 0;
      rgba[at + 3] = Math.round((a / (grid * grid)) * 255);
    }
  }
  return encodePng(size, size, rgba);
}

export const LINUX_SIZES = [16, 32, 48, 64, 128, 256, 512];

export function writeIcons(buildDir) {
  mkdirSync(join(buildDir, "icons"), { recursive: true });
  const written = [join(buildDir, "icon.png")];
  writeFileSync(written[0], renderIcon(1024));
  for (const size of LINUX_SIZES) {
    const file = join(buildDir, "icons", `${size}x${size}.png`);
    writeFileSync(file, renderIcon(size));
    written.push(file);
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = join(dirname(fileURLToPath(import.meta.url)), "..", "build");
  const written = writeIcons(buildDir);
  console.info(`icons: wrote ${written.length} files to ${buildDir}`);
}
