import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    // Records what each test used (a browser, PostgreSQL) for the summary line.
    setupFiles: ["@app/testing/test-usage-setup"],
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "e2e/**/*.test.ts"],
    // Files run side by side (one more than the cores): a backup and restore on PGlite took
    // 26 s in one full run and over 30 s in another, beside browser files.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
