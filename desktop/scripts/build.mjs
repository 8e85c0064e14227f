#!/usr/bin/env node
// Builds the desktop app into dist/: the renderer (Vite), the main process (one ES module)
// and the preload (one CommonJS file: sandboxed preloads cannot load ES modules or other files).
// Everything the app needs is bundled, so dist/ is the whole app: it gets its own package.json
// without dependencies, and electron-builder packages that folder (no node_modules at all).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const external = ["electron", /^electron\//, /^node:/, ...builtinModules];
const quiet = process.argv.includes("--quiet") ? "warn" : "info";

export async function buildRenderer(outDir = join(dist, "renderer")) {
  await build({
    configFile: join(root, "vite.config.ts"),
    logLevel: quiet,
    build: { outDir, emptyOutDir: true },
  });
}

async function buildNode(entry, outDir, format, fileName) {
  await build({
    configFile: false,
    root,
    logLevel: quiet,
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: "node22",
      minify: false,
      sourcemap: true,
      rollupOptions: {
        external,
        output: { format, entryFileNames: fileName, codeSplitting: false },
      },
    },
    ssr: { noExternal: true, target: "node" },
  });
}

export const PRODUCT_NAME = "Standards Site Admin";

/** The app folder's package.json: what Electron starts and electron-builder packages. */
export function appManifest() {
  const own = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return {
    name: "standards-site-admin",
    productName: PRODUCT_NAME,
    version: own.version,
    description: "Desktop admin for the Standards site, with bulk image replacement",
    author: { name: "Standards Site" },
    private: true,
    type: "module",
    main: "main/index.js",
  };
}

export async function buildAll() {
  await buildRenderer();
  await buildNode("src/main/index.ts", join(dist, "main"), "es", "index.js");
  await buildNode("src/preload/index.ts", join(dist, "preload"), "cjs", "index.cjs");
  // The window icon (Linux); electron-builder takes the packaged app's icons from build/.
  const icon = join(root, "build", "icons", "512x512.png");
  if (!existsSync(icon)) {
    const { writeIcons } = await import("./make-icon.mjs");
    writeIcons(join(root, "build"));
  }
  mkdirSync(dist, { recursive: true });
  copyFileSync(icon, join(dist, "icon.png"));
  writeFileSync(join(dist, "package.json"), `${JSON.stringify(appManifest(), null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAll();
  console.info("desktop: built dist/renderer, dist/main/index.js, dist/preload/index.cjs");
}
