import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock.ts";
import { apiRoot } from "./paths.ts";

const unix = process.platform !== "win32";

/**
 * Each child takes the lock once told "go" on stdin and prints the outcome; the one that
 * took it holds it (at least 1 s) until told again, so every other taker meets it.
 */
const TAKER = `
const { lockDataDir } = await import(process.env.LOCK_MODULE);
const nextLine = () => new Promise((resolve) => process.stdin.once("data", resolve));
process.stdout.write("ready\\n");
await nextLine();
try {
  const release = await lockDataDir(process.env.LOCK_DIR, "taker " + process.pid);
  process.stdout.write("took\\n");
  await Promise.all([nextLine(), new Promise((resolve) => setTimeout(resolve, 1000))]);
  await release();
} catch (error) {
  process.stdout.write("refused: " + error.message + "\\n");
}
process.exit(0);
`;

describe("lockDataDir", () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "data-dir-lock-"));
    dirs.push(dir);
    return dir;
  };

  it("refuses a second holder, naming the first, until the first releases", async () => {
    const dir = join(tempDir(), "pg");
    const release = await lockDataDir(dir, "the server");
    await expect(lockDataDir(dir, "admin:create")).rejects.toThrow(
      new RegExp(`in use by the server \\(pid ${process.pid}, since .+\\)\\. Stop it first\\.`),
    );
    await release();
    await release(); // idempotent
    const next = await lockDataDir(dir, "admin:create");
    await next();
  });

  it("removes the pid file left by older versions", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "pglite.lock"), JSON.stringify({ pid: 1, holder: "the server" }));
    const release = await lockDataDir(dir, "the server");
    expect(existsSync(join(dir, "pglite.lock"))).toBe(false);
    await release();
  });

  it.runIf(unix)("is not blocked by the socket of a process killed with SIGKILL", async () => {
    const dir = tempDir();
    await leaveStaleSocket(join(dir, ".lock"));
    const release = await lockDataDir(dir, "the server");
    await expect(lockDataDir(dir, "admin:create")).rejects.toThrow(/in use by the server/);
    await release();
  });

  it.runIf(unix)("refuses a path too long for a Unix socket", async () => {
    const dir = join(tempDir(), "x".repeat(120));
    await expect(lockDataDir(dir, "the server")).rejects.toThrow(/too long.*shorter DATA_DIR/);
  });

  for (const stale of unix ? [false, true] : [false]) {
    it(`lets exactly one of 8 processes starting together take it${stale ? " over a stale socket" : ""}`, async () => {
      const dir = tempDir();
      if (stale) await leaveStaleSocket(join(dir, ".lock"));
      const takers = Array.from({ length: 8 }, () => startTaker(dir));
      children.push(...takers.map((taker) => taker.child));
      await Promise.all(takers.map((taker) => taker.ready));
      for (const taker of takers) taker.child.stdin!.write("go\n");
      const outcomes = await Promise.all(takers.map((taker) => taker.outcome));
      takers[outcomes.indexOf("took")]?.child.stdin?.end("done\n");
      await Promise.all(takers.map((taker) => taker.exit));
      expect(outcomes.filter((line) => line === "took")).toHaveLength(1);
      for (const line of outcomes.filter((line) => line !== "took")) {
        expect(line).toMatch(/^refused: .* in use by taker \d+ \(pid \d+, since .+\)/);
      }
    }, 20_000);
  }

  function startTaker(dir: string) {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", TAKER], {
      cwd: apiRoot,
      env: {
        ...process.env,
        LOCK_DIR: dir,
        LOCK_MODULE: pathToFileURL(join(apiRoot, "src/lib/data-dir-lock.ts")).href,
      },
      stdio: ["pipe", "pipe", "inherit"],
    });
    child.stdin!.on("error", () => {}); // it may have exited already
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    const exit = new Promise((resolve) => child.on("exit", resolve));
    /** The index-th line the child printed, once printed. */
    const line = (index: number) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const lines = out.split("\n");
          if (lines.length > index + 1) resolve(lines[index]!);
        };
        child.stdout!.on("data", check);
        child.on("exit", () => reject(new Error(`taker exited early: ${out}`)));
      });
    return { child, ready: line(0), outcome: line(1), exit };
  }

  /** Binds `path` in a child process and kills it with SIGKILL, leaving the socket file. */
  async function leaveStaleSocket(path: string) {
    const child = spawn(process.execPath, [
      "-e",
      `require("net").createServer().listen(${JSON.stringify(path)}); setInterval(() => {}, 1000);`,
    ]);
    children.push(child);
    const deadline = Date.now() + 10_000;
    while (!existsSync(path)) {
      if (Date.now() > deadline) throw new Error("the child did not bind the socket");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    expect(existsSync(path)).toBe(true);
  }
});
