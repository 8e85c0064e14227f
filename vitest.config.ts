import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import SlowFirstSequencer from "./scripts/slow-first-sequencer.ts";

/**
 * Test files spend much of their time waiting (on a browser, a server, a database), so one
 * more file than there are cores keeps the cores busy without starving a browser test.
 */
const WORKERS = availableParallelism() + 1;

/** `pnpm test` runs every package's own project; see scripts/test.mjs. */
export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "{api,web,desktop}/vitest.config.ts",
      // End-to-end projects: a server, a browser or a process per file, each file isolated.
      "{packages/*,web,desktop}/vitest.e2e.config.ts",
      // A test here may run a whole vitest of its own: seconds on a slow day.
      { test: { name: "scripts", include: ["scripts/**/*.test.ts"], testTimeout: 60_000 } },
      // Whole-repository tests: a clean clone's `pnpm start`.
      { test: { name: "e2e", include: ["e2e/**/*.test.ts"], hookTimeout: 120_000 } },
    ],
    reporters: ["default", "./scripts/summary-reporter.ts"],
    maxWorkers: WORKERS,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
