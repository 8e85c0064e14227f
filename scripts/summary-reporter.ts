import { mkdirSync, writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends the run with the plain line CI reads ("N passed, N failed, N skipped") and writes
 * test-results/summary.json. A describe block or file whose hooks failed (a beforeAll that
 * threw, so its tests never ran; an afterAll that could not clean up) counts as one failure. Browser and PostgreSQL counts are the passed tests that really drove Chromium or
 * ran with a PostgreSQL database open (their meta, see packages/testing/src/test-usage.ts).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let postgresPassed = 0;
    let browserPassed = 0;
    for (const module of testModules) {
      const tests = [...module.children.allTests()];
      if (module.state() === "failed" && tests.length === 0) failed++;
      else if (module.errors().length > 0) failed++;
      for (const suite of module.children.allSuites()) if (suite.errors().length > 0) failed++;
      for (const test of tests) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
        // Written by packages/testing/src/test-usage-setup.ts.
        const used = test.meta() as { postgres?: boolean; browser?: boolean };
        if (state === "passed" && used.postgres) postgresPassed++;
        if (state === "passed" && used.browser) browserPassed++;
      }
    }
    failed += unhandledErrors.length;
    mkdirSync("test-results", { recursive: true });
    writeFileSync(
      "test-results/summary.json",
      JSON.stringify({ passed, failed, skipped, postgresPassed, browserPassed }, null, 2),
    );
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
