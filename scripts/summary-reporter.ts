import { mkdirSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, TestCase, TestModule } from "vitest/node";

/** Blocks named with this run on PostgreSQL (`describe.each(drivers)("... [%s]")`). */
const POSTGRES_BLOCK = "[postgres]";

function inPostgresBlock(test: TestCase): boolean {
  for (let parent = test.parent; parent.type === "suite"; parent = parent.parent) {
    if (parent.name.includes(POSTGRES_BLOCK)) return true;
  }
  return false;
}

const SLOWEST_SHOWN = 10;

/** Every file's time, slowest first, by path from the repository's root. */
function byTime(files: { file: string; ms: number }[]) {
  return [...files]
    .sort((a, b) => b.ms - a.ms)
    .map(({ file, ms }) => ({ file: relative(process.cwd(), file), ms: Math.round(ms) }));
}

/**
 * Ends the run with the plain line CI reads ("N passed, N failed, N skipped", then what ran
 * on PostgreSQL and in Chromium) and writes test-results/summary.json. A describe block or
 * file whose hooks failed (a beforeAll that threw, so its tests never ran; an afterAll that
 * could not clean up) counts as one failure. Browser and PostgreSQL counts are the passed
 * tests that really drove Chromium or ran with a PostgreSQL database open (their meta, see
 * packages/testing/src/test-usage.ts). A test of a "[postgres]" block that did not pass on
 * PostgreSQL is listed in `postgresMissing`: CI fails on it (.ci/run). The ten slowest files
 * are printed above the line.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let postgresPassed = 0;
    let postgresDeclared = 0;
    let browserPassed = 0;
    const postgresMissing: string[] = [];
    const fileTimes: { file: string; ms: number }[] = [];
    for (const module of testModules) {
      fileTimes.push({ file: module.moduleId, ms: module.diagnostic().duration });
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
        if (inPostgresBlock(test)) {
          postgresDeclared++;
          if (state !== "passed" || !used.postgres) postgresMissing.push(test.fullName);
        }
      }
    }
    failed += unhandledErrors.length;
    mkdirSync("test-results", { recursive: true });
    const summary = {
      passed,
      failed,
      skipped,
      postgresPassed,
      postgresDeclared,
      postgresMissing,
      browserPassed,
      slowestFiles: byTime(fileTimes).slice(0, SLOWEST_SHOWN),
      fileTimes: byTime(fileTimes),
    };
    writeFileSync("test-results/summary.json", JSON.stringify(summary, null, 2));
    process.stdout.write(
      `\nThe ${SLOWEST_SHOWN} slowest files:\n${summary.slowestFiles
        .map(({ file, ms }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`)
        .join("\n")}\n`,
    );
    process.stdout.write(
      `\n${passed} passed, ${failed} failed, ${skipped} skipped; ` +
        `${postgresDeclared - postgresMissing.length} of ${postgresDeclared} PostgreSQL tests ran on it, ` +
        `${postgresPassed} passed on PostgreSQL, ${browserPassed} drove Chromium\n`,
    );
  }
}
