// Bundles the API into dist/index.js. Workspace packages (TypeScript sources) are bundled in;
// npm dependencies stay external and load from node_modules.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.entries(manifest.dependencies ?? {})
  .filter(([, version]) => !String(version).startsWith("workspace:"))
  .flatMap(([name]) => [name, `${name}/*`]);

await build({
  entryPoints: [fileURLToPath(new URL("./src/index.ts", import.meta.url))],
  outfile: fileURLToPath(new URL("./dist/index.js", import.meta.url)),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external,
  logLevel: "warning",
});
console.info("api built: dist/index.js");

// A pristine embedded-database cluster, so a first start skips PGlite's slow initdb.
const template = spawnSync(
  process.execPath,
  [
    "--import",
    "tsx",
    fileURLToPath(new URL("./src/db/write-bundled-template.ts", import.meta.url)),
  ],
  { stdio: "inherit" },
);
if (template.status !== 0) process.exit(template.status ?? 1);
