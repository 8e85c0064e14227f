import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Embedded PGlite must have one process at a time on its data folder; a second one would
 * corrupt it. The lock file names the holder's pid, so a stale lock (holder gone) is taken over.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "pglite.lock");
  const current = readLock(file);
  if (current && current.pid !== process.pid && isAlive(current.pid)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by ${current.holder} (pid ${current.pid}). Stop it first.`,
    );
  }
  writeFileSync(file, JSON.stringify({ pid: process.pid, holder }));
  return () => rmSync(file, { force: true });
}

function readLock(file: string): { pid: number; holder: string } | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
