import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

/** A GET with the Host header spelled as given (fetch would write its own). */
const getWithHost = (url: string, host: string) =>
  new Promise<number>((resolve, reject) => {
    const request = httpRequest(url, { headers: { host } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end();
  });

describe.each(drivers)("hot cache of public answers [%s]", (kind) => {
  const api = serverForTests(kind);

  const hero = (init?: { headers: Record<string, string> }) =>
    api.visitor["content-json"][":section"].$get({ param: { section: "hero" }, query: {} }, init);

  const headersOf = (res: { headers: Headers }) => {
    const all = Object.fromEntries(res.headers);
    delete all.date;
    delete all["x-request-id"];
    return all;
  };

  it("replays exactly what the app answered, marker removed, and revalidates with 304", async () => {
    api.server.running.hotCache.clear();
    const first = await hero();
    const firstBody = await first.text();
    expect(api.server.running.hotCache.size).toBe(1);
    const second = await hero();
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get("x-hot-cache")).toBeNull();
    expect(second.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(second.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);

    const etag = second.headers.get("etag")!;
    const revalidated = await hero({ headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    // HEAD: no method of the typed client.
    const head = await fetch(`${api.server.url}/api/content-json/hero`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("is dropped by a write, so the next read shows it", async () => {
    await hero();
    const current = await (await hero()).json();
    const saved = await api.admin.admin.content.$post({
      json: {
        section: "hero",
        version: current.version,
        content: { ...current.content, title: "A title saved just now" },
      },
    });
    expect(saved.status).toBe(200);
    const after = await (await hero()).json();
    expect(after.content.title).toBe("A title saved just now");
  });

  it("keeps, through a save, every answer that was not made from what the save changed", async () => {
    const cache = api.server.running.hotCache;
    cache.clear();
    const section = (name: string) =>
      api.visitor["content-json"][":section"].$get({ param: { section: name }, query: {} });
    await section("hero");
    await section("contact");
    await api.visitor.content.$get();
    expect(cache.size).toBe(3);
    const current = await (await section("contact")).json();
    const saved = await api.admin.admin.content.$post({
      json: {
        section: "contact",
        version: current.version,
        content: { ...current.content, title: "Write to us" },
      },
    });
    expect(saved.status).toBe(200);
    // The contact words and the full list are dropped; the hero's answer is still replayed.
    expect(cache.size).toBe(1);
    expect((await (await section("contact")).json()).content.title).toBe("Write to us");
    expect(cache.size).toBe(2);
  });

  it("drops a translation's answer when its English changes, which decides how it shows", async () => {
    const cache = api.server.running.hotCache;
    const section = (name: string) =>
      api.visitor["content-json"][":section"].$get({ param: { section: name }, query: {} });
    // The seed brings the home page's Khmer.
    cache.clear();
    expect((await section("hero@km")).status).toBe(200);
    expect(cache.size).toBe(1);
    const hero = await (await section("hero")).json();
    const english = await api.admin.admin.content.$post({
      json: { section: "hero", version: hero.version, content: hero.content },
    });
    expect(english.status).toBe(200);
    // Both the English and its translation were dropped.
    expect(cache.size).toBe(0);
  });

  it("never stores admin answers or errors", async () => {
    api.server.running.hotCache.clear();
    await api.admin.admin.me.$get();
    await api.admin.content.$get();
    await api.visitor["content-json"][":section"].$get({
      param: { section: "no-such-section" },
      query: {},
    });
    expect(api.server.running.hotCache.size).toBe(1); // only the public /api/content list
    const anonymous = await api.visitor.admin.me.$get();
    expect(anonymous.status).toBe(401);
  });

  it("keeps content answers only asked without a query, or with just their language", async () => {
    api.server.running.hotCache.clear();
    // Raw: each address is spelled exactly as written, the point of the test.
    const url = api.server.url;
    const kept = [`${url}/api/content`, `${url}/api/content-json/hero?lang=km`];
    for (const address of kept) expect((await fetch(address)).status).toBe(200);
    expect(api.server.running.hotCache.size).toBe(2);
    const otherSpellings = [
      ...Array.from({ length: 20 }, (_, n) => `${url}/api/content?n=${n}`),
      `${url}/api/content?`,
      `${url}/api/content-json/hero?n=1`,
      `${url}/api/content-json/hero?lang=km&n=1`,
      `${url}/api/content-json/hero?lang=%6Bm`,
      `${url}/api/content-json/%68ero`,
    ];
    for (const address of otherSpellings) expect((await fetch(address)).status, address).toBe(200);
    expect(api.server.running.hotCache.size).toBe(2);
  });

  it("keeps one copy however the Host header spells this server", async () => {
    api.server.running.hotCache.clear();
    const { port } = new URL(api.server.url);
    const url = `${api.server.url}/api/content-json/hero`;
    expect(await getWithHost(url, `localhost:${port}`)).toBe(200);
    expect(api.server.running.hotCache.size).toBe(1);
    const spellings = [
      ...Array.from({ length: 40 }, (_, zeros) => `localhost:${"0".repeat(zeros + 1)}${port}`),
      `LOCALHOST:${port}`,
      `LocalHost:${port}`,
      `127.0.0.1:0${port}`,
    ];
    for (const host of spellings) expect(await getWithHost(url, host), host).toBe(200);
    expect(api.server.running.hotCache.size).toBe(1);
  });
});
