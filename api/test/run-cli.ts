import { spawn } from "node:child_process";
import { apiRoot } from "../src/lib/paths.ts";

export interface CliOutcome {
  code: number | null;
  /** stdout and stderr as they came. */
  output: string;
}

/**
 * Runs one of the API's command-line entry points (`pnpm restore`, `pnpm admin:create`) as the
 * administrator would: its own process and environment (embedded PGlite unless DATABASE_URL is
 * given), with `typed` as the lines answered to its questions.
 */
export function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  typed?: string[],
): Promise<CliOutcome> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: [typed ? "pipe" : "ignore", "pipe", "pipe"],
  });
  child.stdin?.end(typed?.map((line) => `${line}\n`).join(""));
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}
