import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { measureScale, SCALE_GOALS } from "./scale.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
if (!existsSync(join(here, "..", "..", "web", "dist", "server", "entry-server.js"))) {
  console.error("Nothing to render: run `pnpm build` first (the benchmark builds nothing).");
  process.exit(1);
}

const startedAt = performance.now();
const figures = await measureScale();
const largest = figures.at(-1)!;
const goals = Object.fromEntries(
  Object.entries(SCALE_GOALS).map(([key, goal]) => [
    key,
    largest[key as keyof typeof SCALE_GOALS] <= goal,
  ]),
);
writeFileSync(
  join(here, "scale-results.json"),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), figures, goals }, null, 2)}\n`,
);
console.info(
  `\nWrote bench/scale-results.json in ${Math.round((performance.now() - startedAt) / 1000)} s.`,
);
const missed = Object.entries(goals).filter(([, met]) => !met);
if (missed.length > 0) {
  console.info(
    `Goals missed at ${largest.standards} standards: ${missed.map(([k]) => k).join(", ")}`,
  );
  process.exitCode = 1;
}
