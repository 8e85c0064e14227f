import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { apiRoot } from "../lib/paths.ts";

/**
 * A pristine PGlite cluster as a tarball. Starting a new data folder from it skips initdb,
 * which costs seconds and several hundred MB of memory; migrations and seeding still run.
 */
function installedPgliteVersion(): string {
  // The package does not export its package.json: find it from its entry point.
  let dir = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (let i = 0; i < 5; i++, dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, "utf8"));
    if (name === "@electric-sql/pglite") return version;
  }
  return "unknown";
}

/** Templates are only valid for the PGlite version that made them. */
const pgliteVersion = installedPgliteVersion();

export const bundledTemplatePath = join(apiRoot, "dist", `pglite-template-${pgliteVersion}.tar.gz`);

export async function createTemplate(): Promise<Uint8Array> {
  const pg = new PGlite();
  try {
    await pg.query("select 1");
    const blob = await pg.dumpDataDir("gzip");
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    await pg.close();
  }
}

/** Writes the template atomically (parallel test workers may race to create it). */
export async function writeTemplate(path: string): Promise<void> {
  const bytes = await createTemplate();
  mkdirSync(join(path, ".."), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}

/** The template shipped with the build, if `pnpm build` made one. */
export function readBundledTemplate(): Uint8Array | undefined {
  return existsSync(bundledTemplatePath) ? readFileSync(bundledTemplatePath) : undefined;
}

/** For tests and tools: a template cached in the system's temp folder, made once. */
export async function cachedTemplate(): Promise<Uint8Array> {
  const path = join(tmpdir(), "pglite-templates", `pglite-template-${pgliteVersion}.tar.gz`);
  if (!existsSync(path)) await writeTemplate(path);
  return readFileSync(path);
}

export const isFreshDataDir = (dataDir: string) => !existsSync(join(dataDir, "PG_VERSION"));
