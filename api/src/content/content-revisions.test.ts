import {
  apiErrorMessages,
  type ContentRestore,
  type ContentRevision,
  ContentRevisionSchema,
  ContentSectionSchema,
  heroDefaults,
} from "@app/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests, TEST_ADMIN } from "../../test/test-server.ts";
import { contentRevisions } from "../db/schema.ts";

describe.each(drivers)("content revisions [%s]", (kind) => {
  const api = serverForTests(kind);
  beforeAll(async () => {
    for (const [version, step] of ["first", "second", "third"].entries()) {
      const res = await api.admin.admin.content.$post({
        json: { section: "notes", content: { step }, ...(version > 0 && { version }) },
      });
      if (res.status >= 300) throw new Error(`setup save failed: ${res.status}`);
    }
  });

  const read = async (section: string) =>
    ContentSectionSchema.parse(
      await (
        await api.visitor["content-json"][":section"].$get({ param: { section }, query: {} })
      ).json(),
    );

  const revisions = async (section: string): Promise<ContentRevision[]> => {
    const res = await api.admin.admin.content[":section"].revisions.$get({ param: { section } });
    expect(res.status).toBe(200);
    return ContentRevisionSchema.array().parse(await res.json());
  };

  const restore = (section: string, version: number | string, json: ContentRestore = {}) =>
    api.admin.admin.content[":section"].revisions[":version"].restore.$post({
      param: { section, version: String(version) },
      json,
    });

  it("lists a section's revisions newest first", async () => {
    const history = await revisions("notes");
    expect(history.map((r) => [r.version, r.content])).toEqual([
      [3, { step: "third" }],
      [2, { step: "second" }],
      [1, { step: "first" }],
    ]);
    for (const revision of history) {
      expect(revision).toMatchObject({ createdBy: TEST_ADMIN.email, restoredFromVersion: null });
      expect(new Date(revision.createdAt).toISOString()).toBe(revision.createdAt);
    }
  });

  it("lists the seeded revision of a section nobody has edited", async () => {
    expect(await revisions("about")).toMatchObject([{ version: 1, createdBy: null }]);
  });

  it("answers 404 for the revisions of an unknown section", async () => {
    const res = await api.admin.admin.content[":section"].revisions.$get({
      param: { section: "missing" },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: apiErrorMessages.sectionNotFound("missing") });
  });

  it("restores an old revision as a new version and serves it at once", async () => {
    const res = await restore("notes", 1);
    expect(res.status).toBe(200);
    const restored = ContentSectionSchema.parse(await res.json());
    expect(restored).toMatchObject({ section: "notes", version: 4, content: { step: "first" } });
    expect(await read("notes")).toEqual(restored);

    const [latest, previous] = await revisions("notes");
    expect(latest).toMatchObject({
      version: 4,
      content: { step: "first" },
      restoredFromVersion: 1,
      createdBy: TEST_ADMIN.email,
    });
    expect(previous).toMatchObject({ version: 3, content: { step: "third" } });
  });

  it("restores when expectedVersion is current, refuses a stale one with 409", async () => {
    const before = await read("notes");
    const stale = await restore("notes", 2, { expectedVersion: before.version - 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: apiErrorMessages.staleVersion });
    expect(await read("notes")).toEqual(before);
    expect((await revisions("notes"))[0]!.version).toBe(before.version);

    const fresh = await restore("notes", 2, { expectedVersion: before.version });
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toMatchObject({
      version: before.version + 1,
      content: { step: "second" },
    });
  });

  it("answers 404 for an unknown revision or section, and for a version no revision can have", async () => {
    expect((await restore("notes", 99)).status).toBe(404);
    expect((await restore("missing", 1)).status).toBe(404);
    expect((await restore("notes", 99_999_999_999)).status).toBe(404);
    const bad = await restore("notes", "latest");
    expect(bad.status).toBe(404);
    expect(await bad.json()).toMatchObject({ error: apiErrorMessages.notFound });
  });

  it("refuses to restore content a known section's schema no longer accepts", async () => {
    const before = await read("hero");
    await api.server.running.deps.database.db.insert(contentRevisions).values({
      section: "hero",
      version: 1000,
      content: { ...heroDefaults, title: "" },
    });
    const res = await restore("hero", 1000);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { "content.title": "Title is required" } });
    expect(await read("hero")).toEqual(before);
  });

  it("needs a session and our Origin", async () => {
    const anonymous = await api.visitor.admin.content[":section"].revisions.$get({
      param: { section: "notes" },
    });
    expect(anonymous.status).toBe(401);
    const noSession = await api.visitor.admin.content[":section"].revisions[
      ":version"
    ].restore.$post({ param: { section: "notes", version: "1" }, json: {} });
    expect(noSession.status).toBe(401);
    // A foreign Origin header on purpose: raw.
    const foreign = await api.server.request("/api/admin/content/notes/revisions/1/restore", {
      method: "POST",
      cookie: api.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
  });
});
