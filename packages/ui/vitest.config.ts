import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "ui",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    // Pure modules: files share a worker's imports.
    isolate: false,
  },
});
