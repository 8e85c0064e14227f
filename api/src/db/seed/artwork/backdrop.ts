import { palette } from "./palette.ts";
import { n } from "./seeded-random.ts";

export interface BackdropPlan {
  /** Unique per illustration: gradient and pattern ids must not collide when inlined together. */
  id: string;
  width: number;
  height: number;
  from: string;
  to: string;
  /** Where the subject sits; the glow and rings centre on it. */
  focus: { x: number; y: number; radius: number };
  random: () => number;
}

/** A woven texture: the company works mostly with textiles. */
function weavePattern(id: string): string {
  return `<pattern id="w${id}" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
    <path d="M0 4.5h18M0 13.5h18" stroke="${palette.white}" stroke-opacity=".05" stroke-width="3"/>
    <path d="M4.5 0v9M13.5 9v9" stroke="${palette.white}" stroke-opacity=".07" stroke-width="3"/>
  </pattern>`;
}

/** Loose threads drawn across the picture, one of them in the brand red. */
function threads({ width, height, random }: BackdropPlan): string {
  return Array.from({ length: 4 }, (_, i) => {
    const y0 = height * (0.2 + random() * 0.6);
    const y1 = height * (0.1 + random() * 0.8);
    const c1 = height * random();
    const c2 = height * random();
    const accent = i === 3;
    return `<path d="M${-20} ${n(y0)} C ${n(width * 0.35)} ${n(c1)} ${n(width * 0.65)} ${n(c2)} ${width + 20} ${n(y1)}" fill="none" stroke="${accent ? palette.red : palette.tealLight}" stroke-opacity="${accent ? ".55" : ".18"}" stroke-width="${accent ? 1.5 : 2 + i}"/>`;
  }).join("");
}

function rings({ focus }: BackdropPlan): string {
  return [1.35, 1.75, 2.2]
    .map(
      (scale, i) =>
        `<circle cx="${n(focus.x)}" cy="${n(focus.y)}" r="${n(focus.radius * scale)}" fill="none" stroke="${palette.white}" stroke-opacity="${(0.14 - i * 0.04).toFixed(2)}" stroke-width="2"/>`,
    )
    .join("");
}

/** Definitions and background layers shared by every illustration. */
export function backdrop(plan: BackdropPlan): { defs: string; layers: string } {
  const { id, width, height, from, to, focus } = plan;
  const defs = `<linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <radialGradient id="r${id}" cx="${n(focus.x / width)}" cy="${n(focus.y / height)}" r="${n((focus.radius * 2.4) / Math.max(width, height))}"><stop offset="0" stop-color="${palette.tealLight}" stop-opacity=".28"/><stop offset="1" stop-color="${palette.tealLight}" stop-opacity="0"/></radialGradient>
  ${weavePattern(id)}`;
  const wave = `<path d="M0 ${n(height * 0.86)} Q ${n(width * 0.3)} ${n(height * 0.72)} ${n(width * 0.6)} ${n(height * 0.84)} T ${width} ${n(height * 0.78)} V ${height} H 0 Z" fill="${palette.white}" opacity=".07"/>`;
  const layers = `<rect width="${width}" height="${height}" fill="url(#g${id})"/>
  <rect width="${width}" height="${height}" fill="url(#w${id})"/>
  <rect width="${width}" height="${height}" fill="url(#r${id})"/>
  ${threads(plan)}${rings(plan)}${wave}`;
  return { defs, layers };
}
