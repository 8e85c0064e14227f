#!/usr/bin/env node
// `pnpm start`: builds whatever is missing, then serves everything from one Node process.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const outputs = [
  "web/dist/client/index.html",
  "web/dist/server/entry-server.js",
  "api/dist/index.js",
];
if (outputs.some((file) => !existsSync(file)) || process.env.FORCE_BUILD === "1") {
  console.info("Building the site (first start only)...");
  const built = spawnSync("pnpm", ["build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// Served in this very process, so signals (Ctrl-C, SIGTERM) reach the server directly.
process.setSourceMapsEnabled(true);
await import("../api/dist/index.js");
