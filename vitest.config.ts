import { defineConfig } from "vitest/config";

/** `pnpm test` runs every package's own project; see scripts/test.mjs. */
export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "{api,web,desktop}/vitest.config.ts",
      { test: { name: "scripts", include: ["scripts/**/*.test.ts"] } },
    ],
    reporters: ["default", "./scripts/summary-reporter.ts"],
  },
});
