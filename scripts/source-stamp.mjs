// What the build is made from, as one hash of every input file's path, size and change time:
// cheap enough to check at every start (a few hundred files), and any edit or pull changes it.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const INPUTS = [
  "package.json",
  "pnpm-lock.yaml",
  "tsconfig.json",
  "api/src",
  "api/drizzle",
  "api/build.mjs",
  "api/package.json",
  "web/src",
  "web/public",
  "web/scripts",
  "web/index.html",
  "web/vite.config.ts",
  "web/package.json",
  "packages",
];
const SKIPPED = new Set(["node_modules", "dist", "e2e"]);
/** Tests beside the code are not built: editing one needs no new build. */
const isTest = (name) => /\.test\.tsx?$/.test(name);

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!SKIPPED.has(entry) && !isTest(entry)) yield* files(join(path, entry));
  }
}

export function sourceStamp(root = process.cwd()) {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}
