import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const repository = fileURLToPath(new URL("..", import.meta.url));

/** Waits until the server says where it listens; answers its address. */
function listening(child: ChildProcess, log: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /"message":"server listening","url":"([^"]+)"/.exec(log());
      if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
    };
    child.stderr!.on("data", check);
    child.stdout!.on("data", check);
    child.on("exit", (code) => reject(new Error(`pnpm start exited (${code}):\n${log()}`)));
  });
}

/** Sends SIGTERM to the process's whole group and waits until its leader has exited. */
async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(undefined);
    else child.once("exit", resolve);
  });
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    // Already gone.
  }
  await exited;
}

/** Prints how long each step took, for the suite's budget (docs/decisions/033). */
function timer() {
  let last = performance.now();
  return (step: string) => {
    const now = performance.now();
    console.info(`${step}: ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
}

/**
 * What the README promises a newcomer: on a fresh checkout, `pnpm install && pnpm start`
 * builds and serves the site. The checkout is a clean clone of what is committed.
 */
describe("a clean clone", () => {
  const clone = mkdtempSync(join(tmpdir(), "clean-clone-"));
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (server) await stop(server);
    rmSync(clone, { recursive: true, force: true });
  });

  it("builds on `pnpm start` and serves the site, its Khmer, the admin and the health check", async () => {
    const lap = timer();
    execFileSync("git", ["clone", "--quiet", "--no-hardlinks", repository, clone]);
    // From the machine's package store: no download, as a second install is.
    execFileSync("pnpm", ["install", "--frozen-lockfile", "--offline", "--reporter=silent"], {
      cwd: clone,
      stdio: "ignore",
    });
    lap("cloned and installed");
    let log = "";
    // As on a newcomer's machine: the defaults (embedded database in the clone's ./data).
    const env = { ...process.env, PORT: "0", HOST: "127.0.0.1" };
    for (const name of [
      "DATA_DIR",
      "DATABASE_URL",
      "PUBLIC_URL",
      "ADMIN_EMAIL",
      "ADMIN_PASSWORD",
    ]) {
      delete env[name];
    }
    server = spawn("pnpm", ["start"], {
      cwd: clone,
      env,
      // A process group of its own, as a terminal gives a command: Ctrl-C reaches it whole.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
    server.stderr!.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
    const url = await listening(server, () => log);
    lap("built and listening");
    expect(log).toContain("Building the site (first start)...");

    const page = async (path: string) => {
      const response = await fetch(url + path);
      expect(response.status, path).toBe(200);
      return response.text();
    };
    expect(await page("/")).toContain("Your One-Stop Solution for All Standards!");
    expect(await page("/km/")).toMatch(/<html lang="km"/);
    expect(await page("/admin")).toContain('<meta name="robots" content="noindex"');
    expect(JSON.parse(await page("/api/health"))).toMatchObject({ status: "ok" });

    // As Ctrl-C in the terminal does: the signal goes to pnpm and the server it started.
    await stop(server);
    const answering = () =>
      fetch(`${url}/api/health`).then(
        () => "answering",
        () => "stopped",
      );
    await expect.poll(answering, { timeout: 15_000 }).toBe("stopped");
  }, 600_000);
});
