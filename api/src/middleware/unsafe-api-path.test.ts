import { apiErrorMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

describe.each(drivers)("API paths that name nothing [%s]", (kind) => {
  const api = serverForTests(kind);
  const call = (path: string, method = "GET") =>
    api.server.request(path, {
      method,
      cookie: api.cookie,
      json: method === "GET" ? undefined : {},
    });

  it("answers a control character or a backslash in any API path as not found, never 500", async () => {
    for (const [method, path] of [
      ["DELETE", "/api/admin/passkeys/a%00b"],
      ["DELETE", "/api/admin/content/a%00b/preview-links/1"],
      ["POST", "/api/admin/content/a%00b/revisions/1/restore"],
      ["GET", "/api/admin/content/a%00b/preview-links"],
      ["GET", "/api/content-json/hero%00"],
      ["GET", "/api/content-json/hero%5Cx"],
      ["GET", "/api/content-json/%E1"],
    ] as const) {
      const res = await call(path, method);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ error: apiErrorMessages.notFound });
    }
  });

  it("names the missing thing where it can: a schedule, a preview link", async () => {
    const schedule = await call("/api/admin/schedules/abc", "DELETE");
    expect(schedule.status).toBe(404);
    expect(await schedule.json()).toEqual({ error: apiErrorMessages.scheduleNotFound });
    const link = await call("/api/admin/content/hero/preview-links/x", "DELETE");
    expect(link.status).toBe(404);
    expect(await link.json()).toEqual({ error: apiErrorMessages.previewLinkNotFound });
  });
});
