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
  /** The backup route reads its optional proof itself: its types declare no body. */
  const download = (json?: { password: string }) => api.admin.admin.backup.$post(json && { json });
  const reauth = { error: accountMessages.reauthRequired };

  it("refuses an old session until it confirms it's the owner", { timeout: 60_000 }, async () => {
    await ageSessions(api.server);
    for (const [request, send] of [
      ["POST /api/admin/backup", () => download()],
      [
        "DELETE /api/admin/passkeys/not-a-passkey",
        () => api.admin.admin.passkeys[":id"].$delete({ param: { id: "not-a-passkey" } }),
      ],
      ["POST /api/admin/sessions/end-others", () => api.admin.admin.sessions["end-others"].$post()],
      [
        `DELETE /api/admin/sessions/${"0".repeat(32)}`,
        () => api.admin.admin.sessions[":id"].$delete({ param: { id: "0".repeat(32) } }),
      ],
    ] as const) {
      const refused = await send();
      expect(refused.status, request).toBe(403);
      expect(await refused.json()).toEqual(reauth);
    }

    const confirmed = await download({ password: TEST_ADMIN.password });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("content-type")).toBe("application/x-tar");
    await confirmed.arrayBuffer();
    const [entry] = await loggedActivity(api.server, api.cookie, ["backup."]);
    expect(entry).toMatchObject({ action: "backup.downloaded", actor: TEST_ADMIN.email });

    // The password made the session recent again: the next download needs nothing more.
    const again = await download();
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });
});
