import { accountMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { loggedActivity } from "../../../test/activity-entries.ts";
import { serverForTests, TEST_ADMIN } from "../../../test/test-server.ts";
import { ageSessions } from "../../../test/totp-codes.ts";

/*
 * Issue 29, finding 5: downloading the backup (every secret and lead), removing a passkey and
 * ending other sessions take the same step-up as adding a passkey, and the download is logged.
 */
describe("the step-up before sensitive actions", () => {
  const api = serverForTests("pglite");
  const send = (method: string, path: string, json?: unknown) =>
    api.server.request(path, { method, cookie: api.cookie, ...(json !== undefined && { json }) });
  const reauth = { error: accountMessages.reauthRequired };

  it("refuses an old session until it confirms it's the owner", { timeout: 60_000 }, async () => {
    await ageSessions(api.server);
    for (const [method, path] of [
      ["POST", "/api/admin/backup"],
      ["DELETE", "/api/admin/passkeys/not-a-passkey"],
      ["POST", "/api/admin/sessions/end-others"],
      ["DELETE", `/api/admin/sessions/${"0".repeat(32)}`],
    ] as const) {
      const refused = await send(method, path);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(await refused.json()).toEqual(reauth);
    }

    const download = await send("POST", "/api/admin/backup", { password: TEST_ADMIN.password });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/x-tar");
    await download.arrayBuffer();
    const [entry] = await loggedActivity(api.server, api.cookie, ["backup."]);
    expect(entry).toMatchObject({ action: "backup.downloaded", actor: TEST_ADMIN.email });

    // The password made the session recent again: the next download needs nothing more.
    const again = await send("POST", "/api/admin/backup");
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });
});
