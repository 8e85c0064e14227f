import { apiErrorMessages, ContentSectionSchema, heroDefaults } from "@app/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers, itAcrossProcesses } from "../../test/test-database.ts";
import { serverForTests, startTestServer, type TestServer } from "../../test/test-server.ts";
import { websiteContent } from "../db/schema.ts";
import { ABOUT } from "../db/seed/content/about.ts";
import { SEED_SECTIONS } from "../db/seed/content/seed-content.ts";
import { SITE } from "../db/seed/content/site.ts";

describe.each(drivers)("content reads [%s]", (kind) => {
  const api = serverForTests(kind, { login: false });

  const contentJson = (section: string, init?: { headers: Record<string, string> }) =>
    api.visitor["content-json"][":section"].$get({ param: { section }, query: {} }, init);
  const readSection = async (section: string) => {
    const res = await contentJson(section);
    expect(res.status).toBe(200);
    return ContentSectionSchema.parse(await res.json());
  };

  const saveSection = async (section: string, content: Record<string, unknown>) => {
    const cookie = await api.server.login();
    const current = await readSection(section);
    const res = await api.server.client(cookie).admin.content.$post({
      json: { section, content, version: current.version },
    });
    expect(res.status).toBe(200);
  };

  it("lists every section ordered by name, with versions and ISO dates", async () => {
    const res = await api.visitor.content.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const list = ContentSectionSchema.array().parse(await res.json());
    const names = list.map((s) => s.section);
    expect(names).toEqual(SEED_SECTIONS.map((s) => s.section).sort());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const hero = list.find((s) => s.section === "hero")!;
    expect(hero).toMatchObject({ content: heroDefaults, version: 1 });
    expect(new Date(hero.updatedAt).toISOString()).toBe(hero.updatedAt);
  });

  it("answers one section as an object with a content field", async () => {
    const hero = await readSection("hero");
    expect(hero).toMatchObject({ section: "hero", content: heroDefaults, version: 1 });
    expect(new Date(hero.updatedAt).toISOString()).toBe(hero.updatedAt);
  });

  it("answers 404 with an error for a section that does not exist", async () => {
    for (const section of ["nothing-here", "__proto__", "constructor", "toString"]) {
      const res = await contentJson(section);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: apiErrorMessages.sectionNotFound(section) });
    }
  });

  it("answers 304 without a body when the client's ETag is current", async () => {
    const first = await contentJson("hero");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await contentJson("hero", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await contentJson("hero", { headers: { "if-none-match": '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("serves its cache until a content change is announced, then reads afresh", async () => {
    expect((await readSection("about")).content).toEqual(ABOUT);
    // Another API process's write: straight to the database, announced afterwards.
    const changed = { ...ABOUT, mission: "Changed by another process" };
    await api.server.running.deps.database.db
      .update(websiteContent)
      .set({ content: changed, version: sql`${websiteContent.version} + 1` })
      .where(eq(websiteContent.section, "about"));
    expect((await readSection("about")).content).toEqual(ABOUT);

    await api.server.running.deps.changes.publish({ kind: "content", section: "about" });
    await expect
      .poll(async () => (await readSection("about")).content, { timeout: 5000 })
      .toEqual(changed);
  });

  it("drops the cache on a save: the next read sees the new content", async () => {
    expect((await readSection("hero")).content).toEqual(heroDefaults);
    const list = await (await api.visitor.content.$get()).json();
    expect(list.find((s) => s.section === "hero")!.content).toEqual(heroDefaults);

    const saved = { ...heroDefaults, title: "Freshly saved title" };
    await saveSection("hero", saved);

    expect((await readSection("hero")).content).toEqual(saved);
    const after = await (await api.visitor.content.$get()).json();
    expect(after.find((s) => s.section === "hero")!.content).toEqual(saved);
  });

  itAcrossProcesses(kind)("drops another process's cache when this one saves", async () => {
    const other = await startTestServer(kind, { testDb: api.server.testDb });
    try {
      const readFrom = async (target: TestServer) =>
        ContentSectionSchema.parse(
          await (
            await target.client()["content-json"][":section"].$get({
              param: { section: "site" },
              query: {},
            })
          ).json(),
        ).content;
      expect(await readFrom(other)).toEqual(SITE);
      const saved = { ...SITE, tagline: "Saved by the first process" };
      await saveSection("site", saved);
      await expect.poll(() => readFrom(other), { timeout: 5000 }).toEqual(saved);
    } finally {
      await other.stop();
    }
  });

  it("keeps saved content across a restart", async () => {
    const saved = { ...heroDefaults, subtitle: "Written before the restart" };
    await saveSection("hero", saved);
    const before = await readSection("hero");

    api.server = await api.server.restart();

    const after = await readSection("hero");
    expect(after).toEqual(before);
    expect(after.content).toEqual(saved);
  });
});
