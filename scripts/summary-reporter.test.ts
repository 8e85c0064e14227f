import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const scripts = fileURLToPath(new URL(".", import.meta.url));
const reporter = join(scripts, "summary-reporter.ts");

/** Runs vitest with our reporter on one test file; answers its last line and summary.json. */
function runSuite(dir: string, source: string) {
  writeFileSync(join(dir, "suite.test.ts"), source);
  // A config of its own: vitest would otherwise find the repository's.
  writeFileSync(join(dir, "vitest.config.mjs"), "export default { test: {} };\n");
  const run = spawnSync(
    process.execPath,
    [
      join(scripts, "../node_modules/vitest/vitest.mjs"),
      "run",
      "--root",
      dir,
      "--config",
      join(dir, "vitest.config.mjs"),
      "--reporter",
      reporter,
    ],
    { cwd: dir, encoding: "utf8", env: { ...process.env, CI: "" } },
  );
  const lines = run.stdout.trim().split("\n");
  return {
    line: lines.at(-1),
    summary: JSON.parse(readFileSync(join(dir, "test-results/summary.json"), "utf8")),
  };
}

describe("the summary line", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const workDir = () => {
    // Inside the repository, so the fixture resolves vitest like any test.
    const dir = mkdtempSync(join(scripts, ".summary-fixture-"));
    dirs.push(dir);
    return dir;
  };

  it("counts a describe block whose beforeAll threw, or whose afterAll failed, as a failure", () => {
    const { line, summary } = runSuite(
      workDir(),
      `import { afterAll, beforeAll, describe, it } from "vitest";
describe("broken setup", () => {
  beforeAll(() => { throw new Error("the server did not start"); });
  it("one", () => {});
  it("two", () => {});
});
describe("broken teardown", () => {
  afterAll(() => { throw new Error("the database could not be dropped"); });
  it("three", () => {});
});
describe("fine", () => {
  it("four", () => {});
  it.skip("five", () => {});
});`,
    );
    expect(line).toBe("2 passed, 2 failed, 3 skipped");
    expect(summary).toMatchObject({ passed: 2, failed: 2, skipped: 3 });
  });

  it("counts as browser and PostgreSQL tests only those whose meta says they used one", () => {
    const { summary } = runSuite(
      workDir(),
      `import { it } from "vitest";
it("drove Chromium", ({ task }) => { task.meta.browser = true; });
it("used PostgreSQL", ({ task }) => { task.meta.postgres = true; });
it("named [postgres] but used neither", () => {});`,
    );
    expect(summary).toMatchObject({ passed: 3, browserPassed: 1, postgresPassed: 1 });
  });
});
