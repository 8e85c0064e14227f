/**
 * A small deterministic generator (mulberry32) seeded from a string, so each illustration
 * gets its own variation and the same bytes at every start.
 */
export function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers in SVG text: two decimals at most, no trailing zeros. */
export const n = (value: number) => String(Math.round(value * 100) / 100);
