import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SUBMISSION_PAGE_MAX, SubmissionPageSchema } from "@app/contract";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer } from "../../test/spawn-server.ts";

const ADMIN = { email: "owner@faults.example", password: "a long pass phrase" };

describe("SIGTERM under load", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "api-sigterm-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Two starts of the built server, load, a drain and a read-back: on a busy 2-core machine
  // running other end-to-end files at once this took over 30 s.
  it("finishes in-flight requests, refuses new ones cleanly, loses no answered write, exits 0", async () => {
    const server = await spawnServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const outcomes: {
      kind: "read" | "write";
      status?: number;
      refused?: boolean;
      email?: string;
    }[] = [];
    let stop = false;
    let sequence = 0;
    const worker = async (kind: "read" | "write") => {
      while (!stop) {
        const email = `load${sequence++}@sigterm.example`;
        try {
          const res =
            kind === "read"
              ? await fetch(`${server.url}/api/content-json/hero`)
              : await fetch(`${server.url}/api/quote`, {
                  method: "POST",
                  headers: { "content-type": "application/json", origin: server.url },
                  body: JSON.stringify({
                    name: "Load Client",
                    email,
                    service: "OCS certification",
                    message: "A quote request sent during shutdown.",
                  }),
                });
          await res.arrayBuffer();
          outcomes.push({ kind, status: res.status, email });
        } catch {
          outcomes.push({ kind, refused: true });
          return; // the server is gone: a clean refusal, not an error answer
        }
      }
    };
    const workers = [
      ...Array.from({ length: 10 }, () => worker("read")),
      ...Array.from({ length: 10 }, () => worker("write")),
    ];
    // Under load until it has answered a good many, however busy the machine (a fixed 1.5 s
    // gave 7 answers once, beside browser files).
    const answeredSoFar = () => outcomes.filter((o) => o.status !== undefined).length;
    const loadedAt = Date.now();
    while (answeredSoFar() <= 20 && Date.now() - loadedAt < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    const code = await server.exit;
    stop = true;
    await Promise.all(workers);

    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    const answered = outcomes.filter((o) => o.status !== undefined);
    expect(answered.length).toBeGreaterThan(20);
    // Every answer that came back is a real answer, never a 5xx from half-closed resources.
    expect(answered.filter((o) => o.status! >= 500)).toEqual([]);

    const again = await spawnServer({ DATA_DIR: dataDir });
    try {
      const login = await fetch(`${again.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: again.url },
        body: JSON.stringify(ADMIN),
      });
      const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
      const storedEmails = new Set<string>();
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({ kind: "quote", limit: String(SUBMISSION_PAGE_MAX) });
        if (cursor) query.set("cursor", cursor);
        const page = SubmissionPageSchema.parse(
          await (
            await fetch(`${again.url}/api/admin/submissions?${query}`, { headers: { cookie } })
          ).json(),
        );
        for (const s of page.items) storedEmails.add(s.email);
        cursor = page.nextCursor;
      } while (cursor);
      const acknowledged = answered.filter((o) => o.kind === "write" && o.status === 200);
      expect(acknowledged.length).toBeGreaterThan(0);
      for (const write of acknowledged) expect(storedEmails.has(write.email!)).toBe(true);
    } finally {
      again.child.kill("SIGTERM");
      await again.exit;
    }
  }, 90_000);
});
