#!/usr/bin/env node
// `pnpm test`: checks for a browser, makes the build `pnpm start` serves (unless it is fresh),
// then runs every package's tests in one vitest run. Its last line is the summary.
import { spawnSync } from "node:child_process";
import { isCI } from "../packages/testing/src/ci.mjs";
import { findChromium } from "../packages/testing/src/find-chromium.mjs";
import { ensureFreshBuild } from "./fresh-build.mjs";

const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", shell: false }).status ?? 1;

const browser = findChromium();
if (!browser) {
  const banner = "=".repeat(72);
  console.error(`${banner}\nNO CHROMIUM FOUND: the browser end-to-end tests will be SKIPPED.`);
  console.error("Install Chromium or set CHROMIUM_PATH to run them.");
  console.error(banner);
  if (isCI) {
    console.error("CI=true: a missing browser fails the run.");
    process.exit(1);
  }
}

// The build `pnpm start` serves: the browser tests drive it, the process tests start it.
if (process.env.SKIP_BUILD !== "1" && ensureFreshBuild() !== 0) {
  console.error("The site did not build.\n0 passed, 1 failed");
  process.exit(1);
}

const args = ["vitest", "run", ...process.argv.slice(2)];
process.exit(run("npx", ["--no-install", ...args]));
