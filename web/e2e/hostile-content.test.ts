import { createHash } from "node:crypto";
import type { TestServer } from "@app/api/testing";
import { hasBrowser, launchBrowser } from "@app/testing/browser";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsReady, startSiteServer, watchConsole } from "./helpers.ts";

/** What an administrator's account in the wrong hands (or a careless paste) could save. */
const SCRIPT = "<script>alert(1)</script>";
const BREAKOUT = "</script><script>alert(2)</script>";
const ATTRIBUTE = '"><img src=x onerror=alert(3)>';
const JS_LINK = "javascript:alert(4)";
/** An http(s) link the contract accepts, with markup in its query. */
const QUOTED_LINK = 'https://example.com/?q="><script>alert(5)</script>';

/**
 * Each payload as live markup: none of these may appear in a served page. (A bare `"><img`
 * is no sign: an image first in its frame is served as `data-image-state="loading"><img`.)
 */
const LIVE_MARKUP = [
  "<script>alert(",
  "<img src=x",
  '"><img src=x',
  JS_LINK,
  '"><script',
  "<script>alert(5)",
];
const PAGES = ["/", "/pillars/capacity-building", "/about"];

type Stored = { content: Record<string, unknown>; version: number };

let server: TestServer;
let cookie: string;

async function current(section: string): Promise<Stored> {
  const response = await server.request(`/api/content-json/${section}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Stored;
}

async function save(section: string, content: Record<string, unknown>) {
  const { version } = await current(section);
  return server.request("/api/admin/content", {
    method: "POST",
    cookie,
    json: { section, content, version },
  });
}

const html = async (path: string) => {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return response.text();
};

/** The text of every <script> element of a type, as served. */
const scriptBodies = (page: string, type: string) =>
  [...page.matchAll(new RegExp(`<script type="${type}"[^>]*>([\\s\\S]*?)</script>`, "g"))].map(
    (m) => m[1]!,
  );

/** Every attribute of every start tag, as [name, raw value]; quoted values are read whole. */
function attributesOf(page: string): [string, string][] {
  const found: [string, string][] = [];
  // Script bodies are not markup (their inside is checked on its own).
  const markup = page.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, "$1$2");
  const tag =
    /<[a-zA-Z][\w-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
  const attribute = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;
  for (const [, list] of markup.matchAll(tag)) {
    for (const [, name, value] of (list ?? "").matchAll(attribute))
      found.push([name!.toLowerCase(), (value ?? "").replace(/^["']|["']$/g, "")]);
  }
  return found;
}

beforeAll(async () => {
  server = await startSiteServer();
  cookie = await server.login();
  const site = (await current("site")).content;
  const hero = (await current("hero")).content;
  const about = (await current("about")).content;

  // Links: the contract refuses anything but http(s) and "#", whatever the field or spelling.
  for (const links of [
    { website: JS_LINK },
    { website: " JavaScript:alert(4)" },
    { website: "data:text/html,<script>alert(4)</script>" },
    { social: { ...(site.social as object), facebook: JS_LINK } },
    { social: { ...(site.social as object), youtube: "vbscript:alert(4)" } },
  ]) {
    const refused = await save("site", { ...site, ...links });
    expect(refused.status, JSON.stringify(links)).toBe(400);
    const body = (await refused.json()) as { error: string; fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {}).join(), JSON.stringify(links)).toMatch(
      /^content\.(website|social\.\w+)$/,
    );
  }

  const saved = [
    await save("hero", {
      ...hero,
      title: SCRIPT,
      subtitle: BREAKOUT,
      description: `${ATTRIBUTE} ${BREAKOUT} <!-- ${SCRIPT}`,
      highlights: [SCRIPT, BREAKOUT, ATTRIBUTE],
      ctaText: ATTRIBUTE,
    }),
    await save("about", { ...about, mission: BREAKOUT, vision: ATTRIBUTE, story: SCRIPT }),
    await save("site", {
      ...site,
      brandName: BREAKOUT,
      shortName: SCRIPT,
      tagline: ATTRIBUTE,
      address: `${SCRIPT} ${BREAKOUT} ${ATTRIBUTE}`,
      phones: [BREAKOUT, ATTRIBUTE],
      website: QUOTED_LINK,
      social: { facebook: QUOTED_LINK, tiktok: "#", telegram: "#", youtube: "#" },
    }),
  ];
  for (const response of saved) expect(response.status).toBe(200);
});
afterAll(async () => {
  await server?.dispose();
});

describe("hostile content in the served HTML", () => {
  it.each(PAGES)("%s shows it as text only, never as markup", async (path) => {
    const page = await html(path);
    for (const live of LIVE_MARKUP) expect(page.includes(live), live).toBe(false);
    // No element carries an inline event handler, and no image points at "x".
    const attributes = attributesOf(page);
    expect(attributes.filter(([name]) => name.startsWith("on"))).toEqual([]);
    expect(attributes.filter(([name, value]) => name === "src" && value === "x")).toEqual([]);
    // The content is there, escaped.
    expect(page).toContain("&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(page).toContain("&quot;&gt;&lt;img src=x onerror=alert(3)&gt;");
    // Every <script> is one of ours: the JSON-LD, and the boot, which the CSP allows by its hash.
    const openers = [...page.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]!.trim());
    expect(openers.length).toBeGreaterThan(0);
    for (const attributes of openers) {
      expect(attributes).toMatch(/^type="(application\/ld\+json|module)"$/);
    }
    expect(page.match(/<\/script/gi)?.length).toBe(openers.length);
    const boots = scriptBodies(page, "module");
    expect(boots).toHaveLength(1);
    const policy = (await fetch(server.url + path)).headers.get("content-security-policy");
    const hash = createHash("sha256").update(boots[0]!).digest("base64");
    const scriptSources = policy
      ?.split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "script-src");
    expect(scriptSources).toEqual(["script-src", "'self'", `'sha256-${hash}'`]);
  });

  it.each(PAGES)(
    "%s keeps its JSON-LD closed (no '<' inside) and its data intact",
    async (path) => {
      const page = await html(path);
      // The page's data is not in the HTML: its scripts fetch it, as JSON.
      expect(scriptBodies(page, "application/json")).toEqual([]);
      const response = await fetch(`${server.url}/api/page-data?path=${encodeURIComponent(path)}`);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const parsed = (
        (await response.json()) as {
          data: { sections: Record<"site" | "hero" | "about", Record<string, unknown>> };
        }
      ).data;
      expect(parsed.sections.site.brandName).toBe(BREAKOUT);
      if (path === "/") expect(parsed.sections.hero.title).toBe(SCRIPT);
      if (path !== "/pillars/capacity-building") {
        expect(parsed.sections.about.vision).toBe(ATTRIBUTE);
      }

      const [jsonLd] = scriptBodies(page, "application/ld\\+json");
      expect(jsonLd).toBeDefined();
      expect(jsonLd).not.toMatch(/[<>]/);
      const graph = JSON.parse(jsonLd!)["@graph"] as Record<string, unknown>[];
      const organization = graph.find((node) => node["@type"] === "Organization")!;
      expect(organization.name).toBe(BREAKOUT);
      expect(graph.find((node) => node["@type"] === "LocalBusiness")?.name).toBe(BREAKOUT);
      expect(organization.alternateName).toBe(SCRIPT);
      expect(organization.sameAs).toEqual([QUOTED_LINK]);

      // Head tags: escaped text in <title> and in every attribute.
      const title = /<title>([^<]*)<\/title>/.exec(page)?.[1];
      expect(title).toContain("&lt;/script&gt;");
      expect(page).toContain(`content="&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;`);
    },
  );

  it("renders an accepted link with markup in it as one escaped attribute", async () => {
    const page = await html("/");
    expect(page).toContain(
      'href="https://example.com/?q=&quot;&gt;&lt;script&gt;alert(5)&lt;/script&gt;"',
    );
  });
});

describe.skipIf(!hasBrowser)("hostile content in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { path: "/", width: 1280 },
    { path: "/pillars/capacity-building", width: 1280 },
    { path: "/", width: 390 },
  ])("$path at $width px runs none of it, before or after hydration", async ({ path, width }) => {
    // Without the CSP, so it is the markup itself that is inert, not the policy that saves us.
    const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    const messages = watchConsole(page);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(server.url + path, { waitUntil: "networkidle" });
    await formsReady(page);
    const inspect = () =>
      page.evaluate(() => ({
        injectedImages: document.querySelectorAll("img[src='x'], [onerror]").length,
        liveScripts: [...document.scripts].filter(
          (s) =>
            !["application/json", "application/ld+json"].includes(s.type) &&
            (s.textContent ?? "").includes("alert"),
        ).length,
        scriptLinks: [...document.querySelectorAll("a[href]")].filter((a) =>
          /^\s*(javascript|data|vbscript):/i.test(a.getAttribute("href") ?? ""),
        ).length,
        headingText: document.querySelector("h1")?.textContent,
        bodyText: document.getElementById("root")?.textContent ?? "",
      }));
    const expectInert = async (heading: string | undefined) => {
      // A page reached through the router renders once its part of the scripts has loaded.
      if (heading)
        await page.waitForFunction(
          (text) => document.querySelector("h1")?.textContent === text,
          heading,
        );
      // Time for anything injected to run, were it live.
      await page.waitForTimeout(500);
      const found = await inspect();
      expect(dialogs).toEqual([]);
      expect(found.injectedImages).toBe(0);
      expect(found.liveScripts).toBe(0);
      expect(found.scriptLinks).toBe(0);
      // Shown to the visitor as the text that was saved.
      if (heading) expect(found.headingText).toBe(heading);
      expect(found.bodyText).toContain(BREAKOUT);
    };

    await expectInert(path === "/" ? SCRIPT : undefined);
    // Rendered by the browser too: the mobile menu, and a page reached through the router.
    if (width < 768) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog").waitFor();
      await expectInert(undefined);
      await page.keyboard.press("Escape");
    } else {
      await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
      await page.waitForURL(`${server.url}/about`);
      await expectInert(BREAKOUT);
    }
    expect(messages).toEqual([]);
    await page.close();
  });
});
