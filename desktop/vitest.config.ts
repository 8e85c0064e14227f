import { defineProject } from "vitest/config";

/** The desktop app's unit tests; Bulk Replace in Chromium is the desktop-e2e project. */
export default defineProject({
  test: {
    name: "desktop",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "test/**/*.test.ts"],
    // Plain modules: files share a worker's imports instead of evaluating them for each file.
    isolate: false,
    testTimeout: 30_000,
  },
});
