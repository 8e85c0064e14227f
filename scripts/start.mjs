#!/usr/bin/env node
// `pnpm start`: builds when the build is missing or older than the sources (after a pull, an
// edit), then serves everything from one Node process.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { sourceStamp } from "./source-stamp.mjs";

const outputs = [
  "web/dist/client/index.html",
  "web/dist/server/entry-server.js",
  "api/dist/index.js",
];
const STAMP_FILE = "api/dist/source-stamp.txt";
const readStamp = () => (existsSync(STAMP_FILE) ? readFileSync(STAMP_FILE, "utf8") : null);

const stamp = sourceStamp();
const missing = outputs.some((file) => !existsSync(file));
if (missing || readStamp() !== stamp || process.env.FORCE_BUILD === "1") {
  console.info(
    missing ? "Building the site (first start)..." : "The sources changed: building the site...",
  );
  const built = spawnSync("pnpm", ["build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(STAMP_FILE, stamp);
}
// Served in this very process, so signals (Ctrl-C, SIGTERM) reach the server directly.
process.setSourceMapsEnabled(true);
await import("../api/dist/index.js");
