import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { spawnServer, startProcess } from "../test/spawn-server.ts";

// Each case starts server processes: up to 18 s each measured on a loaded 2-core CI.
describe("process lifecycle", { timeout: 90_000 }, () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("on SIGTERM finishes in-flight requests, refuses new ones and exits 0 within 10 s", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "api-lifecycle-"));
    dirs.push(dataDir);
    const { child, url, exit } = await spawnServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "owner@test.example",
      ADMIN_PASSWORD: "a long pass phrase",
    });
    // Each login is held open mid-upload: the server has answered "100 Continue" (so it
    // is handling the request) but the body is only sent after SIGTERM.
    const inFlight = await Promise.all(
      Array.from({ length: 8 }, () =>
        startLoginAwaitingBody(url, {
          email: "owner@test.example",
          password: "a long pass phrase",
        }),
      ),
    );
    const signalledAt = Date.now();
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await Promise.all(inFlight.map((login) => login.finish()))).toEqual(Array(8).fill(200));
    expect(await exit).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });

  it("keeps data across a stop and a start, and refuses a second process on the same data", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "api-lifecycle-"));
    dirs.push(dataDir);
    const env = { ADMIN_EMAIL: "owner@test.example", ADMIN_PASSWORD: "a long pass phrase" };
    const first = await spawnServer({ DATA_DIR: dataDir, ...env });
    const second = startProcess({ DATA_DIR: dataDir }, "ignore");
    let secondLog = "";
    second.stderr.on("data", (chunk: Buffer) => {
      secondLog += chunk.toString();
    });
    const secondExit = await new Promise<number | null>((resolve) => second.on("exit", resolve));
    expect(secondExit).toBe(1);
    expect(secondLog).toMatch(/in use by the server/);

    const login = await fetch(`${first.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.url },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    first.child.kill("SIGTERM");
    expect(await first.exit).toBe(0);

    const again = await spawnServer({ DATA_DIR: dataDir });
    const me = await fetch(`${again.url}/api/admin/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    again.child.kill("SIGTERM");
    expect(await again.exit).toBe(0);
  });

  it("starts on the data of a server killed with SIGKILL (its lock died with it)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "api-lifecycle-"));
    dirs.push(dataDir);
    const env = { ADMIN_EMAIL: "owner@test.example", ADMIN_PASSWORD: "a long pass phrase" };
    const first = await spawnServer({ DATA_DIR: dataDir, ...env });
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    first.child.kill("SIGKILL");
    await first.exit;

    const again = await spawnServer({ DATA_DIR: dataDir });
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    const login = await fetch(`${again.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: again.url },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    again.child.kill("SIGTERM");
    expect(await again.exit).toBe(0);
  });

  it("of two servers started together on one fresh data folder, exactly one serves", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "api-lifecycle-"));
    dirs.push(dataDir);
    const results = await Promise.allSettled([
      spawnServer({ DATA_DIR: dataDir }),
      spawnServer({ DATA_DIR: dataDir }),
    ]);
    const served = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(served).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(String(refused[0]!.reason)).toMatch(/server exited:[\s\S]*in use by/);
    const winner = served[0]!.value;
    expect((await fetch(`${winner.url}/api/health`)).status).toBe(200);
    winner.child.kill("SIGTERM");
    expect(await winner.exit).toBe(0);
  });
});

/** Sends a login's headers with `Expect: 100-continue` and resolves once the server asked for the body. */
function startLoginAwaitingBody(
  url: string,
  credentials: { email: string; password: string },
): Promise<{ finish(): Promise<number> }> {
  const body = JSON.stringify(credentials);
  return new Promise((resolveStarted, reject) => {
    const req = request(`${url}/api/admin/login`, {
      method: "POST",
      agent: false,
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        origin: url,
        expect: "100-continue",
      },
    });
    const status = new Promise<number>((resolveStatus, rejectStatus) => {
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolveStatus(res.statusCode ?? 0));
      });
      req.on("error", rejectStatus);
    });
    status.catch(() => {});
    req.on("error", reject);
    req.on("continue", () =>
      resolveStarted({
        finish: () => {
          req.end(body);
          return status;
        },
      }),
    );
    req.flushHeaders();
  });
}
