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
    // A timeout catches a hang, not slowness: files run side by side on a machine whose speed
    // varies (a restore on PGlite took 26 s one day and 47 s on a day the CPU was 2.4 times slower).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
