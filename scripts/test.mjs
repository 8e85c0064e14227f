#!/usr/bin/env node
// `pnpm test`: builds the public site (the browser tests drive the real build), checks for a
// browser, then runs every package's tests in one vitest run. Its last line is the summary.
import { spawnSync } from "node:child_process";
import { findChromium } from "../packages/testing/src/find-chromium.mjs";

const isCI = process.env.CI === "true" || process.env.CI === "1";
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

if (process.env.SKIP_BUILD !== "1") {
  const status = run("pnpm", ["--filter", "@app/web", "build"]);
  if (status !== 0) {
    console.error("The public site did not build.\n0 passed, 1 failed");
    process.exit(status);
  }
}

const args = ["vitest", "run", ...process.argv.slice(2)];
process.exit(run("npx", ["--no-install", ...args]));
