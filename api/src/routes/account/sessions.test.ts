import { AdminSessionListSchema, accountMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers, itAcrossProcesses } from "../../../test/test-database.ts";
import { serverForTests, startTestServer, TEST_ADMIN } from "../../../test/test-server.ts";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari/604.1";

describe.each(drivers)("admin sessions [%s]", (kind) => {
  const handle = serverForTests(kind);
  const loginAs = async (userAgent: string) => {
    const res = await handle.visitor.admin.login.$post(
      { json: TEST_ADMIN },
      { headers: { "user-agent": userAgent } },
    );
    expect(res.status).toBe(200);
    return res.headers.get("set-cookie")!.split(";")[0]!;
  };
  const sessions = async (cookie: string) => {
    const res = await handle.server.client(cookie).admin.sessions.$get();
    expect(res.status).toBe(200);
    return AdminSessionListSchema.parse(await res.json()).items;
  };

  it("lists each signed-in device with a public id, never the token, and marks this one", async () => {
    const phone = await loginAs(PHONE);
    const items = await sessions(phone);
    expect(items.length).toBeGreaterThanOrEqual(2);
    const current = items.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ ip: "127.0.0.1", userAgent: PHONE });
    expect(current[0]!.id).toMatch(/^[0-9a-f]{32}$/);
    const token = phone.split("=")[1]!;
    expect(JSON.stringify(items)).not.toContain(token);
    expect(Date.parse(current[0]!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  const end = (id: string) => handle.admin.admin.sessions[":id"].$delete({ param: { id } });
  const endSession = (userAgent: string) =>
    sessions(handle.cookie).then((items) => end(items.find((s) => s.userAgent === userAgent)!.id));

  it("ends one session: its cookie answers 401 at once, and ending it again is 404", async () => {
    const laptop = await loginAs("laptop");
    const target = (await sessions(handle.cookie)).find((s) => s.userAgent === "laptop")!;
    const ended = await endSession("laptop");
    expect(ended.status).toBe(200);
    expect((await handle.server.client(laptop).admin.me.$get()).status).toBe(401);
    const again = await end(target.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: accountMessages.sessionNotFound });
  });

  itAcrossProcesses(kind)("ends a session on every API process at once", async () => {
    const tablet = await loginAs("tablet");
    const other = await startTestServer(kind, {
      testDb: handle.server.testDb,
      bootstrapAdmin: false,
    });
    try {
      expect((await other.client(tablet).admin.me.$get()).status).toBe(200);
      expect((await endSession("tablet")).status).toBe(200);
      expect((await other.client(tablet).admin.me.$get()).status).toBe(401);
    } finally {
      await other.stop();
    }
  });

  it("answers a malformed id as not found, and 401 without a session", async () => {
    const bad = await end("not-an-id");
    expect(bad.status).toBe(404);
    expect((await handle.visitor.admin.sessions.$get()).status).toBe(401);
  });

  it("signs out everywhere else, keeping this session", async () => {
    const a = await loginAs("a");
    const b = await loginAs("b");
    const res = await handle.admin.admin.sessions["end-others"].$post();
    expect(res.status).toBe(200);
    expect((await res.json()).ended).toBeGreaterThanOrEqual(2);
    for (const cookie of [a, b]) {
      expect((await handle.server.client(cookie).admin.me.$get()).status).toBe(401);
    }
    const left = await sessions(handle.cookie);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);

    const activity = await handle.admin.admin.activity.$get({
      query: { action: "session.revoked" },
    });
    const entries = (await activity.json()).items;
    expect(entries.map((e) => e.target)).toContain("every other session");
    expect(entries.every((e) => e.actor === TEST_ADMIN.email)).toBe(true);
  });
});
