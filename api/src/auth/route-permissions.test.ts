import { PERMISSIONS, ROLES, type Role, roleMay, roleRefusal } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";
import { createApp } from "../app.ts";
import { adminUsers } from "../db/schema.ts";
import { ADMIN_ROUTE_RULES, type RouteRule } from "./route-permissions.ts";
import { createSession, generateSessionToken } from "./session.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

/** Issue 35: every admin route, as each role, against the roles table. */
describe.each(drivers)("the permission matrix [%s]", (kind) => {
  const api = serverForTests(kind);

  /** Every admin route the app serves, as "METHOD /path", read from the app itself. */
  const adminRoutes = () => {
    const app = createApp(api.server.running.deps);
    const keys = app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/admin/"))
      .map((route) => `${route.method} ${route.path}`);
    return [...new Set(keys)].sort();
  };

  const users = new Map<Role, string>();
  /** A fresh session of a person with this role: some routes end the one they are called with. */
  async function cookieOf(role: Role): Promise<string> {
    const { db } = api.server.running.deps.database;
    let id = users.get(role);
    if (!id) {
      id = crypto.randomUUID();
      await db.insert(adminUsers).values({
        id,
        email: `${role}@matrix.example`,
        name: `The ${role}`,
        role,
        passwordHash: "not used: these sessions are opened directly",
      });
      users.set(role, id);
    }
    const token = generateSessionToken();
    await createSession(db, token, id);
    return `${SESSION_COOKIE}=${token}`;
  }

  // A `section` route is asked of a translation, which every role that edits may change.
  const concrete = (path: string, rule: RouteRule) =>
    path
      .replace(":section", rule === "section" ? "hero@km" : "hero")
      .replace(":language", "km")
      .replace(":version", "1")
      .replace(/:id\b/g, "999999");

  async function call(key: string, role: Role) {
    const [method, path] = key.split(" ") as [string, string];
    const res = await api.server.request(concrete(path, ADMIN_ROUTE_RULES[key]!), {
      method,
      cookie: await cookieOf(role),
      ...(method !== "GET" && method !== "DELETE" && { json: {} }),
    });
    const text = await res.text();
    let error = "";
    try {
      error = (JSON.parse(text) as { error?: string }).error ?? "";
    } catch {
      // a CSV, an image: not a refusal
    }
    return { status: res.status, error };
  }

  const lets = (role: Role, rule: RouteRule) =>
    rule === "signed-in" ||
    (rule === "section"
      ? roleMay(role, "content.edit") || roleMay(role, "translations")
      : roleMay(role, rule as never));

  it("has a rule for every admin route the app serves, and no rule for a route it does not", () => {
    const served = adminRoutes();
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((key) => !(key in ADMIN_ROUTE_RULES))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_RULES).filter((key) => !served.includes(key))).toEqual([]);
    for (const rule of Object.values(ADMIN_ROUTE_RULES)) {
      expect([...PERMISSIONS, "signed-in", "section", "no session"]).toContain(rule);
    }
  });

  it("lets each role use exactly the routes its permissions name, and refuses the rest in words", {
    timeout: 120_000,
  }, async () => {
    const wrong: string[] = [];
    for (const key of adminRoutes()) {
      const rule = ADMIN_ROUTE_RULES[key]!;
      if (rule === "no session") continue;
      for (const role of ROLES) {
        const { status, error } = await call(key, role);
        const refused =
          status === 403 && error.startsWith(roleRefusal(role, "team").split(" cannot")[0]!);
        if (refused !== !lets(role, rule)) {
          wrong.push(`${key} as ${role}: ${status} ${error}`);
        }
        if (refused) expect(error).toMatch(/Ask the owner if you need to\.$/);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("lets a translator save Khmer words and refuses English ones", async () => {
    const translator = await cookieOf("translator");
    const save = (section: string) =>
      api.server.request("/api/admin/content", {
        method: "POST",
        cookie: translator,
        json: { section, content: { title: "x" }, version: 1 },
      });
    const english = await save("hero");
    expect(english.status).toBe(403);
    expect((await english.json()).error).toBe(roleRefusal("translator", "content.edit"));
    // Past the permission: what the save itself says of these words (not a refusal).
    const khmer = await save("hero@km");
    expect(khmer.status).not.toBe(403);
  });

  it("shows each person only their own activity, and the owner everyone's", async () => {
    const sales = await cookieOf("sales");
    const res = await api.server.request("/api/admin/activity?person=admin@example.com", {
      cookie: sales,
    });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { actor: string | null }[] };
    for (const item of items) expect(item.actor).toBe("sales@matrix.example");
    const owner = await api.server.request("/api/admin/activity", { cookie: api.cookie });
    const everyone = (await owner.json()) as { items: { actor: string | null }[] };
    expect(everyone.items.some((item) => item.actor !== "sales@matrix.example")).toBe(true);
  });
});
