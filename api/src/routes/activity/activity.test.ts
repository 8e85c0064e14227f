import { type ActivityEntry, type ActivityPage, ActivityPageSchema } from "@app/contract";
import type { InferRequestType } from "hono/client";
import { beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests, type TestApiClient } from "../../../test/test-server.ts";
import { pruneActivity } from "../../activity/activity-log.ts";
import { SESSION_COOKIE } from "../../auth/session-cookie.ts";
import { activityLog } from "../../db/schema.ts";

/**
 * Entries written straight into the table at chosen times around midnight in Phnom Penh
 * (UTC+7): 17:00 UTC is the office's midnight.
 */
const seeded = [
  { at: "2024-03-09T16:59:59.000Z", action: "content.saved", target: "hero" }, // 9 March, 23:59:59
  { at: "2024-03-09T17:00:00.000Z", action: "content.saved", target: "about" }, // 10 March, 00:00
  { at: "2024-03-10T05:00:00.000Z", action: "image.deleted", target: "old.png" }, // 10 March, noon
  { at: "2024-03-10T16:59:59.999Z", action: "content.saved", target: "site" }, // 10 March, 23:59
  { at: "2024-03-10T17:00:00.000Z", action: "content.saved", target: "services" }, // 11 March
] as const;

type ActivityQuery = InferRequestType<TestApiClient["admin"]["activity"]["$get"]>["query"];

describe.each(drivers)("GET /api/admin/activity [%s]", (kind) => {
  const api = serverForTests(kind);
  const list = async (query: ActivityQuery): Promise<ActivityPage> => {
    const res = await api.admin.admin.activity.$get({ query });
    expect(res.status, JSON.stringify(query)).toBe(200);
    return ActivityPageSchema.parse(await res.json());
  };
  const march = { from: "2024-03-01", to: "2024-03-31" };
  /** A refusal's body, `{ error, fields }`: the route's types declare only its success. */
  const refusalOf = async (res: { json(): Promise<unknown> }) =>
    (await res.json()) as { error: string; fields: Record<string, string> };
  const targets = (page: ActivityPage) => page.items.map((entry) => entry.target);

  beforeAll(async () => {
    const { db } = api.server.running.deps.database;
    for (const entry of seeded) {
      await db.insert(activityLog).values({
        ...entry,
        at: new Date(entry.at),
        actor: "admin@test.example",
        detail: "version 2",
        ip: "203.0.113.7",
        userAgent: "Seeder/1.0",
      });
    }
  });

  it("answers entries newest first with every field", async () => {
    const page = await list(march);
    expect(targets(page)).toEqual(["services", "site", "old.png", "about", "hero"]);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toEqual({
      id: expect.stringMatching(/^[1-9]\d*$/),
      at: "2024-03-10T17:00:00.000Z",
      actor: "admin@test.example",
      action: "content.saved",
      target: "services",
      detail: "version 2",
      ip: "203.0.113.7",
      userAgent: "Seeder/1.0",
    });
  });

  it("pages with the cursor until nextCursor is null", async () => {
    const seen: (string | null)[] = [];
    const cursors: string[] = [];
    let query: ActivityQuery = { ...march, limit: "2" };
    for (let pages = 0; pages < 5; pages++) {
      const page = await list(query);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...targets(page));
      if (!page.nextCursor) break;
      cursors.push(page.nextCursor);
      query = { ...march, limit: "2", cursor: page.nextCursor };
    }
    expect(seen).toEqual(["services", "site", "old.png", "about", "hero"]);
    expect(cursors).toHaveLength(2);
    // Exactly a page's worth left: the last full page says there is no more.
    const exact = await list({ ...march, limit: "1", cursor: cursors[1] });
    expect([targets(exact), exact.nextCursor]).toEqual([["hero"], null]);
  });

  it("filters by action and by days on the office's clock, both ends included", async () => {
    expect(targets(await list({ action: "image.deleted" }))).toEqual(["old.png"]);
    expect(targets(await list({ from: "2024-03-10", to: "2024-03-10" }))).toEqual([
      "site",
      "old.png",
      "about",
    ]);
    expect(
      targets(await list({ from: "2024-03-10", to: "2024-03-10", action: "content.saved" })),
    ).toEqual(["site", "about"]);
    expect(targets(await list({ to: "2024-03-09" }))).toEqual(["hero"]);
    expect(targets(await list({ from: "2024-03-11", to: "2024-03-11" }))).toEqual(["services"]);
    // Empty filters are no filters; a range that ends before it starts is simply empty.
    expect(targets(await list({ action: "", from: "", to: "2024-03-09", cursor: "" }))).toEqual([
      "hero",
    ]);
    expect(targets(await list({ from: "2024-03-11", to: "2024-03-10" }))).toEqual([]);
  });

  it("refuses a bad cursor, limit, date or action with a message for that field", async () => {
    const refused = async (query: ActivityQuery, field: string) => {
      const res = await api.admin.admin.activity.$get({ query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      const body = await refusalOf(res);
      expect(Object.keys(body.fields), JSON.stringify(query)).toEqual([field]);
    };
    for (const cursor of ["abc", "0", "-3", "12.5", "1".repeat(19)]) {
      await refused({ cursor }, "cursor");
    }
    for (const limit of ["0", "201", "ten", "-1", "1.5"]) await refused({ limit }, "limit");
    for (const day of ["2024-13-45", "10-03-2024", "2024-3-1", "yesterday"]) {
      await refused({ from: day }, "from");
      await refused({ to: day }, "to");
    }
    await refused({ action: "content.edited" }, "action");
  });

  it("is for administrators only", async () => {
    const res = await api.visitor.admin.activity.$get({ query: {} });
    expect(res.status).toBe(401);
    const stale = await api.server
      .client(`${SESSION_COOKIE}=not-a-session`)
      .admin.activity.$get({ query: {} });
    expect(stale.status).toBe(401);
  });

  it("has no way to change or delete an entry, and the table refuses updates", async () => {
    const [newest] = (await list({ ...march, limit: "1" })).items as [ActivityEntry];
    // Sent raw: the typed client has no such methods to call, which is the point.
    for (const path of ["/api/admin/activity", `/api/admin/activity/${newest.id}`]) {
      for (const method of ["PATCH", "PUT", "DELETE"]) {
        const res = await api.server.request(path, {
          method,
          cookie: api.cookie,
          ...(method !== "DELETE" && { json: { target: "rewritten", detail: null } }),
        });
        expect([404, 405], `${method} ${path}`).toContain(res.status);
      }
    }
    const { db } = api.server.running.deps.database;
    await expect(db.update(activityLog).set({ target: "rewritten" })).rejects.toThrow();
    const after = await list({ ...march, limit: "1" });
    expect(after.items[0]).toEqual(newest);
  });

  // Last: it removes the seeded entries the tests above read.
  it("prunes entries older than the retention period, and only those", async () => {
    const { db } = api.server.running.deps.database;
    expect(await pruneActivity(db, 365)).toBe(seeded.length);
    const left = await list({ limit: "200" });
    expect(left.items.length).toBeGreaterThan(0);
    expect(left.items.every((entry) => Date.parse(entry.at) > Date.now() - 86_400_000)).toBe(true);
  });
});
