import { defineProject } from "vitest/config";

/** The built site in Chromium against a real server: each file starts its own. */
export default defineProject({
  test: {
    name: "web-e2e",
    include: ["e2e/**/*.test.ts"],
    // Files share a worker's imports (the API, the contract, playwright-core) instead of
    // evaluating them again for each file; each file starts its own server and browser.
    isolate: false,
    // Records what each test used (a browser, PostgreSQL) for the summary line.
    setupFiles: ["@app/testing/test-usage-setup"],
    // A timeout catches a hang, not slowness: the machine's speed varies (decision 033).
    testTimeout: 120_000,
    // The same for what a test asks again until it holds: 1 s is a quiet machine's wait.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // Tests marked concurrent (a few tabs of one browser) at most three at a time.
    maxConcurrency: 3,
  },
});
