import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

describe.each(drivers)("hot cache of public answers [%s]", (kind) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await server.login();
  });
  afterAll(async () => {
    await server.dispose();
  });

  const headersOf = (res: Response) => {
    const all = Object.fromEntries(res.headers);
    delete all.date;
    delete all["x-request-id"];
    return all;
  };

  it("replays exactly what the app answered, marker removed, and revalidates with 304", async () => {
    server.running.hotCache.clear();
    const first = await fetch(`${server.url}/api/content-json/hero`);
    const firstBody = await first.text();
    expect(server.running.hotCache.size).toBe(1);
    const second = await fetch(`${server.url}/api/content-json/hero`);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get("x-hot-cache")).toBeNull();
    expect(second.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(second.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);

    const etag = second.headers.get("etag")!;
    const revalidated = await fetch(`${server.url}/api/content-json/hero`, {
      headers: { "if-none-match": etag },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    const head = await fetch(`${server.url}/api/content-json/hero`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("is dropped by a write, so the next read shows it", async () => {
    await fetch(`${server.url}/api/content-json/hero`);
    const current = await (await fetch(`${server.url}/api/content-json/hero`)).json();
    const saved = await server.request("/api/admin/content", {
      method: "POST",
      cookie,
      json: {
        section: "hero",
        version: current.version,
        content: { ...current.content, title: "A title saved just now" },
      },
    });
    expect(saved.status).toBe(200);
    const after = await (await fetch(`${server.url}/api/content-json/hero`)).json();
    expect(after.content.title).toBe("A title saved just now");
  });

  it("never stores admin answers or errors", async () => {
    server.running.hotCache.clear();
    await server.request("/api/admin/me", { cookie });
    await server.request("/api/content", { cookie });
    await fetch(`${server.url}/api/content-json/no-such-section`);
    expect(server.running.hotCache.size).toBe(1); // only the public /api/content list
    const anonymous = await fetch(`${server.url}/api/admin/me`);
    expect(anonymous.status).toBe(401);
  });
});
