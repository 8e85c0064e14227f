import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { markPostgresOpened } from "@app/testing/test-usage";

/**
 * A PostgreSQL cluster of the test's own (own folder, own port), so a test may stop and
 * start it without disturbing the shared server other tests use.
 */
export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

function findBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, "bin")).find((dir) => existsSync(join(dir, "pg_ctl")));
}

export const postgresBinDir = findBinDir();
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function asPostgres(tool: string, args: string[]) {
  const binary = join(postgresBinDir!, tool);
  if (isRoot) execFileSync("runuser", ["-u", "postgres", "--", binary, ...args], { stdio: "pipe" });
  else execFileSync(binary, args, { stdio: "pipe" });
}

export function createPrivatePostgres(port: number): PrivatePostgres {
  if (!postgresBinDir) throw new Error("PostgreSQL server binaries not found");
  const root = mkdtempSync(join(tmpdir(), "private-pg-"));
  chmodSync(root, 0o755);
  const dataDir = join(root, "data");
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(root, uid, gid);
  }
  asPostgres("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    asPostgres("pg_ctl", ["-D", dataDir, "-o", options, "-w", "-l", join(root, "log"), "start"]);
  const stop = () => asPostgres("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  const closed = markPostgresOpened();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      closed();
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
