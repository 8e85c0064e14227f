// The build `pnpm start` serves, made when it is missing or older than the sources (after a
// pull, an edit), and stamped with the sources it was made from. `pnpm build` always makes
// it; `pnpm test` makes it the same way first, so the tests start what ships.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { sourceStamp } from "./source-stamp.mjs";

const OUTPUTS = [
  "web/dist/client/index.html",
  "web/dist/server/entry-server.js",
  "api/dist/index.js",
];
const STAMP_FILE = "api/dist/source-stamp.txt";
const readStamp = () => (existsSync(STAMP_FILE) ? readFileSync(STAMP_FILE, "utf8") : null);

/** Whether the build is whole and made from the sources as they are now. */
export function buildIsFresh(root = process.cwd()) {
  const at = (file) => `${root}/${file}`;
  if (OUTPUTS.some((file) => !existsSync(at(file)))) return false;
  return existsSync(at(STAMP_FILE)) && readFileSync(at(STAMP_FILE), "utf8") === sourceStamp(root);
}

/** Builds unless the build is whole and from these sources; answers the build's exit status. */
export function ensureFreshBuild({ force = false } = {}) {
  const stamp = sourceStamp();
  const missing = OUTPUTS.some((file) => !existsSync(file));
  if (!missing && readStamp() === stamp && !force) return 0;
  if (!force) {
    console.info(
      missing ? "Building the site (first start)..." : "The sources changed: building the site...",
    );
  }
  for (const app of ["@app/web", "@app/api"]) {
    const built = spawnSync("pnpm", ["--filter", app, "build"], { stdio: "inherit" });
    if (built.status !== 0) return built.status ?? 1;
  }
  writeFileSync(STAMP_FILE, stamp);
  return 0;
}
