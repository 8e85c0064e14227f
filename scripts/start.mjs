#!/usr/bin/env node
// `pnpm start`: builds when the build is missing or older than the sources (after a pull, an
// edit), then serves everything from one Node process.
import { ensureFreshBuild } from "./fresh-build.mjs";

const status = ensureFreshBuild({ force: process.env.FORCE_BUILD === "1" });
if (status !== 0) process.exit(status);
// Served in this very process, so signals (Ctrl-C, SIGTERM) reach the server directly.
process.setSourceMapsEnabled(true);
await import("../api/dist/index.js");
