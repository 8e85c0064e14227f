import { type ChildProcess, type ChildProcessByStdio, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { buildIsFresh } from "../../scripts/fresh-build.mjs";
import { repoRoot } from "../src/lib/paths.ts";

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  exit: Promise<number | null>;
  /** Everything the process wrote to stderr so far. */
  log(): string;
}

/** The Node flags `pnpm start` serves with, read from its script in the root package.json. */
export function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
  const [command, ...args] = String(manifest.scripts.start).split(/\s+/);
  if (command !== "node" || args.at(-1) !== "scripts/start.mjs") {
    throw new Error(
      `pnpm start no longer runs "node [flags] scripts/start.mjs": ${manifest.scripts.start}`,
    );
  }
  return args.slice(0, -1);
}

/**
 * The server's process as `pnpm start` runs it (scripts/start.mjs serving the build), on a
 * free port. The build must be fresh (`pnpm test` makes it): a test never builds.
 */
export function startProcess(
  env: Record<string, string>,
  stdout: "pipe" | "ignore" = "pipe",
): ChildProcessByStdio<null, Readable | null, Readable> {
  const stdio: ["ignore", "pipe" | "ignore", "pipe"] = ["ignore", stdout, "pipe"];
  if (!buildIsFresh(repoRoot)) {
    throw new Error(
      "The build is missing or older than the sources: run `pnpm build` (`pnpm test` does)",
    );
  }
  return spawn(process.execPath, [...startFlags(), join(repoRoot, "scripts", "start.mjs")], {
    cwd: repoRoot,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: "", ...env },
    stdio,
  }) as ChildProcessByStdio<null, Readable | null, Readable>;
}

/** The server started as `pnpm start` does, once it listens. */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = startProcess(env);
  let log = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 60_000);
    const check = () => {
      const match = /"message":"server listening","url":"([^"]+)"/.exec(log);
      if (match) {
        clearTimeout(timer);
        child.stderr!.off("data", check);
        resolve(match[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stderr!.on("data", check);
    child.on("exit", () => reject(new Error(`server exited:\n${log}`)));
  });
  return { child, url, exit, log: () => log };
}
