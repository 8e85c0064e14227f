import { type ChildProcess, spawn } from "node:child_process";
import { apiRoot } from "../src/lib/paths.ts";

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  exit: Promise<number | null>;
  /** Everything the process wrote to stderr so far. */
  log(): string;
}

/** Starts the real entry point (src/index.ts) as its own process on a free port. */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: apiRoot,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
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
