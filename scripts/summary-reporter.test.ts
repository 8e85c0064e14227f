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
    expect(line).toMatch(/^2 passed, 2 failed, 3 skipped; /);
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

  it("keeps every file's time for whoever plans the next run", () => {
    const { summary } = runSuite(workDir(), `import { it } from "vitest";\nit("one", () => {});`);
    expect(summary.fileTimes).toEqual([{ file: "suite.test.ts", ms: expect.any(Number) }]);
    expect(summary.slowestFiles).toEqual(summary.fileTimes);
  });

  it("lists a test of a [postgres] block that did not run on PostgreSQL, and names every count", () => {
    const { line, summary } = runSuite(
      workDir(),
      `import { describe, it } from "vitest";
describe.each(["pglite", "postgres"])("saving [%s]", () => {
  it("saves", ({ task }) => { task.meta.postgres = task.suite?.name.includes("postgres"); });
  it("forgot its database", () => {});
  it.skip("skipped", () => {});
});
it("drove Chromium", ({ task }) => { task.meta.browser = true; });`,
    );
    expect(summary).toMatchObject({
      passed: 5,
      skipped: 2,
      postgresDeclared: 3,
      postgresPassed: 1,
      browserPassed: 1,
      postgresMissing: ["saving [postgres] > forgot its database", "saving [postgres] > skipped"],
    });
    expect(line).toBe(
      "5 passed, 0 failed, 2 skipped; 1 of 3 PostgreSQL tests ran on it, 1 passed on PostgreSQL, 1 drove Chromium",
    );
  });
});
