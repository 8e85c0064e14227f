import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer } from "../../test/spawn-server.ts";
import { createTestDatabase, drivers, type TestDatabase } from "../../test/test-database.ts";
import { pngBytes } from "../../test/test-images.ts";

const ADMIN = { email: "owner@kill.example", password: "a long pass phrase" };
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

interface ImageRow {
  id: number;
  filename: string;
  filepath: string;
  sha256: string;
  version: number;
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(ADMIN),
  });
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

describe.each(drivers)("kill -9 during a burst of writes [%s]", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("keeps every write answered 2xx, and no image is half replaced", async () => {
    const env: Record<string, string> = {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    let testDb: TestDatabase | undefined;
    if (kind === "postgres") {
      testDb = await createTestDatabase("postgres");
      cleanups.push(() => testDb!.drop());
      env.DATABASE_URL = (testDb.options as { url: string }).url;
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), "api-kill-"));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      env.DATA_DIR = dataDir;
    }

    const server = await spawnServer(env);
    const cookie = await login(server.url);
    const headers = { cookie, origin: server.url };
    const images = (await (await fetch(`${server.url}/api/images`)).json()) as ImageRow[];
    const targets = images.slice(0, 4);

    const acknowledgedSaves: { section: string; version: number; marker: string }[] = [];
    const acknowledgedUploads: { imageId: number; version: number; sha: string }[] = [];
    let stop = false;
    let sequence = 0;

    const saveLoop = async (section: string) => {
      while (!stop) {
        const marker = `burst ${section} ${sequence++}`;
        try {
          const res = await fetch(`${server.url}/api/admin/content`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ section, content: { marker } }),
          });
          if (res.ok) {
            const saved = (await res.json()) as { version: number };
            acknowledgedSaves.push({ section, version: saved.version, marker });
          }
        } catch {
          return;
        }
      }
    };
    const uploadLoop = async (image: ImageRow) => {
      while (!stop) {
        const n = sequence++;
        const png = pngBytes(8 + (n % 7), 8, [n % 256, (n * 7) % 256, (n * 13) % 256]);
        const form = new FormData();
        form.set("image", new File([png], "replacement.png", { type: "image/png" }));
        form.set("imageId", String(image.id));
        try {
          const res = await fetch(`${server.url}/api/admin/upload`, {
            method: "POST",
            headers,
            body: form,
          });
          if (res.ok) {
            const answer = (await res.json()) as { image: { version: number } };
            acknowledgedUploads.push({
              imageId: image.id,
              version: answer.image.version,
              sha: sha256(png),
            });
          }
        } catch {
          return;
        }
      }
    };

    const loops = [
      saveLoop("burst-a"),
      saveLoop("burst-b"),
      ...targets.map((image) => uploadLoop(image)),
    ];
    // Killed mid-burst, once a few writes were answered (a fixed 1.5 s saw only 4 on a slow day).
    const burstStarted = Date.now();
    while (acknowledgedSaves.length + acknowledgedUploads.length <= 5) {
      if (Date.now() - burstStarted > 60_000) throw new Error("the burst got no 6 answers in 60 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    server.child.kill("SIGKILL");
    await server.exit;
    stop = true;
    await Promise.all(loops);
    expect(acknowledgedSaves.length + acknowledgedUploads.length).toBeGreaterThan(5);

    const again = await spawnServer(env);
    try {
      const cookieAgain = await login(again.url);
      // Every acknowledged content save is there, as the revision with its version.
      for (const section of ["burst-a", "burst-b"]) {
        const res = await fetch(`${again.url}/api/admin/content/${section}/revisions`, {
          headers: { cookie: cookieAgain },
        });
        const revisions = res.ok
          ? ((await res.json()) as { version: number; content: { marker: string } }[])
          : [];
        for (const save of acknowledgedSaves.filter((s) => s.section === section)) {
          const revision = revisions.find((r) => r.version === save.version);
          expect(revision?.content.marker, `${section} v${save.version}`).toBe(save.marker);
        }
      }
      // Every acknowledged replacement is a stored version with its bytes' checksum.
      for (const upload of acknowledgedUploads) {
        const versions = (await (
          await fetch(`${again.url}/api/admin/images/${upload.imageId}/versions`, {
            headers: { cookie: cookieAgain },
          })
        ).json()) as { version: number; sha256: string }[];
        expect(versions.find((v) => v.version === upload.version)?.sha256).toBe(upload.sha);
      }
      // Every image serves exactly the bytes its metadata describes: nothing half applied.
      const after = (await (await fetch(`${again.url}/api/images`)).json()) as ImageRow[];
      for (const image of after) {
        const served = new Uint8Array(
          await (await fetch(`${again.url}${image.filepath}`)).arrayBuffer(),
        );
        expect(sha256(served), image.filename).toBe(image.sha256);
      }
    } finally {
      again.child.kill("SIGTERM");
      await again.exit;
    }
    // Two server processes start from scratch (12 s alone); a busy CI machine can double that.
  }, 90_000);
});
