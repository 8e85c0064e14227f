import { defineProject } from "vitest/config";

/** The admin in Chromium against a real server: each file in a process of its own. */
export default defineProject({
  test: {
    name: "admin-e2e",
    include: ["e2e/**/*.test.ts"],
    // Records what each test used (a browser, PostgreSQL) for the summary line.
    setupFiles: ["@app/testing/test-usage-setup"],
    // A file starts a server and a browser.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
