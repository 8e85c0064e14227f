import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "web",
    // Records what each test used (a browser, PostgreSQL) for the summary line.
    setupFiles: ["@app/testing/test-usage-setup"],
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "e2e/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Tests marked concurrent (a few tabs of one browser) at most three at a time.
    maxConcurrency: 3,
  },
});
