import { afterEach, beforeEach } from "vitest";
import { type TestUsageMeta, testUsage } from "./test-usage.ts";

// A setup file of every project (see the vitest configs): each test starts counting afresh,
// and what it used is written into its meta for scripts/summary-reporter.ts.
beforeEach(() => {
  testUsage.browser = false;
  testUsage.postgres = testUsage.openPostgres > 0;
});

afterEach((context) => {
  const meta = context.task.meta as TestUsageMeta;
  if (testUsage.browser) meta.browser = true;
  if (testUsage.postgres || testUsage.openPostgres > 0) meta.postgres = true;
});
