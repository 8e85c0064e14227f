import { mkdirSync, writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends the run with the plain line CI reads ("N passed, N failed, N skipped") and writes
 * test-results/summary.json, including how many tests ran against PostgreSQL.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let postgresPassed = 0;
    let browserPassed = 0;
    for (const module of testModules) {
      if (module.state() === "failed" && [...module.children.allTests()].length === 0) failed++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
        if (state === "passed" && test.fullName.includes("[postgres]")) postgresPassed++;
        if (state === "passed" && /\/e2e\//.test(module.moduleId)) browserPassed++;
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
