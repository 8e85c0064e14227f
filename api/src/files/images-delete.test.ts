import { apiErrorMessages, type ContentSection, type Usage } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { pngBytes } from "../../test/test-images.ts";
import { pagesPdf } from "../../test/test-pdfs.ts";
import { serverForTests } from "../../test/test-server.ts";

interface StoredSection extends ContentSection {
  content: { items: { document: string }[] } & Record<string, unknown>;
}

describe.each(drivers)("where files are used, and deleting them [%s]", (kind) => {
  const api = serverForTests(kind);

  const upload = async (content: Uint8Array<ArrayBuffer>, filename: string, type: string) => {
    const res = await api.admin.admin.upload.$post({
      form: { file: new File([content], filename, { type }) },
    });
    expect(res.status).toBe(201);
    return (await res.json()).image;
  };
  const usageOf = (id: number | string, client = api.admin) =>
    client.admin.images[":id"].usage.$get({ param: { id: String(id) } });
  const usage = async (id: number): Promise<Usage> => {
    const res = await usageOf(id);
    expect(res.status).toBe(200);
    return res.json();
  };
  const remove = (id: number | string, client = api.admin) =>
    client.admin.images[":id"].$delete({ param: { id: String(id) } });
  const resources = async () => {
    const res = await api.visitor["content-json"][":section"].$get({
      param: { section: "resources" },
      query: {},
    });
    const section: ContentSection = await res.json();
    return section as StoredSection;
  };
  const saveResources = async (section: StoredSection) => {
    const res = await api.admin.admin.content.$post({
      json: { section: "resources", content: section.content, version: section.version },
    });
    expect(res.status).toBe(200);
  };

  it("finds the seeded hero image used by the hero on the home page, and keeps it", async () => {
    const images = await (await api.visitor.images.$get()).json();
    const hero = images.find((image) => image.filename === "hero-factory.svg")!;
    const used = await usage(hero.id);
    expect(used.sections).toContainEqual({ section: "hero", label: "Hero" });
    expect(used.pages).toContain("/");

    const res = await remove(hero.id);
    expect(res.status).toBe(409);
    const labels = used.sections.map((section) => section.label).join(", ");
    expect(await res.json()).toEqual({
      error: apiErrorMessages.fileInUse(used.pages.length, labels),
      usage: used,
    });
    expect((await api.server.request(hero.filepath)).status).toBe(200);
  });

  it("follows a PDF into a content save, refuses its delete, then deletes it once unlinked", async () => {
    const document = await upload(pagesPdf(2), "price-list.pdf", "application/pdf");
    expect(await usage(document.id)).toEqual({ sections: [], pages: [] });

    const original = await resources();
    const linked = structuredClone(original);
    linked.content.items[0]!.document = document.filename;
    await saveResources(linked);
    const used = await usage(document.id);
    expect(used).toEqual({
      sections: [{ section: "resources", label: "Resources library" }],
      pages: ["/"],
    });

    const refused = await remove(document.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: apiErrorMessages.fileInUse(1, "Resources library"),
      usage: used,
    });

    await saveResources({ ...original, version: original.version + 1 });
    expect(await usage(document.id)).toEqual({ sections: [], pages: [] });
    // Served once, so the answer below must come from a dropped cache, not a stale copy.
    expect((await api.server.request(document.filepath)).status).toBe(200);

    const res = await remove(document.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: "price-list.pdf" });
    expect((await api.server.request(document.filepath)).status).toBe(404);
    const documents = await (await api.visitor.documents.$get()).json();
    expect(documents.map((d) => d.id)).not.toContain(document.id);
    const versions = await api.admin.admin.images[":id"].versions.$get({
      param: { id: String(document.id) },
    });
    expect(versions.status).toBe(404);
  });

  it("deletes an unused image with all its versions", async () => {
    const image = await upload(pngBytes(2, 2), "spare.png", "image/png");
    expect((await api.server.request(image.filepath)).status).toBe(200);
    const res = await remove(image.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: "spare.png" });
    expect((await api.server.request(image.filepath)).status).toBe(404);
    expect((await remove(image.id)).status).toBe(404);
  });

  it("keeps a deleted seeded PDF deleted across a restart", async () => {
    const original = await resources();
    const dropped = original.content.items[0]!.document;
    const unlinked = structuredClone(original);
    unlinked.content.items = unlinked.content.items.slice(1);
    await saveResources(unlinked);
    const documents = await (await api.visitor.documents.$get()).json();
    const seeded = documents.find((d) => d.filename === dropped)!;
    expect((await remove(seeded.id)).status).toBe(200);

    api.server = await api.server.restart();
    api.cookie = await api.server.login();
    const after = await (await api.visitor.documents.$get()).json();
    expect(after.map((d) => d.filename)).not.toContain(dropped);
    expect((await api.server.request(`/pdfs/${dropped}`)).status).toBe(404);
  });

  it("answers 401 without a session, 404 for an id that names nothing", async () => {
    const images = await (await api.visitor.images.$get()).json();
    expect((await remove(images[0]!.id, api.visitor)).status).toBe(401);
    expect((await usageOf(images[0]!.id, api.visitor)).status).toBe(401);
    for (const id of ["999999", "abc", "0", "99999999999"]) {
      const res = await remove(id);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: apiErrorMessages.notFound });
      expect((await usageOf(id)).status).toBe(404);
    }
  });
});
