import { defineProject } from "vitest/config";

/** The admin's unit tests; its end-to-end files are the admin-e2e project (vitest.e2e.config.ts). */
export default defineProject({
  test: {
    name: "admin",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    // Pure modules: files share a worker's imports instead of evaluating React, the contract
    // and the admin again for each file (40 files took 44.8 s of CPU isolated, 7.8 s shared).
    isolate: false,
  },
});
