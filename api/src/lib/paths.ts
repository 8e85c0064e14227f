import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The api package's root folder, found from this module's location so it holds both when
 * running the TypeScript sources (src/lib) and the bundle (dist/).
 */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string };
      if (name === "@app/api") return dir;
    }
    dir = dirname(dir);
  }
  throw new Error("Cannot locate the @app/api package root");
}

export const apiRoot = findApiRoot();
export const repoRoot = dirname(apiRoot);
export const migrationsFolder = join(apiRoot, "drizzle");
