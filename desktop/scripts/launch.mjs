#!/usr/bin/env node
// `pnpm desktop`: checks that the Electron binary is there, builds the app, starts it.
// Electron's npm package installs fine without its binary (its postinstall, which downloads
// it, is skipped in this workspace), so the check comes first and says what to do.
//
//   node scripts/launch.mjs            build, then run
//   node scripts/launch.mjs --no-build run the last build
//   node scripts/launch.mjs --check    only check for the binary (exit 0 when it is there)
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const desktopDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The executable inside an Electron distribution folder, per platform. */
export function platformExecutable(platform = process.platform) {
  if (platform === "darwin") return "Electron.app/Contents/MacOS/Electron";
  if (platform === "win32") return "electron.exe";
  return "electron";
}

/**
 * Where the Electron binary is, or why it is not there.
 * @returns {{ ok: true, binary: string, version: string } | { ok: false, reason: "package" | "binary", version: string | null, packageDir: string | null }}
 */
export function findElectronBinary({
  packageDir = resolvePackageDir(),
  env = process.env,
  platform = process.platform,
} = {}) {
  if (!packageDir) return { ok: false, reason: "package", version: null, packageDir: null };
  let version = null;
  try {
    version = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")).version ?? null;
  } catch {
    return { ok: false, reason: "package", version: null, packageDir };
  }
  // The same rules as electron's own index.js: an override folder, or dist/ + path.txt.
  const pathFile = join(packageDir, "path.txt");
  const executable = existsSync(pathFile) ? readFileSync(pathFile, "utf8").trim() : null;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override
    ? join(override, executable ?? platformExecutable(platform))
    : executable
      ? join(packageDir, "dist", executable)
      : null;
  if (!binary || !existsSync(binary)) return { ok: false, reason: "binary", version, packageDir };
  return { ok: true, binary, version };
}

function resolvePackageDir() {
  try {
    return dirname(
      createRequire(join(desktopDir, "package.json")).resolve("electron/package.json"),
    );
  } catch {
    return null;
  }
}

/** The message for a missing Electron: what is missing, why, and the commands that fix it. */
export function missingElectronMessage(state) {
  const version = state.version ? ` ${state.version}` : "";
  if (state.reason === "package") {
    return [
      "Cannot start the desktop app: the electron package is not installed.",
      "",
      "Run `pnpm install` at the repository root, then `pnpm desktop` again.",
    ].join("\n");
  }
  return [
    "Cannot start the desktop app: the Electron binary is missing.",
    "",
    `The electron${version} package is installed (its type definitions are what the typecheck uses),`,
    "but the program itself was never downloaded: this workspace skips Electron's download step",
    "(pnpm-workspace.yaml lists electron under ignoredBuiltDependencies) because our build",
    "machines cannot reach its download server.",
    "",
    "To fix it, on a machine with internet access, download it once:",
    "",
    "  cd desktop && node node_modules/electron/install.js",
    "",
    "then run `pnpm desktop` again. Through a mirror: set ELECTRON_MIRROR before that command.",
    `If Electron${version} is already unpacked somewhere, point at its folder instead:`,
    "",
    "  ELECTRON_OVERRIDE_DIST_PATH=/path/to/electron pnpm desktop",
    "",
    "Everything except the Electron shell is tested without it: `cd desktop && npx vitest run`.",
  ].join("\n");
}

async function main(args) {
  const state = findElectronBinary();
  if (!state.ok) {
    console.error(missingElectronMessage(state));
    return 1;
  }
  if (args.includes("--check")) {
    console.info(`Electron ${state.version}: ${state.binary}`);
    return 0;
  }
  if (!args.includes("--no-build")) {
    const { buildAll } = await import("./build.mjs");
    await buildAll();
  }
  const appDir = join(desktopDir, "dist");
  const passThrough = args.filter((arg) => arg !== "--no-build");
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const child = spawn(state.binary, [appDir, ...passThrough], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => child.kill(signal));
  }
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(`Could not start Electron (${state.binary}): ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
