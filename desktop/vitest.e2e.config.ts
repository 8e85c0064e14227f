import { defineProject } from "vitest/config";

/** Bulk Replace's renderer in Chromium against a real server: each file starts its own. */
export default defineProject({
  test: {
    name: "desktop-e2e",
    include: ["e2e/**/*.test.ts"],
    // Files share a worker's imports (the API, the contract, playwright-core) instead of
    // evaluating them again for each file; each file starts its own server and browser.
    isolate: false,
    // Records what each test used (a browser, PostgreSQL) for the summary line.
    setupFiles: ["@app/testing/test-usage-setup"],
    // A timeout catches a hang, not slowness: the machine's speed varies (decision 033).
    testTimeout: 90_000,
    // The same for what a test asks again until it holds: 1 s is a quiet machine's wait.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
