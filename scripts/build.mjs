#!/usr/bin/env node
// `pnpm build`: the public site and the API, stamped with the sources they were made from.
import { ensureFreshBuild } from "./fresh-build.mjs";

process.exit(ensureFreshBuild({ force: true }));
