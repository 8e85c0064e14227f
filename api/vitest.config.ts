import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    // Records what each test used (a browser, PostgreSQL) for the summary line.
    setupFiles: ["@app/testing/test-usage-setup"],
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "e2e/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
