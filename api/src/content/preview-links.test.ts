import { fileURLToPath } from "node:url";
import {
  ActivityPageSchema,
  AdminContentSectionSchema,
  type ContentSave,
  CreatedPreviewLinkSchema,
  PREVIEW_LINK_DAYS,
  PreviewLinkSchema,
} from "@app/contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";
import { previewLinks } from "../db/schema.ts";
import { PRIVACY_PAGE } from "../db/seed/content/legal-pages.ts";

const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

describe.each(drivers)("preview links [%s]", (kind) => {
  const errors: string[] = [];
  const logger = {
    debug() {},
    info() {},
    warn() {},
    error: (message: string, details?: object) => {
      errors.push(JSON.stringify({ message, ...details }));
    },
  };
  const api = serverForTests(kind, { config: { webDist }, logger });

  const save = (json: ContentSave) => api.admin.admin.content.$post({ json });
  const rename = (section: string, to: string) =>
    api.admin.admin.content[":section"].rename.$post({ param: { section }, json: { to } });
  const links = () => api.admin.admin.content[":section"]["preview-links"];
  const saveAboutDraft = async (mission: string) => {
    const res = await api.admin.admin.content.$get();
    const about = AdminContentSectionSchema.array()
      .parse(await res.json())
      .find((row) => row.section === "about")!;
    const saved = await save({
      section: "about",
      content: { ...about.content, mission },
      version: about.version,
      publish: false,
    });
    expect(saved.status).toBe(200);
  };
  const makeLink = async (section = "about") => {
    const res = await links().$post({ param: { section } });
    expect(res.status).toBe(201);
    return CreatedPreviewLinkSchema.parse(await res.json());
  };
  /** Opened as a colleague without an account would: no cookie. */
  const visit = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, headers: res.headers, html: await res.text() };
  };

  it("shows the draft to anyone with the link, marked as a preview, never indexed or cached", async () => {
    await saveAboutDraft("A mission only the link shows");
    const before = Date.now();
    const link = await makeLink();
    expect(link.url).toMatch(new RegExp(`^${api.server.url}/preview/[a-z2-7]{32}$`));
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(PREVIEW_LINK_DAYS - 0.01);
    expect(days).toBeLessThan(PREVIEW_LINK_DAYS + 0.01);

    const page = await visit(link.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain("A mission only the link shows");
    expect(page.html).toContain("Preview of a draft: not on the site yet.");
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    // The live page still says what it said.
    expect((await visit(`${api.server.url}/about`)).html).not.toContain(
      "A mission only the link shows",
    );

    // Never from a cache: the next draft shows at once, and nothing of it was kept.
    await saveAboutDraft("The draft, edited after the link was sent");
    api.server.running.hotCache.clear();
    expect((await visit(link.url)).html).toContain("The draft, edited after the link was sent");
    expect((await visit(link.url)).status).toBe(200);
    expect(api.server.running.hotCache.size).toBe(0);
  });

  it("lists the links that still open, and a revoked or expired one opens no more", async () => {
    const kept = await makeLink();
    const revoked = await makeLink();
    const expired = await makeLink();
    await api.server.running.deps.database.db
      .update(previewLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${previewLinks.id} = ${expired.id}`);
    const revoke = (id: number) =>
      links()[":id"].$delete({ param: { section: "about", id: String(id) } });
    const gone = await revoke(revoked.id);
    expect(gone.status).toBe(204);

    for (const link of [revoked, expired]) {
      const page = await visit(link.url);
      expect(page.status).toBe(404);
      expect(page.html).toContain("This preview is not available");
      expect(page.html).not.toContain("mission");
      expect(page.headers.get("cache-control")).toBe("no-store");
    }
    expect((await visit(kept.url)).status).toBe(200);
    expect((await visit(`${api.server.url}/preview/nosuchtoken`)).status).toBe(404);

    const list = await links().$get({ param: { section: "about" } });
    const open = PreviewLinkSchema.array().parse(await list.json());
    expect(open.map((link) => link.id)).toContain(kept.id);
    expect(open.map((link) => link.id)).not.toContain(revoked.id);
    expect(open.map((link) => link.id)).not.toContain(expired.id);
    expect(JSON.stringify(open)).not.toContain(kept.url.split("/").at(-1)!);

    const again = await revoke(revoked.id);
    expect(again.status).toBe(404);
  });

  it("follows its entry through a rename, and opens no more once the entry is deleted", async () => {
    const created = await save({
      section: "page:draft-notice",
      content: {
        ...PRIVACY_PAGE,
        title: "A notice in the works",
        lead: "Words not yet public.",
      },
      create: true,
      publish: false,
    });
    expect(created.status).toBe(201);
    const link = await makeLink("page:draft-notice");
    expect((await visit(link.url)).html).toContain("Words not yet public.");
    const renamed = await rename("page:draft-notice", "page:notice-draft");
    expect(renamed.status).toBe(200);
    expect((await visit(link.url)).html).toContain("Words not yet public.");
    const deleted = await api.admin.admin.content[":section"].$delete({
      param: { section: "page:notice-draft" },
      query: {},
    });
    expect(deleted.status).toBe(200);
    expect((await visit(link.url)).status).toBe(404);
  });

  it("a link to a Khmer draft follows its entry through a rename", async () => {
    const content = { ...PRIVACY_PAGE, title: "Opening hours", lead: "When we answer." };
    expect((await save({ section: "page:hours", content, create: true })).status).toBe(201);
    const khmer = "ម៉ោងធ្វើការ: សេចក្តីព្រាងមិនទាន់ផ្សាយ";
    const translated = await save({
      section: "page:hours@km",
      content: { title: khmer },
      create: true,
      publish: false,
    });
    expect(translated.status).toBe(201);
    const link = await makeLink("page:hours@km");
    expect((await visit(link.url)).html).toContain(khmer);

    const renamed = await rename("page:hours", "page:office-hours");
    expect(renamed.status).toBe(200);
    const opened = await visit(link.url);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain(khmer);
  });

  it("makes links only for a signed-in admin, and logs them without their secret", async () => {
    const anonymous = await api.visitor.admin.content[":section"]["preview-links"].$post({
      param: { section: "about" },
    });
    expect(anonymous.status).toBe(401);
    const missing = await links().$post({ param: { section: "no-such" } });
    expect(missing.status).toBe(404);

    const link = await makeLink();
    const token = link.url.split("/").at(-1)!;
    const activity = ActivityPageSchema.parse(
      await (await api.admin.admin.activity.$get({ query: {} })).json(),
    );
    const actions = activity.items.map((entry) => entry.action);
    expect(actions).toContain("content.previewLinkCreated");
    expect(actions).toContain("content.previewLinkRevoked");
    expect(JSON.stringify(activity.items)).not.toContain(token);

    // A failure while opening a link logs the request without the secret in its path.
    const db = api.server.running.deps.database.db;
    await db.execute(sql`alter table preview_links rename to preview_links_away`);
    try {
      expect((await visit(link.url)).status).toBe(500);
    } finally {
      await db.execute(sql`alter table preview_links_away rename to preview_links`);
    }
    const logged = errors.find((line) => line.includes("/preview/"));
    expect(logged).toBeDefined();
    expect(errors.join("\n")).not.toContain(token);
  });
});
