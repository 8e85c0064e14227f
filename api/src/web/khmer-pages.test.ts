import { fileURLToPath } from "node:url";
import {
  type ContentSave,
  ContentSectionSchema,
  forEachEnglishText,
  isTranslation,
  SITE_TEXTS,
  sectionDefinition,
  translationName,
  withTranslatedText,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

/** The built site (`pnpm test` builds it first). */
const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const ROUTES = [
  "/",
  "/about",
  "/certifications/gots",
  "/pillars/capacity-building",
  "/privacy",
  "/terms",
];
const khmer = (path: string) => (path === "/" ? "/km/" : `/km${path}`);

const KHMER_FONT =
  /<link rel="preload" href="\/assets\/noto-sans-khmer-khmer-\d+-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin \/>/g;
const km = SITE_TEXTS.km;
const en = SITE_TEXTS.en;

/** What the admin's preview takes: a draft of a section, in a language or its own. */
type PreviewDraft = Pick<ContentSave, "section" | "content"> & { lang?: "en" | "km" };

describe.each(drivers)("the site in Khmer [%s]", (kind) => {
  const api = serverForTests(kind, { config: { webDist } });

  const page = async (path: string) => {
    const res = await fetch(api.server.url + path, { redirect: "manual" });
    return { status: res.status, location: res.headers.get("location"), html: await res.text() };
  };
  const head = (html: string) => html.slice(0, html.indexOf("</head>"));
  const cachedPaths = () =>
    api.server.running.deps.caches.pages!.cachedKeys().map((key) => new URL(key).pathname);
  /** A section as the public API answers it. */
  const contentJson = (section: string, query: { lang?: "km" } = {}) =>
    api.visitor["content-json"][":section"].$get({ param: { section }, query });
  const save = (json: ContentSave) => api.admin.admin.content.$post({ json });
  const pageData = (path: string) => api.visitor["page-data"].$get({ query: { path } });
  /** Saves a section with some of its fields changed, as the admin would. */
  const saveWith = async (section: string, fields: Record<string, unknown>) => {
    const current = ContentSectionSchema.parse(await (await contentJson(section)).json());
    const res = await save({
      section,
      content: { ...current.content, ...fields },
      version: current.version,
    });
    expect(res.status).toBe(200);
  };

  it.each(ROUTES)("renders %s under /km/ in Khmer, with its English twin named", async (path) => {
    const { status, html } = await page(khmer(path));
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="km">/);
    const url = (p: string) => `${api.server.url}${p}`;
    expect(head(html)).toContain(`<link rel="canonical" href="${url(khmer(path))}" />`);
    expect(head(html)).toContain(`<link rel="alternate" hreflang="en" href="${url(path)}" />`);
    expect(head(html)).toContain(
      `<link rel="alternate" hreflang="km" href="${url(khmer(path))}" />`,
    );
    expect(head(html)).toContain(
      `<link rel="alternate" hreflang="x-default" href="${url(path)}" />`,
    );
    expect(head(html)).toContain('<meta property="og:locale" content="km_KH" />');
    expect(head(html).match(KHMER_FONT)).toHaveLength(2);
    // The interface is Khmer where Khmer exists: no English chrome.
    expect(html).toContain(km.chrome.skipToContent);
    for (const english of [en.chrome.skipToContent, en.chrome.ourServices, en.chrome.quickLinks]) {
      expect(html).not.toContain(`>${english}<`);
    }
    // Internal links stay in Khmer; only the language switcher leads to English.
    const links = html.replace(/<a href="[^"]*" hrefLang="en"/g, "");
    expect(links).not.toMatch(/href="\/(about|privacy|terms|certifications\/[a-z-]+|#[a-z-]+)"/);
  });

  it.each(ROUTES)("renders %s in English without the Khmer font", async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="en">/);
    expect(head(html)).not.toContain("noto-sans-khmer");
    expect(head(html)).toContain(
      `<link rel="alternate" hreflang="km" href="${api.server.url}${khmer(path)}" />`,
    );
    expect(html).not.toContain(km.chrome.skipToContent);
  });

  it("answers an unknown Khmer path 404 in Khmer, and /km with the Khmer home page", async () => {
    const missing = await page("/km/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<html lang="km">/);
    expect(missing.html).toContain(km.notFound.pageTitle);
    expect(head(missing.html)).not.toContain('rel="alternate"');
    const entry = await page("/km/certifications/no-such-standard");
    expect(entry.status).toBe(404);
    expect(entry.html).toContain(km.notFound.certificationTitle);
    expect(await page("/km")).toMatchObject({ status: 301, location: "/km/" });
    expect(await page("/km/services")).toMatchObject({ status: 301, location: "/km/#services" });
  });

  it("lists every page in both languages in the sitemap, each with its alternates", async () => {
    const xml = await (await fetch(`${api.server.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.slice(api.server.url.length),
    );
    const english = locs.filter((p) => !p.startsWith("/km"));
    expect(locs.filter((p) => p.startsWith("/km/")).sort()).toEqual(english.map(khmer).sort());
    expect(english).toContain("/certifications/gots");
    const about = xml.slice(xml.indexOf(`<loc>${api.server.url}/km/about</loc>`));
    expect(about.slice(0, about.indexOf("</url>"))).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${api.server.url}/about"/>`,
    );
  });

  it("gives client navigation the Khmer page data of a Khmer path", async () => {
    const res = await pageData("/km/about");
    const { data } = (await res.json()) as {
      data: { sections: Record<string, { eyebrow: string }> };
    };
    const aboutPage = await contentJson("about-page", { lang: "km" });
    const { content } = ContentSectionSchema.parse(await aboutPage.json());
    expect(data.sections["about-page"]?.eyebrow).toBe(content.eyebrow);
  });

  it("drops the Khmer pages a translation feeds, and no English page", async () => {
    for (const path of ["/", "/km/", "/about", "/km/about"]) await page(path);
    expect(cachedPaths()).toEqual(expect.arrayContaining(["/", "/km/", "/about", "/km/about"]));
    const title = "វិញ្ញាបនកម្មសម្រាប់រោងចក្ររបស់អ្នក";
    await saveWith("hero@km", { title });
    expect(cachedPaths()).not.toContain("/km/");
    expect(cachedPaths()).toEqual(expect.arrayContaining(["/", "/about", "/km/about"]));
    expect((await page("/km/")).html).toContain(title);
    expect((await page("/")).html).not.toContain(title);
  });

  it("marks the words still in English on a Khmer page as English", async () => {
    const { html } = await page("/km/certifications/gots");
    expect(html).toMatch(/<h1 lang="en"[^>]*>Global Organic Textile Standard<\/h1>/);
    // The words every standard's page shares are in Khmer: no mark.
    expect(html).toMatch(/<h2 class="[^"]*">លក្ខណៈពិសេសសំខាន់ៗ<\/h2>/);
    const pillar = await page("/km/pillars/capacity-building");
    expect(pillar.html).toMatch(/<h1 class="[^"]*">ការផ្ទេរចំណេះដឹង និងការកសាងសមត្ថភាព<\/h1>/);
    expect(pillar.html).toMatch(/<p lang="en" class="[^"]*">[A-Z]/);
    // English pages carry no marks.
    expect((await page("/certifications/gots")).html).not.toContain('lang="en" class');
  });

  it("drops only the Khmer pages that list a collection when one of its translations changes", async () => {
    for (const path of ["/", "/about", "/km/about", "/certifications/gots"]) await page(path);
    await saveWith("pillar:capacity-building@km", {
      summary: "ការបណ្តុះបណ្តាលដែលនៅជាប់ជាមួយក្រុមការងារ។",
    });
    expect(cachedPaths()).not.toContain("/km/about");
    expect(cachedPaths()).toEqual(expect.arrayContaining(["/", "/about", "/certifications/gots"]));
  });

  it("previews a draft in either language", async () => {
    const preview = (json: PreviewDraft) => api.admin.admin.preview.$post({ json });
    const draft = { section: "contact@km", content: { title: "ទាក់ទងយើងថ្ងៃនេះ" } };
    const inKhmer = await (await preview(draft)).json();
    expect(inKhmer.path).toBe("/km/");
    expect(inKhmer.html).toContain("ទាក់ទងយើងថ្ងៃនេះ");
    const english = ContentSectionSchema.parse(await (await contentJson("about")).json());
    const aboutDraft = { ...english.content, vision: "A vision only English has, for now." };
    const shown = await (
      await preview({ section: "about", content: aboutDraft, lang: "km" })
    ).json();
    expect(shown.path).toBe("/km/");
    // The Khmer vision is laid over the draft's English one.
    expect(shown.html).not.toContain("A vision only English has");
    expect(shown.html).toMatch(/<html lang="km">/);

    // A draft that reorders English items shows each with its own Khmer words, as saving would.
    const services = ContentSectionSchema.parse(await (await contentJson("services")).json());
    const groups = services.content.groups as { title: string }[];
    const khmer = ContentSectionSchema.parse(await (await contentJson("services@km")).json());
    const khmerTitles = (khmer.content.groups as { title: string }[]).map((g) => g.title);
    const reordered = await (
      await preview({
        section: "services",
        content: { ...services.content, groups: [...groups].reverse() },
        lang: "km",
      })
    ).json();
    const shownTitles = khmerTitles.map((title) => reordered.html.indexOf(`>${title}<`));
    expect(shownTitles.every((at) => at > 0)).toBe(true);
    // In the reversed order on the page: the last group's title comes first.
    const firstGroup = reordered.html.indexOf('id="services-title"');
    expect(reordered.html.indexOf(khmerTitles.at(-1)!, firstGroup)).toBeLessThan(
      reordered.html.indexOf(khmerTitles[0]!, firstGroup),
    );
  });

  // Last: it translates every text of the site, which the tests above do not expect.
  it("says once at the top of a Khmer page that still shows English, unless the setting is off", async () => {
    const notice = (html: string) => html.split("data-english-shown-notice").length - 1;
    const seeded = await page("/km/privacy");
    expect(notice(seeded.html)).toBe(1);
    expect(seeded.html).toContain(km.chrome.englishShown);

    // Every text of every section in Khmer: no page says it.
    const all = await (await api.visitor.content.$get()).json();
    const byName = new Map(all.map((section) => [section.section, section]));
    for (const english of all.filter((section) => !isTranslation(section.section))) {
      const name = translationName(english.section, "km");
      const saved = byName.get(name);
      let content: Record<string, unknown> = saved?.content ?? {};
      const schema = sectionDefinition(english.section)?.schema;
      forEachEnglishText(schema, english.content, [], (words, _, path) => {
        if (words.trim() !== "")
          content = withTranslatedText(content, path, `ក${words.slice(1)}`, words);
      });
      const res = await save(
        saved
          ? { section: name, content, version: saved.version }
          : { section: name, content, create: true },
      );
      expect(res.status, name).toBe(saved ? 200 : 201);
    }
    for (const path of ["/km/", "/km/privacy", "/km/about", "/km/certifications/gots"]) {
      expect(notice((await page(path)).html), path).toBe(0);
    }

    // One text back to English: the pages that show it say so again, the others do not.
    const privacy = ContentSectionSchema.parse(await (await contentJson("page:privacy@km")).json());
    const { title: _, ...withoutTitle } = privacy.content;
    const res = await save({
      section: "page:privacy@km",
      content: withoutTitle,
      version: privacy.version,
    });
    expect(res.status).toBe(200);
    expect(notice((await page("/km/privacy")).html)).toBe(1);
    expect(notice((await page("/km/about")).html)).toBe(0);
    // The browser's data for the page says so too, so client navigation shows the same.
    const data = await pageData("/km/privacy");
    expect(((await data.json()) as { data: { englishShown: unknown } }).data.englishShown).toBe(
      true,
    );
    // A page not found says nothing of the kind.
    expect(notice((await page("/km/no-such-page")).html)).toBe(0);

    // A new standard only in English: once a group lists it, the home page shows its name in
    // English, so it says so too; before, no page but its own shows it.
    const listsStandards = async () => notice((await page("/km/")).html);
    expect(await listsStandards()).toBe(0);
    const created = await save({
      section: "certification:english-only",
      create: true,
      content: ContentSectionSchema.parse(await (await contentJson("certification:gots")).json())
        .content,
    });
    expect(created.status).toBe(201);
    expect(await listsStandards()).toBe(0);
    const services = ContentSectionSchema.parse(await (await contentJson("services")).json());
    const groups = structuredClone(services.content.groups) as { standards: string[] }[];
    groups[0]!.standards.unshift("english-only");
    await saveWith("services", { groups });
    expect(await listsStandards()).toBe(1);

    // Turned off in the company details: no page says it. English pages never do.
    await saveWith("site", { englishNotice: false });
    expect(notice((await page("/km/privacy")).html)).toBe(0);
    await saveWith("site", { englishNotice: true });
    expect(notice((await page("/km/privacy")).html)).toBe(1);
    expect(notice((await page("/privacy")).html)).toBe(0);
  });
});
