import { fileURLToPath } from "node:url";
import { type ContentSave, ContentSectionSchema } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const BRAND = "Standards Assurance Partners";

/** The page kinds that hold their own search and sharing fields, by a page of each. */
const PAGES = [
  { section: "hero", path: "/", title: `${BRAND} | ` },
  { section: "about-page", path: "/about", title: `About us | ${BRAND}` },
  {
    section: "certification:gots",
    path: "/certifications/gots",
    title: `Global Organic Textile Standard (GOTS) | ${BRAND}`,
  },
  { section: "pillar:capacity-building", path: "/pillars/capacity-building", title: ` | ${BRAND}` },
  { section: "page:privacy", path: "/privacy", title: ` | ${BRAND}` },
] as const;

/** One `<meta>` or `<title>` of a page's head, as a search engine or a link card reads it. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attribute: "name" | "property", key: string) =>
    head.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
  const jsonLd = head.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  return {
    title: head.match(/<title>([^<]*)<\/title>/)?.[1],
    description: meta("name", "description"),
    ogTitle: meta("property", "og:title"),
    ogImage: meta("property", "og:image"),
    robots: meta("name", "robots"),
    counted: meta("name", "visit-counting") !== "off",
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as { "@graph": Record<string, unknown>[] }) : undefined,
  };
}

describe.each(drivers)("search and sharing fields [%s]", (kind) => {
  const api = serverForTests(kind, { config: { webDist } });

  const page = async (path: string) => {
    const res = await fetch(api.server.url + path);
    return { status: res.status, ...headOf(await res.text()) };
  };
  const read = async (section: string) =>
    ContentSectionSchema.parse(
      await (
        await api.visitor["content-json"][":section"].$get({ param: { section }, query: {} })
      ).json(),
    );
  const save = async (section: string, change: (content: Record<string, unknown>) => unknown) => {
    const current = await read(section).catch(() => undefined);
    const json: ContentSave = {
      section,
      content: change(current?.content ?? {}) as Record<string, unknown>,
      ...(current && { version: current.version }),
    };
    const res = await api.admin.admin.content.$post({ json });
    expect([200, 201], await res.clone().text()).toContain(res.status);
  };
  const sitemap = async () => (await fetch(`${api.server.url}/sitemap.xml`)).text();

  it.each(PAGES)(
    "keeps each page's own title and description while $section sets none",
    async ({ path, title }) => {
      const shown = await page(path);
      expect(shown.status).toBe(200);
      expect(shown.title).toContain(title);
      expect(shown.description?.length).toBeGreaterThan(20);
      expect(shown.ogTitle).toBe(shown.title);
      expect(shown.robots).toBeUndefined();
    },
  );

  it.each(PAGES)(
    "shows $section's own title, description and picture in both languages",
    async ({ section, path }) => {
      await save(section, (content) => ({
        ...content,
        seo: {
          title: "GOTS certification in Cambodia",
          description: "Certify organic textiles in Phnom Penh with local auditors.",
          image: "hero-factory.svg",
        },
      }));
      await save(`${section}@km`, (content) => ({
        ...content,
        seo: { title: "វិញ្ញាបនប័ត្រ GOTS នៅកម្ពុជា" },
      }));
      const english = await page(path);
      expect(english.title).toBe("GOTS certification in Cambodia");
      expect(english.ogTitle).toBe("GOTS certification in Cambodia");
      expect(english.description).toBe(
        "Certify organic textiles in Phnom Penh with local auditors.",
      );
      expect(english.ogImage).toMatch(/hero-factory/);
      const khmer = await page(`/km${path === "/" ? "/" : path}`);
      expect(khmer.title).toBe("វិញ្ញាបនប័ត្រ GOTS នៅកម្ពុជា");
      // The description is not translated: the English one shows, as every untranslated text.
      expect(khmer.description).toBe("Certify organic textiles in Phnom Penh with local auditors.");
      expect(khmer.ogImage).toMatch(/hero-factory/);
    },
  );

  it("shows a Khmer title where the English page keeps its own", async () => {
    await save("certification:ocs@km", (content) => ({
      ...content,
      seo: { title: "វិញ្ញាបនប័ត្រ OCS នៅកម្ពុជា" },
    }));
    expect((await page("/km/certifications/ocs")).title).toBe("វិញ្ញាបនប័ត្រ OCS នៅកម្ពុជា");
    expect((await page("/certifications/ocs")).title).toBe(
      `Organic Content Standard (OCS) | ${BRAND}`,
    );
  });

  it("takes a hidden page out of the sitemap and asks search engines to leave it, still counting it", async () => {
    expect(await sitemap()).toContain("/certifications/oeko-tex-100");
    await save("certification:oeko-tex-100", (content) => ({ ...content, seo: { noindex: true } }));
    for (const path of ["/certifications/oeko-tex-100", "/km/certifications/oeko-tex-100"]) {
      const hidden = await page(path);
      expect(hidden.status).toBe(200);
      expect(hidden.robots).toBe("noindex");
      expect(hidden.counted).toBe(true);
      expect(hidden.jsonLd).toBeUndefined();
    }
    expect(await sitemap()).not.toContain("/certifications/oeko-tex-100");
    expect(await sitemap()).toContain("/certifications/gots");
    const missing = await page("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.robots).toBe("noindex");
    expect(missing.counted).toBe(false);
  });

  it("describes the company, each standard as a service and where each page sits, in its language", async () => {
    const types = (graph: Record<string, unknown>[]) => graph.map((node) => node["@type"]);
    const home = (await page("/")).jsonLd!["@graph"];
    expect(types(home)).toEqual(["Organization", "LocalBusiness"]);
    const business = home[1]!;
    expect(business).toMatchObject({
      telephone: expect.stringMatching(/^\+855/),
      address: { "@type": "PostalAddress", addressCountry: "KH" },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: [
            "https://schema.org/Monday",
            "https://schema.org/Tuesday",
            "https://schema.org/Wednesday",
            "https://schema.org/Thursday",
            "https://schema.org/Friday",
          ],
          opens: "08:00",
          closes: "17:00",
        },
      ],
    });

    const standard = (await page("/km/certifications/gots")).jsonLd!["@graph"];
    expect(types(standard)).toEqual(["Organization", "LocalBusiness", "Service", "BreadcrumbList"]);
    expect(standard[2]).toMatchObject({
      name: "Global Organic Textile Standard",
      alternateName: "GOTS",
      provider: { "@id": `${api.server.origin}/#organization` },
      url: `${api.server.origin}/km/certifications/gots`,
    });
    const trail = standard[3]!.itemListElement as {
      position: number;
      name: string;
      item: string;
    }[];
    expect(trail.map((step) => step.item)).toEqual([
      `${api.server.origin}/km/`,
      `${api.server.origin}/km/services/products-certification`,
      `${api.server.origin}/km/certifications/gots`,
    ]);
    // In Khmer, the trail starts at the Khmer word for home.
    expect(trail[0]!.name).toBe("ទំព័រដើម");

    const about = (await page("/about")).jsonLd!["@graph"];
    expect(types(about)).toEqual(["Organization", "LocalBusiness", "BreadcrumbList"]);
  });

  it("refuses opening hours that cannot be, in words", async () => {
    const current = await read("site");
    const res = await api.admin.admin.content.$post({
      json: {
        section: "site",
        content: {
          ...current.content,
          openingHours: [{ from: "Friday", to: "Monday", opens: "17:00", closes: "8:00" }],
        },
        version: current.version,
      },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields?: Record<string, string> };
    expect(body.fields).toMatchObject({
      "content.openingHours.0.to": "The last day comes after the first",
      "content.openingHours.0.closes": "Closes: a time of day like 08:00 or 17:30",
    });
  });
});
