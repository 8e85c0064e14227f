import { existsSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../lib/paths.ts";

/** The built public site, when `pnpm build` has produced it. */
export function findWebDist(): string | undefined {
  const dist = join(repoRoot, "web", "dist");
  return existsSync(join(dist, "client", "index.html")) ? dist : undefined;
}
