import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "ui", include: ["src/**/*.test.ts", "src/**/*.test.tsx"] },
});
