import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "e2e/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
