import {
  apiErrorMessages,
  type ContentSave,
  ContentSectionSchema,
  heroDefaults,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests, TEST_ADMIN } from "../../test/test-server.ts";
import { contentRevisions, websiteContent } from "../db/schema.ts";

describe.each(drivers)("content saves [%s]", (kind) => {
  const api = serverForTests(kind);

  const save = (json: ContentSave) => api.admin.admin.content.$post({ json });
  /** Input the types refuse, sent as a hostile client would. */
  const saveRaw = (json: unknown, init: RequestInit = {}) =>
    api.server.request("/api/admin/content", { method: "POST", cookie: api.cookie, json, ...init });

  const read = async (section: string) => {
    const res = await api.visitor["content-json"][":section"].$get({
      param: { section },
      query: {},
    });
    return res.status === 200 ? ContentSectionSchema.parse(await res.json()) : undefined;
  };

  const revisions = async (section: string) => {
    const res = await api.admin.admin.content[":section"].revisions.$get({ param: { section } });
    expect(res.status).toBe(200);
    return await res.json();
  };

  it("creates a new section as version 1, answers 201 and records the revision", async () => {
    const res = await save({ section: "press", content: { headline: "New office" } });
    expect(res.status).toBe(201);
    const created = ContentSectionSchema.parse(await res.json());
    expect(created).toMatchObject({
      section: "press",
      content: { headline: "New office" },
      version: 1,
    });
    expect(await read("press")).toEqual(created);
    expect(await revisions("press")).toMatchObject([
      { version: 1, content: { headline: "New office" }, createdBy: TEST_ADMIN.email },
    ]);
  });

  it("updates a section to the next version, answers 200 and records the revision", async () => {
    const before = (await read("hero"))!;
    const content = { ...heroDefaults, title: "A new title" };
    const res = await save({ section: "hero", content, version: before.version });
    expect(res.status).toBe(200);
    const saved = ContentSectionSchema.parse(await res.json());
    expect(saved).toMatchObject({ id: before.id, content, version: before.version + 1 });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect(await read("hero")).toEqual(saved);

    const [latest] = await revisions("hero");
    expect(latest).toMatchObject({
      version: saved.version,
      content,
      createdBy: TEST_ADMIN.email,
      restoredFromVersion: null,
    });
  });

  it("accepts a save without a version on an existing section, as a spec client sends", async () => {
    const before = (await read("press"))!;
    const res = await save({ section: "press", content: { headline: "Moved again" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      content: { headline: "Moved again" },
      version: before.version + 1,
    });
  });

  it("refuses a stale version with 409 and changes nothing", async () => {
    const before = (await read("hero"))!;
    const history = await revisions("hero");
    const res = await save({
      section: "hero",
      content: { ...heroDefaults, title: "Overwrites someone else" },
      version: before.version - 1,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: apiErrorMessages.staleVersion });
    expect(await read("hero")).toEqual(before);
    expect(await revisions("hero")).toEqual(history);
  });

  it("refuses a version for a section that does not exist yet with 409", async () => {
    const res = await save({ section: "never-made", content: {}, version: 3 });
    expect(res.status).toBe(409);
    expect(await read("never-made")).toBeUndefined();
  });

  it("refuses a create-only save of an existing section with 409 and changes nothing", async () => {
    const before = (await read("hero"))!;
    const content = { ...before.content, title: "Overwritten?" };
    const res = await save({ section: "hero", content, create: true });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: apiErrorMessages.sectionExists("hero") });
    expect((await read("hero"))!.version).toBe(before.version);
    const created = await save({ section: "brand-new", content: { a: 1 }, create: true });
    expect(created.status).toBe(201);
  });

  it("lets only one of two concurrent saves of the same version through", async () => {
    const before = (await read("press"))!;
    const results = await Promise.all(
      ["left", "right"].map((headline) =>
        save({ section: "press", content: { headline }, version: before.version }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await read("press"))!.version).toBe(before.version + 1);
    expect((await revisions("press"))[1]!.version).toBe(before.version);
  });

  it("turns a first save into an update when another process creates the section meanwhile", async () => {
    let pending: ReturnType<typeof save> | undefined;
    await api.server.running.deps.database.db.transaction(async (tx) => {
      // Another process's create, not yet committed while our save runs.
      await tx.insert(websiteContent).values({ section: "raced", content: { by: "other" } });
      await tx.insert(contentRevisions).values({
        section: "raced",
        version: 1,
        content: { by: "other" },
      });
      pending = save({ section: "raced", content: { by: "us" } });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const res = await pending!;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ version: 2, content: { by: "us" } });
    expect((await revisions("raced")).map((r) => [r.version, r.content])).toEqual([
      [2, { by: "us" }],
      [1, { by: "other" }],
    ]);
  });

  it("writes a revision for every save", async () => {
    const start = (await revisions("press")).length;
    for (const headline of ["one", "two", "three"]) {
      const current = (await read("press"))!;
      const res = await save({ section: "press", content: { headline }, version: current.version });
      expect(res.status).toBe(200);
    }
    const history = await revisions("press");
    expect(history).toHaveLength(start + 3);
    expect(history.slice(0, 3).map((r) => r.content)).toEqual([
      { headline: "three" },
      { headline: "two" },
      { headline: "one" },
    ]);
  });

  it("checks a known section's content against its schema, per field", async () => {
    const before = (await read("hero"))!;
    const { ctaText: _, ...withoutCta } = heroDefaults;
    const res = await save({
      section: "hero",
      content: { ...withoutCta, title: "  ", highlights: ["Fine", ""] },
      version: before.version,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: apiErrorMessages.validation,
      fields: {
        "content.title": "Title is required",
        "content.highlights.1": "Highlight is required",
        "content.ctaText": "Button text is required",
      },
    });
    expect(await read("hero")).toEqual(before);
  });

  it("names a missing section and content in the spec's words", async () => {
    const empty = await saveRaw({});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: apiErrorMessages.validation,
      fields: {
        section: "Section name is required",
        content: "Content must be a JSON object",
      },
    });
    for (const [section, content] of [
      ["", {}],
      ["   ", {}],
      ["ok", []],
      ["ok", "text"],
      ["ok", null],
    ] as const) {
      const res = await saveRaw({ section, content });
      expect(res.status).toBe(400);
      const { fields } = (await res.json()) as { fields: Record<string, string> };
      expect(fields).toEqual(
        section.trim() === ""
          ? { section: "Section name is required" }
          : { content: "Content must be a JSON object" },
      );
    }
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await api.server.request("/api/admin/content", {
      method: "POST",
      cookie: api.cookie,
      headers: { "content-type": "application/json" },
      body: '{"section": "hero", "content": {',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: apiErrorMessages.invalidJsonBody });
  });

  it("answers 413 for a 2 MB body and stores nothing", async () => {
    const res = await save({ section: "huge", content: { text: "x".repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(await res.json()).toEqual({ error: apiErrorMessages.tooLarge });
    expect(await read("huge")).toBeUndefined();
  });

  it("answers 401 without a session and stores nothing", async () => {
    const res = await api.visitor.admin.content.$post({
      json: { section: "anonymous", content: {} },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: apiErrorMessages.notAuthenticated });
    expect(await read("anonymous")).toBeUndefined();
  });

  it("answers 403 to a foreign Origin, even with a session", async () => {
    const res = await saveRaw(
      { section: "cross-site", content: {} },
      { headers: { origin: "https://evil.example" } },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: apiErrorMessages.badOrigin });
    expect(await read("cross-site")).toBeUndefined();
  });

  it("stores keys such as __proto__ exactly as sent and pollutes no prototype", async () => {
    const body =
      '{"section":"tricky","content":{"__proto__":{"polluted":true},' +
      '"constructor":{"prototype":{"polluted":true}},"nested":{"__proto__":{"deep":1}}}}';
    const res = await api.server.request("/api/admin/content", {
      method: "POST",
      cookie: api.cookie,
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(201);

    const stored = await api.visitor["content-json"][":section"].$get({
      param: { section: "tricky" },
      query: {},
    });
    const text = await stored.text();
    expect(JSON.parse(text).content).toEqual(JSON.parse(body).content);
    expect(text).toContain('"__proto__":{"polluted":true}');
    expect(text).toContain('"nested":{"__proto__":{"deep":1}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
