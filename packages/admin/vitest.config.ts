import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "admin",
    // Records what each test used (a browser, PostgreSQL) for the summary line.
    setupFiles: ["@app/testing/test-usage-setup"],
    // End-to-end files start a server and a browser; unit tests finish far below these.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
