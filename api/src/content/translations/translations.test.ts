import {
  AdminContentSectionSchema,
  englishChanges,
  sectionDefinition,
  TranslationImportResultSchema,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";
import { PRIVACY_PAGE } from "../../db/seed/content/legal-pages.ts";
import { readCsv } from "./csv.ts";
import { readXliff } from "./xliff.ts";

describe.each(drivers)("translation files [%s]", (kind) => {
  const api = serverForTests(kind);

  const exported = async (format: "xliff" | "csv") => {
    const res = await api.admin.admin.translations[":language"].export.$get({
      param: { language: "km" },
      query: { format },
    });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    return { text: bytes.toString("utf8"), bytes, headers: res.headers };
  };
  /** The route reads the file as text: it declares no body, so the file goes as one. */
  const importFile = async (body: string, contentType = "application/xliff+xml") =>
    api.admin.admin.translations[":language"].import.$post(
      { param: { language: "km" } },
      { headers: { "content-type": contentType }, init: { body } },
    );
  /** A refusal's message: the route declares only its successful answer. */
  const errorOf = async (res: { json(): Promise<unknown> }) =>
    ((await res.json()) as { error: string }).error;
  const contentJson = (section: string, lang: "km") =>
    api.visitor["content-json"][":section"].$get({ param: { section }, query: { lang } });
  const adminRow = async (section: string) => {
    const res = await api.admin.admin.content.$get();
    return AdminContentSectionSchema.array()
      .parse(await res.json())
      .find((row) => row.section === section);
  };
  const saveEnglish = async (section: string, change: Record<string, unknown>) => {
    const row = (await adminRow(section))!;
    const res = await api.admin.admin.content.$post({
      json: { section, content: { ...row.content, ...change }, version: row.version },
    });
    expect(res.status).toBe(200);
  };

  it("exports every text still to translate, and those whose English changed with their Khmer, as XLIFF 2", async () => {
    const oldTitle = (await adminRow("about"))!.content.title as string;
    await saveEnglish("about", { title: "About us, since 2010" });
    const { text, headers } = await exported("xliff");
    expect(headers.get("content-type")).toContain("application/xliff+xml");
    expect(headers.get("content-disposition")).toMatch(
      /attachment; filename="translations-km-\d{4}-\d{2}-\d{2}\.xlf"/,
    );
    expect(text).toContain('xmlns="urn:oasis:names:tc:xliff:document:2.0"');
    expect(text).toContain('trgLang="km"');
    const units = readXliff(text);
    // Never translated: the privacy page's title.
    expect(units).toContainEqual({
      id: "page:privacy#title",
      english: "Privacy Policy",
      target: "",
    });
    // Translated, then its English changed: sent with the Khmer it has, to review.
    const changed = units.find((unit) => unit.id === "about#title");
    expect(changed?.english).toBe("About us, since 2010");
    expect(changed?.target).not.toBe("");
    expect(oldTitle).not.toBe("About us, since 2010");
    // Texts translated and still right are not sent.
    expect(units.some((unit) => unit.id === "hero#title")).toBe(false);
  });

  it("brings a translated file back into the Khmer drafts, refusing a text whose English changed since", async () => {
    const units = readXliff((await exported("xliff")).text);
    const privacy = (await adminRow("page:privacy"))!;
    const lead = units.find((unit) => unit.id === "page:privacy#lead")!;
    const edited = (await exported("xliff")).text
      .replace(
        "<source>Privacy Policy</source></segment>",
        "<source>Privacy Policy</source><target>គោលការណ៍ឯកជនភាព</target></segment>",
      )
      .replace(
        `<source>${lead.english}</source></segment>`,
        `<source>${lead.english}</source><target>ពាក្យនាំមុខ</target></segment>`,
      )
      .replace(
        "<source>About us, since 2010</source><target>",
        "<source>About us, since 2010</source><target>អំពីយើង ចាប់ពីឆ្នាំ ២០១០ ",
      );
    // Meanwhile the privacy page's lead changes in English.
    await saveEnglish("page:privacy", { lead: "How we handle what you send us." });

    const res = await importFile(edited);
    expect(res.status).toBe(200);
    const result = TranslationImportResultSchema.parse(await res.json());
    expect(result.applied).toBe(2);
    expect(result.sections.sort()).toEqual(["about@km", "page:privacy@km"]);
    expect(result.refused).toEqual([
      {
        id: "page:privacy#lead",
        label: "Text page privacy: Lead",
        reason: "Its English changed since the export: translate it again.",
        englishInFile: lead.english,
        englishNow: "How we handle what you send us.",
      },
    ]);
    expect(result.empty).toBeGreaterThan(10);

    // Into the drafts, for review: the site still shows what it showed.
    const khmer = (await adminRow("page:privacy@km"))!;
    expect(khmer).toMatchObject({ draft: true, content: { title: "គោលការណ៍ឯកជនភាព" } });
    expect(khmer.content).not.toHaveProperty("lead");
    expect(privacy.section).toBe("page:privacy");
    const about = (await adminRow("about@km"))!;
    expect(about.draft).toBe(true);
    const schema = sectionDefinition("about")?.schema;
    expect(englishChanges(schema, (await adminRow("about"))!.content, about.content)).toEqual([]);
  });

  it("round-trips a CSV, quotes and formula-looking text included", async () => {
    await saveEnglish("page:terms", { title: '-Terms, "plain" and short' });
    const { text, bytes, headers } = await exported("csv");
    expect(headers.get("content-type")).toContain("text/csv");
    // A byte order mark, so a spreadsheet reads the Khmer as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith("\uFEFFid,field,english,km\r\n")).toBe(true);
    expect(text).toContain(`"'-Terms, ""plain"" and short"`);
    const rows = readCsv(text, "km");
    const title = rows.find((row) => row.id === "page:terms#title")!;
    expect(title.english).toBe('-Terms, "plain" and short');

    const filled = text.replace(
      `"'-Terms, ""plain"" and short",`,
      `"'-Terms, ""plain"" and short","លក្ខខណ្ឌ, ""ខ្លី""\nពីរបន្ទាត់"`,
    );
    const result = TranslationImportResultSchema.parse(
      await (await importFile(filled, "text/csv")).json(),
    );
    expect(result).toMatchObject({ applied: 1, sections: ["page:terms@km"], refused: [] });
    expect((await adminRow("page:terms@km"))?.content.title).toBe('លក្ខខណ្ឌ, "ខ្លី"\nពីរបន្ទាត់');
  });

  it("refuses what it cannot read with a reason, and anyone not signed in", async () => {
    for (const body of [
      "<xliff><file",
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0"/>',
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"/>',
      "name,text\nx,y\n",
    ]) {
      const res = await importFile(body);
      expect(res.status, body).toBe(400);
      expect(await errorOf(res)).toMatch(/XML|XLIFF|document type|columns/);
    }
    const unknown = await importFile(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="km"><file id="no-such"><unit id="title"><segment><source>A</source><target>ក</target></segment></unit></file></xliff>',
    );
    expect(TranslationImportResultSchema.parse(await unknown.json()).refused).toHaveLength(1);
    const anonymous = await api.visitor.admin.translations[":language"].export.$get({
      param: { language: "km" },
      query: {},
    });
    expect(anonymous.status).toBe(401);
    // A language the types refuse, on purpose.
    const english = await api.server.request("/api/admin/translations/en/export", {
      cookie: api.cookie,
    });
    // English has no translation: a path that names nothing (one rule for every path, db-id.ts).
    expect(english.status).toBe(404);
  });

  it("keeps deleted Khmer off the site when a file brings texts into its draft", async () => {
    const khmer = (await adminRow("contact@km"))!;
    const publicBefore = await (await contentJson("contact", "km")).json();
    const deleted = await api.admin.admin.content[":section"].$delete({
      param: { section: "contact@km" },
      query: { expectedVersion: String(khmer.version) },
    });
    expect(deleted.status).toBe(200);
    const englishTitle = (await adminRow("contact"))!.content.title as string;
    const csv = `id,field,english,km\r\ncontact#title,,${englishTitle},ទំនាក់ទំនង\r\n`;
    const result = TranslationImportResultSchema.parse(
      await (await importFile(csv, "text/csv")).json(),
    );
    expect(result).toMatchObject({ applied: 1, sections: ["contact@km"] });
    expect(await adminRow("contact@km")).toMatchObject({ publishedVersion: null, draft: true });
    // Any save drops the caches: the deleted words must not come back with it.
    await saveEnglish("hero", { subtitle: "A save that refreshes every cache" });
    const after = await (await contentJson("contact", "km")).json();
    expect(after.content.title).toBe(englishTitle);
    expect(publicBefore.content.title).not.toBe(englishTitle);
  });

  it("refuses unsaveable or blank words text by text, and takes a file over the usual body limit", async () => {
    const { text } = await exported("csv");
    const rows = readCsv(text, "km");
    const [first, second, third] = rows;
    const lines = ["id,field,english,km"];
    const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
    lines.push(`${first!.id},,${quote(first!.english)},${quote("ក\u0000ខ")}`);
    lines.push(`${second!.id},,${quote(second!.english)},${quote("   ")}`);
    lines.push(`${third!.id},,${quote(third!.english)},${quote("ពាក្យ")}`);
    // Padding a spreadsheet might add: rows of nothing, over 512 KB in all.
    const padding = `${",".repeat(3)}\r\n`.repeat(150_000);
    const res = await importFile(`${lines.join("\r\n")}\r\n${padding}`, "text/csv");
    expect(res.status).toBe(200);
    const result = TranslationImportResultSchema.parse(await res.json());
    expect(result.applied).toBe(1);
    expect(result.refused).toEqual([
      expect.objectContaining({ id: first!.id, reason: expect.stringMatching(/character/i) }),
    ]);
    expect(result.empty).toBe(1);
  });

  it("writes English XML cannot hold so the file still reads, and reads its line endings back", async () => {
    const created = await api.admin.admin.content.$post({
      json: {
        section: "page:cookies",
        content: { ...PRIVACY_PAGE, title: "Cookies\uFFFF", lead: "Line one\r\nLine two" },
        create: true,
      },
    });
    expect(created.status).toBe(201);
    const units = readXliff((await exported("xliff")).text);
    expect(units.find((u) => u.id === "page:cookies#title")?.english).toBe("Cookies\uFFFD");
    const xliff = (await exported("xliff")).text.replace(
      /(<unit id="lead"><notes>[\s\S]*?<\/notes><segment state="initial"><source>Line one[^<]*<\/source>)/,
      "$1<target>ខ</target>",
    );
    const result = TranslationImportResultSchema.parse(await (await importFile(xliff)).json());
    expect(result.refused.filter((r) => r.id.startsWith("page:cookies"))).toEqual([]);
    expect(result.sections).toContain("page:cookies@km");
  });
});
