import { palette } from "./palette.ts";
import { n } from "./seeded-random.ts";

export interface SkylinePlan {
  /** Horizontal span the factories occupy, and the ground line. */
  left: number;
  right: number;
  ground: number;
  /** Height of an average hall. */
  scale: number;
  random: () => number;
}

/** A hall with a saw-tooth roof (the classic weaving-mill shape), a row of windows, maybe a chimney. */
function hall(x: number, width: number, height: number, plan: SkylinePlan, front: boolean): string {
  const { ground, random } = plan;
  const top = ground - height;
  const teeth = Math.max(2, Math.round(width / (plan.scale * 0.45)));
  const tooth = width / teeth;
  const rise = plan.scale * 0.22;
  let roof = `M${n(x)} ${n(ground)}V${n(top)}`;
  for (let i = 0; i < teeth; i++) roof += `l${n(tooth)} ${n(-rise)}v${n(rise)}`;
  roof += `V${n(ground)}z`;
  const fill = front ? palette.white : palette.tealLight;
  const opacity = front ? ".93" : ".22";
  let out = `<path d="${roof}" fill="${fill}" opacity="${opacity}"/>`;
  if (front) {
    const windows = Math.max(2, Math.floor(width / (plan.scale * 0.32)));
    const gap = width / windows;
    const size = Math.min(gap * 0.5, height * 0.22);
    for (let i = 0; i < windows; i++) {
      out += `<rect x="${n(x + gap * i + (gap - size) / 2)}" y="${n(top + height * 0.35)}" width="${n(size)}" height="${n(size)}" rx="2" fill="${palette.teal}"/>`;
    }
  }
  if (random() < 0.55) {
    const cx = x + width * (0.2 + random() * 0.6);
    const chimney = height * (0.7 + random() * 0.5);
    out += `<rect x="${n(cx)}" y="${n(top - chimney)}" width="${n(plan.scale * 0.12)}" height="${n(chimney)}" fill="${fill}" opacity="${opacity}"/>`;
    if (front) {
      // Clean steam, not smoke: the subject is compliance.
      out += [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${n(cx + plan.scale * (0.06 + i * 0.14))}" cy="${n(top - chimney - plan.scale * (0.12 + i * 0.16))}" r="${n(plan.scale * (0.07 + i * 0.035))}" fill="${palette.white}" opacity="${(0.35 - i * 0.1).toFixed(2)}"/>`,
        )
        .join("");
    }
  }
  return out;
}

/** Two rows of mill halls along the ground line: a pale row behind, a bright row in front. */
export function skyline(plan: SkylinePlan): string {
  const { left, right, scale, random } = plan;
  const rows: string[] = [];
  for (const front of [false, true]) {
    let x = left + (front ? scale * 0.3 : 0);
    while (x < right - scale * 0.6) {
      const width = Math.min(scale * (1.1 + random() * 1.4), right - x);
      const height = scale * (front ? 0.75 + random() * 0.45 : 1.1 + random() * 0.5);
      rows.push(hall(x, width, height, plan, front));
      x += width + scale * (front ? 0.18 : 0.05);
    }
  }
  return rows.join("");
}
