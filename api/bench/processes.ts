import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { startFlags } from "../test/spawn-server.ts";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first healthy /api/health. */
  coldStartMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the built API (api/dist/index.js) with the Node flags of `pnpm start` and waits until
 * /api/health answers 200.
 */
export async function startBuiltServer(
  distEntry: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...startFlags(), distEntry], {
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > 60_000) throw new Error("server did not become healthy");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const coldStartMs = performance.now() - startedAt;
  return {
    child,
    url,
    coldStartMs,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Peak resident set size of a process so far (Linux VmHWM), in MB. */
export function peakRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Starts one of the bench's own servers (a .mjs that prints {"port": n} once listening). */
export async function startScriptServer(script: string, args: string[]) {
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) => resolve(JSON.parse(chunk.toString()).port));
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The process's memory now (VmRSS), in MB; null where /proc cannot tell. */
export function currentRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}
