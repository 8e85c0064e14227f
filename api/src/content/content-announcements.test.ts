import type { ContentSave } from "@app/contract";
import { describe, expect, it } from "vitest";
import { serverForTests } from "../../test/test-server.ts";
import { CERTIFICATIONS } from "../db/seed/content/certifications.ts";
import type { Change } from "../lib/change-feed.ts";
import { namesKey, staleKeys } from "../lib/change-keys.ts";

/**
 * What each write of the admin tells the caches (decision 041): whether an entry may have come
 * on the site or left it, which lists counting standards read (`names:certification`), or only
 * its words changed, which they do not.
 */
describe("which standards are on the site, as the admin's writes announce it [pglite]", () => {
  const api = serverForTests("pglite");
  const NAMES = namesKey("certification");

  /** The sections a write announced, each with whether it names the standards on the site. */
  async function announced(write: () => Promise<{ status: number }>) {
    const heard: Change[] = [];
    const stop = api.server.running.deps.changes.subscribe((change) => heard.push(change));
    try {
      const res = await write();
      expect(res.status).toBeLessThan(300);
    } finally {
      stop();
    }
    return heard.map((change) =>
      change.kind === "content" ? [change.section, staleKeys(change).includes(NAMES)] : [],
    );
  }
  const save = (json: ContentSave) => api.admin.admin.content.$post({ json });
  const version = async (section: string) => {
    const res = await api.admin.admin.content.$get();
    return (await res.json()).find((row) => row.section === section)!.version;
  };
  const standard = (name: string) => ({ ...CERTIFICATIONS.gots!, name, fullName: `${name} Std` });

  it("names them when a standard is created, published the first time, deleted or brought back", async () => {
    const section = "certification:ann-one";
    expect(await announced(() => save({ section, content: standard("A1"), create: true }))).toEqual(
      [[section, true]],
    );
    const draftOnly = "certification:ann-draft";
    expect(
      await announced(() =>
        save({ section: draftOnly, content: standard("A2"), create: true, publish: false }),
      ),
    ).toEqual([]);
    const publish = api.admin.admin.content[":section"].publish;
    expect(
      await announced(async () =>
        publish.$post({
          param: { section: draftOnly },
          json: { version: await version(draftOnly) },
        }),
      ),
    ).toEqual([[draftOnly, true]]);
    const remove = api.admin.admin.content[":section"].$delete;
    expect(await announced(() => remove({ param: { section }, query: {} }))).toEqual([
      [section, true],
    ]);
    const restore = api.admin.admin.content[":section"].revisions[":version"].restore;
    expect(
      await announced(() => restore.$post({ param: { section, version: "1" }, json: {} })),
    ).toEqual([[section, true]]);
  });

  it("names them when a standard leaves the site at its time", async () => {
    const section = "certification:ann-seasonal";
    const unpublishAt = new Date(Date.now() + 1500).toISOString();
    const created = await save({ section, content: standard("A5"), create: true, unpublishAt });
    expect(created.status).toBe(201);
    const left = await new Promise<Change>((resolve) => {
      const stop = api.server.running.deps.changes.subscribe((change) => {
        if (change.kind !== "content" || change.section !== section) return;
        stop();
        resolve(change);
      });
    });
    expect(left.kind === "content" && staleKeys(left).includes(NAMES)).toBe(true);
    const page = await api.visitor["content-json"][":section"].$get({
      param: { section },
      query: {},
    });
    expect(page.status).toBe(404);
  });

  it("names them for both names of a renamed standard, and not for what only mentioned it", async () => {
    const from = "certification:ann-old";
    expect((await save({ section: from, content: standard("A3"), create: true })).status).toBe(201);
    const services = await api.admin["content-json"][":section"].$get({
      param: { section: "services" },
      query: {},
    });
    const { content, version: servicesVersion } = await services.json();
    const groups = (content as { groups: { standards: string[] }[] }).groups;
    groups[0]!.standards.push("ann-old");
    expect((await save({ section: "services", content, version: servicesVersion })).status).toBe(
      200,
    );
    const rename = api.admin.admin.content[":section"].rename;
    expect(
      await announced(() =>
        rename.$post({ param: { section: from }, json: { to: "certification:ann-new" } }),
      ),
    ).toEqual([
      [from, true],
      ["certification:ann-new", true],
      ["services", false],
    ]);
  });

  it("leaves them when only a standard's words change, in English or in Khmer", async () => {
    const section = "certification:gots";
    const words = { ...CERTIFICATIONS.gots!, description: "Saved again, same standard." };
    expect(
      await announced(async () =>
        save({ section, content: words, version: await version(section) }),
      ),
    ).toEqual([[section, false]]);
    const draft = { ...words, description: "A draft first." };
    expect(
      await announced(async () =>
        save({ section, content: draft, version: await version(section), publish: false }),
      ),
    ).toEqual([]);
    const publish = api.admin.admin.content[":section"].publish;
    expect(
      await announced(async () =>
        publish.$post({ param: { section }, json: { version: await version(section) } }),
      ),
    ).toEqual([[section, false]]);
    const restore = api.admin.admin.content[":section"].revisions[":version"].restore;
    expect(
      await announced(() => restore.$post({ param: { section, version: "1" }, json: {} })),
    ).toEqual([[section, false]]);
    const khmer = "certification:ann-khmer@km";
    expect(
      (await save({ section: "certification:ann-khmer", content: standard("A4"), create: true }))
        .status,
    ).toBe(201);
    expect(
      await announced(() => save({ section: khmer, content: { fullName: "ខ្មែរ" }, create: true })),
    ).toEqual([[khmer, false]]);
  });
});
