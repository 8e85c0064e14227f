import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    // Records what each test used (a browser, PostgreSQL) for the summary line.
    setupFiles: ["@app/testing/test-usage-setup"],
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "e2e/**/*.test.ts"],
    // Files share a worker's imports instead of evaluating the API again for each file: the
    // project took 734 s of CPU isolated, 418 s shared. Each file builds its own server.
    isolate: false,
    // Files run side by side (one more than the cores): a backup and restore on PGlite took
    // 26 s in one full run and over 30 s in another, beside browser files.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
