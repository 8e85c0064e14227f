import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openToOthers } from "../../test/file-modes.ts";
import { spawnServer } from "../../test/spawn-server.ts";
import { startTestServer } from "../../test/test-server.ts";
import { writeBackupFile } from "../backup/write-backup.ts";

/*
 * Issue 29, finding 4: the embedded database's files (its write-ahead log holds the password
 * hash and the TOTP key), the secrets key and backups are private to the server's user.
 */

const dir = mkdtempSync(join(tmpdir(), "private-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(process.platform === "win32")("files private to the server's user", () => {
  it("puts an existing install right at start, says so in the log, and keeps new files private", {
    timeout: 120_000,
  }, async () => {
    const dataDir = join(dir, "data");
    // An install from before: folders 0755, a backup 0644, a file open to everyone.
    mkdirSync(join(dataDir, "backups"), { recursive: true });
    writeFileSync(join(dataDir, "backups", "backup-2026-11-01T00-00-00Z.tar"), "old");
    writeFileSync(join(dataDir, "notes.txt"), "an old file");
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, "backups"), 0o755);
    chmodSync(join(dataDir, "backups", "backup-2026-11-01T00-00-00Z.tar"), 0o644);
    chmodSync(join(dataDir, "notes.txt"), 0o666);
    expect(openToOthers(dataDir)).toHaveLength(4);

    const server = await spawnServer({ DATA_DIR: dataDir });
    try {
      expect(openToOthers(dataDir)).toEqual([]);
      expect(server.log()).toContain("made files private to the server's user");
      // Files the database writes while serving (its log, new tables) are private too.
      const quote = await fetch(`${server.url}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({
          name: "Dara Sok",
          email: "dara@factory.example",
          service: "GOTS certification",
          message: "A quote that the database writes to its files.",
        }),
      });
      expect(quote.status).toBe(200);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
    }
  });

  it("writes a backup readable by the server's user only, whatever the umask", async () => {
    const server = await startTestServer("pglite");
    const previous = process.umask(0o022);
    try {
      const archive = join(dir, "backup.tar");
      await writeBackupFile(server.running.deps.database, archive);
      expect((statSync(archive).mode & 0o777).toString(8)).toBe("600");
    } finally {
      process.umask(previous);
      await server.dispose();
    }
  });
});
