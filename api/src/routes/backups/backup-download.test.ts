import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BackupStatusSchema } from "@app/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serverForTests } from "../../../test/test-server.ts";

/*
 * Second hostile review of issue 29: a HEAD on the backup download built an archive in the
 * temporary folder that nothing removed, and a link on another site (a cross-site GET) started
 * a download. The download is a POST only, behind the origin check and the step-up; a GET or
 * HEAD builds nothing, and no request leaves a temporary file behind.
 */
describe("the backup download", () => {
  const api = serverForTests("pglite");
  // The archive is prepared in the system's temporary folder: this test's own, once the
  // server (and its database folder) has started.
  const temporary = mkdtempSync(join(tmpdir(), "backup-download-test-"));
  beforeAll(() => {
    vi.stubEnv("TMPDIR", temporary);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(temporary, { recursive: true, force: true });
  });
  const leftBehind = () => readdirSync(temporary);
  const download = () => api.admin.admin.backup.$post();
  /** Sent raw: the typed client has no GET or HEAD here, and sends our own Origin. */
  const downloadRaw = (method: string, init: { origin?: string } = {}) =>
    api.server.request("/api/admin/backup", {
      method,
      cookie: api.cookie,
      headers: init.origin ? { origin: init.origin } : {},
    });
  const downloadsRecorded = async () => {
    const res = await api.admin.admin.backups.$get();
    return BackupStatusSchema.parse(await res.json()).lastSuccess;
  };

  it("builds no archive for a GET or a HEAD", async () => {
    const before = leftBehind();
    for (const method of ["HEAD", "GET"]) {
      const answer = await downloadRaw(method);
      expect(answer.status, method).toBe(404);
      expect(answer.headers.get("content-disposition"), method).toBeNull();
      await answer.arrayBuffer();
    }
    expect(leftBehind()).toEqual(before);
    expect(await downloadsRecorded()).toBeNull();
  });

  it("starts no download for another site's page", async () => {
    const before = leftBehind();
    const answer = await downloadRaw("POST", { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    await answer.arrayBuffer();
    expect(leftBehind()).toEqual(before);
  });

  it("leaves no temporary file behind, whether the archive is read whole or abandoned", async () => {
    const before = leftBehind();
    const whole = await download();
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("application/x-tar");
    await whole.arrayBuffer();
    await expect.poll(leftBehind).toEqual(before);

    const abandoned = await download();
    expect(abandoned.status).toBe(200);
    await abandoned.body?.cancel();
    await expect.poll(leftBehind).toEqual(before);
  });

  it("leaves no temporary file behind when the download cannot be logged", async () => {
    const { db } = api.server.running.deps.database;
    const before = leftBehind();
    await db.execute(sql`alter table activity_log rename to activity_log_away`);
    try {
      const answer = await download();
      expect(answer.status).toBe(500);
      await answer.arrayBuffer();
    } finally {
      await db.execute(sql`alter table activity_log_away rename to activity_log`);
    }
    expect(leftBehind()).toEqual(before);
  });
});
