import { defineProject } from "vitest/config";

/** The site's unit tests; its end-to-end files are the web-e2e project (vitest.e2e.config.ts). */
export default defineProject({
  test: {
    name: "web",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    // Pure modules: files share a worker's imports instead of evaluating them for each file.
    isolate: false,
  },
});
