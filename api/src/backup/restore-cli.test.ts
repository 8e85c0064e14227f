import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hc } from "hono/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openToOthers } from "../../test/file-modes.ts";
import { runCli } from "../../test/run-cli.ts";
import { spawnServer } from "../../test/spawn-server.ts";
import { createTestDatabase, drivers } from "../../test/test-database.ts";
import { startTestServer, TEST_ADMIN } from "../../test/test-server.ts";
import type { ApiType } from "../app-type.ts";
import { writeBackupFile } from "./write-backup.ts";

/** Runs `pnpm restore`'s entry point as the administrator would, with its own environment. */
const restoreCli = (args: string[], env: Record<string, string>) =>
  runCli("src/backup/restore-cli.ts", args, env);

const MESSAGE = "Quote kept through a backup and a restore.";

// Each case starts several processes (the CLI, a server): seconds each on a loaded 2-core CI.
describe("pnpm restore", { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), "restore-cli-"));
  const archive = join(dir, "site.tar");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    const source = await startTestServer("pglite");
    try {
      const res = await source.client().quote.$post({
        json: {
          name: "Dara Sok",
          email: "dara@factory.example",
          service: "GOTS certification",
          message: MESSAGE,
        },
      });
      expect(res.status).toBe(200);
      await writeBackupFile(source.running.deps.database, archive);
    } finally {
      await source.dispose();
    }
  });

  /** The typed API client of a spawned server (it is no TestServer), with these headers. */
  const clientOf = (url: string, headers: Record<string, string>) =>
    hc<ApiType>(`${url}/api`, { headers });
  const signIn = async (url: string) => {
    const login = await clientOf(url, { origin: url }).admin.login.$post({ json: TEST_ADMIN });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const inbox = await clientOf(url, { cookie }).admin.submissions.$get({ query: {} });
    return JSON.stringify(await inbox.json());
  };

  it("restores into a new embedded database that then serves the same site", async () => {
    const dataDir = join(dir, "embedded");
    const first = await restoreCli([archive], { DATA_DIR: dataDir });
    expect(first.output).toMatch(
      /Restored the backup of .* 1 quote requests and messages, 1 administrator/s,
    );
    expect(first.code).toBe(0);
    // Its files hold password hashes and TOTP keys: private to the user who restored them.
    expect(openToOthers(dataDir)).toEqual([]);

    const again = await restoreCli([archive], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds a site .*--replace.*\n.*Nothing was written/s);

    const server = await spawnServer({ DATA_DIR: dataDir });
    try {
      expect(await signIn(server.url)).toContain(MESSAGE);
      const whileServing = await restoreCli([archive, "--replace"], { DATA_DIR: dataDir });
      expect(whileServing.code).toBe(1);
      expect(whileServing.output).toMatch(/in use by the server/);
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
    }

    const replaced = await restoreCli([archive, "--replace"], { DATA_DIR: dataDir });
    expect(replaced.code).toBe(0);
  });

  it("refuses a damaged archive and says nothing was written; explains its usage", async () => {
    const bytes = readFileSync(archive);
    bytes[bytes.length - 2048]! ^= 0xff;
    const damaged = join(dir, "damaged.tar");
    writeFileSync(damaged, bytes);
    const refused = await restoreCli([damaged], { DATA_DIR: join(dir, "never") });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/The backup cannot be restored: .*Nothing was written/);

    const usage = await restoreCli([], { DATA_DIR: join(dir, "never") });
    expect(usage.code).toBe(2);
    expect(usage.output).toMatch(/Usage: pnpm restore FILE \[--replace\]/);
  });

  it.runIf(drivers.includes("postgres"))(
    "moves the site from the embedded database to PostgreSQL",
    async () => {
      const testDb = await createTestDatabase("postgres");
      try {
        const url = testDb.options.kind === "postgres" ? testDb.options.url : "";
        const restored = await restoreCli([archive], { DATABASE_URL: url });
        expect(restored.output).toMatch(/into PostgreSQL/);
        expect(restored.code).toBe(0);
        const server = await spawnServer({ DATABASE_URL: url, DATA_DIR: join(dir, "unused") });
        try {
          expect(await signIn(server.url)).toContain(MESSAGE);
        } finally {
          server.child.kill("SIGTERM");
          await server.exit;
        }
      } finally {
        await testDb.drop();
      }
    },
  );
});
