import { describe, expect, it } from "vitest";
import { serverForTests } from "../../test/test-server.ts";

/*
 * Issue 29, finding 10: many HTTP clients send `Content-Type: application/json` with an empty
 * body on every POST. A route that takes no body, or an optional one, must accept it.
 */
const emptyJson = { "content-type": "application/json" };
// Those requests stay raw: a typed client never sends a JSON type with no body.

describe("an empty body sent as JSON", () => {
  const api = serverForTests("pglite");

  it.each([
    ["POST", "/api/admin/passkeys/options"],
    ["POST", "/api/admin/totp/setup"],
    ["POST", "/api/admin/sessions/end-others"],
    ["POST", "/api/admin/passkey-login/options"],
    ["DELETE", `/api/admin/sessions/${"0".repeat(32)}`],
  ])("%s %s is not refused as malformed", async (method, path) => {
    const response = await api.server.request(path, {
      method,
      cookie: api.cookie,
      headers: emptyJson,
      body: "",
    });
    expect(response.status, await response.text()).not.toBe(400);
  });

  it("names the missing fields where a body is needed", async () => {
    const response = await api.server.request("/api/admin/password", {
      method: "POST",
      cookie: api.cookie,
      headers: emptyJson,
      body: "",
    });
    expect(response.status).toBe(400);
    expect((await response.json()) as { fields?: object }).toHaveProperty("fields");
  });

  it("POST /api/admin/logout signs out (last: it ends the session)", async () => {
    const response = await api.server.request("/api/admin/logout", {
      method: "POST",
      cookie: api.cookie,
      headers: emptyJson,
      body: "",
    });
    expect(response.status).toBe(200);
    const after = await api.admin.admin.me.$get();
    expect(after.status).toBe(401);
  });
});
